import { formatHour, gridHours, istHour, type LiveWeek, sessionsOnDay } from '@client/lib/live-week.ts';
import { formatIstDay, istDay } from '@contract/live.ts';
import type { ReactNode } from 'react';

/**
 * The pieces of a week of live classes (docs/product.md §20.8) that the learner's /live and the
 * staff calendar on /admin/live share: the List/Week switch, the week's navigation, the week as
 * a list of days (a phone's week), and the week as a grid of hours (a wide screen's).
 */

interface Timed {
  _id: string;
  starts_at: string;
}

export type ScheduleView = 'list' | 'week';

/** List or Week, as two pressed-or-not buttons. */
export function ScheduleViewSwitch({
  view,
  onChange,
}: {
  view: ScheduleView;
  onChange: (view: ScheduleView) => void;
}) {
  return (
    <fieldset className="btn-group mb-4" aria-label="Schedule view">
      {(['list', 'week'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={`btn btn-outline-teal px-4 ${view === option ? 'active' : ''}`}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {option === 'list' ? 'List' : 'Week'}
        </button>
      ))}
    </fieldset>
  );
}

/** Previous week, the week's dates, Today (back to this week), Next week. */
export function WeekNav({
  week,
  onPrevious,
  onNext,
  onToday,
}: {
  week: LiveWeek;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <button type="button" className="btn btn-outline-teal btn-sm" onClick={onPrevious}>
        Previous week
      </button>
      <button
        type="button"
        className="btn btn-outline-teal btn-sm"
        onClick={onToday}
        disabled={week.offset === 0}
      >
        Today
      </button>
      <button type="button" className="btn btn-outline-teal btn-sm" onClick={onNext}>
        Next week
      </button>
      <p className="mb-0 fw-semibold" aria-live="polite">
        {formatIstDay(week.days[0]!)} – {formatIstDay(week.days[6]!)}
      </p>
    </div>
  );
}

/** The week as seven days, each with its sessions or "No class": the learner's week, and a phone's. */
export function WeekDays<S extends Timed>({
  week,
  sessions,
  renderSession,
  dayHeading: DayHeading = 'h3',
  className = '',
}: {
  week: LiveWeek;
  sessions: readonly S[];
  renderSession: (session: S) => ReactNode;
  /** The days' heading level: one below the heading the week sits under. */
  dayHeading?: 'h2' | 'h3';
  className?: string;
}) {
  return (
    <ol className={`live-week list-unstyled mb-0 ${className}`} aria-label="Days of the week">
      {week.days.map((day) => {
        const key = istDay(day);
        const today = sessionsOnDay(sessions, key);
        return (
          <li key={key} className="live-week-day" aria-current={key === week.today ? 'date' : undefined}>
            <DayHeading className="h6">
              {formatIstDay(day)}
              {key === week.today ? <span className="badge live-week-today-badge ms-2">Today</span> : null}
            </DayHeading>
            {today.length === 0 ? (
              <p className="small text-body-secondary mb-0">No class</p>
            ) : (
              <ul className="list-unstyled d-grid gap-2 mb-0">
                {today.map((session) => (
                  <li key={session._id} className="border rounded p-2 bg-white">
                    {renderSession(session)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The week as a grid: a column per day (Monday to Sunday, IST), a row per hour from 8 am to
 * 10 pm (wider when a session starts outside it), each session in the cell of the hour it starts
 * in. A table, so a screen reader names a session's day and hour from the headers.
 */
export function WeekGrid<S extends Timed>({
  week,
  sessions,
  renderSession,
  className = '',
}: {
  week: LiveWeek;
  sessions: readonly S[];
  renderSession: (session: S) => ReactNode;
  className?: string;
}) {
  const days = week.days.map((day) => ({ day, key: istDay(day) }));
  return (
    <table className={`table table-bordered live-week-grid bg-white mb-0 ${className}`}>
      <caption className="visually-hidden">
        Sessions from {formatIstDay(week.days[0]!)} to {formatIstDay(week.days[6]!)}, times in IST
      </caption>
      <thead>
        <tr>
          <th scope="col" className="live-week-grid-hour">
            IST
          </th>
          {days.map(({ day, key }) => (
            <th
              key={key}
              scope="col"
              className={key === week.today ? 'live-week-grid-today' : undefined}
              aria-current={key === week.today ? 'date' : undefined}
            >
              {formatIstDay(day)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {gridHours(sessions).map((hour) => (
          <tr key={hour}>
            <th scope="row" className="live-week-grid-hour">
              {formatHour(hour)}
            </th>
            {days.map(({ key }) => {
              const here = sessionsOnDay(sessions, key).filter(
                (session) => istHour(session.starts_at) === hour,
              );
              return (
                <td key={key} className={key === week.today ? 'live-week-grid-today' : undefined}>
                  {here.map((session) => (
                    <div key={session._id} className="live-week-grid-session">
                      {renderSession(session)}
                    </div>
                  ))}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
