import { JoinButton } from '@client/components/live-session-card.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { useLiveSessions, useNow } from '@client/lib/live-sessions.ts';
import { useToken } from '@client/lib/session.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import {
  formatIstDay,
  formatIstTime,
  istDay,
  istInstant,
  LIVE_LOCATION_LABELS,
  type LiveSession,
} from '@contract/live.ts';
import { CLIENT_ROUTES, pagePath } from '@contract/routes.ts';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { RecordingLink } from './session-page.tsx';

const DAY_MS = 86_400_000;

/** The Monday (IST) of the week `offset` weeks from the one holding `now`, as 'YYYY-MM-DD'. */
export function weekStart(now: number, offset: number): string {
  const today = istDay(new Date(now));
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return new Date(Date.parse(`${today}T00:00:00Z`) - weekday * DAY_MS + offset * 7 * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/**
 * /live (docs/product.md §20.8): the learner's live classes as a list (what is coming) or a week
 * (Monday to Sunday, IST), each with its Join button. Times in IST, written without Intl (ADR 039).
 */
export function SchedulePage() {
  useDocumentTitle('Live classes');
  const token = useToken();
  const [view, setView] = useState<'list' | 'week'>('list');
  if (token === null) return <Navigate to={CLIENT_ROUTES.login} replace />;
  return (
    <div className="container py-5">
      <h1 className="section-title mb-4">Live classes</h1>
      <fieldset className="btn-group mb-4" aria-label="Schedule view">
        {(['list', 'week'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={`btn btn-outline-teal px-4 ${view === option ? 'active' : ''}`}
            aria-pressed={view === option}
            onClick={() => setView(option)}
          >
            {option === 'list' ? 'List' : 'Week'}
          </button>
        ))}
      </fieldset>
      {view === 'list' ? <ListView /> : <WeekView />}
    </div>
  );
}

function ListView() {
  const sessions = useLiveSessions();
  const now = useNow();
  if (sessions.isPending) return <PageLoading />;
  if (sessions.isError) {
    return <LoadError retrying={sessions.isFetching} onRetry={() => void sessions.refetch()} />;
  }
  if (sessions.data.length === 0) {
    return <p className="text-body-secondary">No live classes are scheduled for your batches yet.</p>;
  }
  return (
    <ul className="list-unstyled d-grid gap-3 mb-0" aria-label="Upcoming live classes">
      {sessions.data.map((session) => (
        <li key={session._id} className="card border-0 shadow-sm">
          <div className="card-body d-flex flex-wrap justify-content-between align-items-center gap-3">
            <SessionSummary session={session} />
            <SessionAction session={session} now={now} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function SessionSummary({ session }: { session: LiveSession }) {
  const cancelled = session.status === 'cancelled';
  return (
    <div>
      <h2 className={`h6 mb-1 ${cancelled ? 'text-decoration-line-through' : ''}`}>
        <Link to={pagePath('liveSession', { id: session._id })}>{session.title}</Link>
      </h2>
      <p className="small mb-0">
        <time dateTime={session.starts_at}>
          {formatIstDay(session.starts_at)}, {formatIstTime(session.starts_at)}–
          {formatIstTime(session.ends_at)} IST
        </time>{' '}
        · {session.program_title} · {session.batch_name} · {LIVE_LOCATION_LABELS[session.location]}
        {session.instructor_name ? ` · ${session.instructor_name}` : ''}
      </p>
    </div>
  );
}

/** Join while it can be joined; once over, its recording when there is one (docs/product.md §20.8). */
function SessionAction({ session, now }: { session: LiveSession; now: number }) {
  const over = now >= Date.parse(session.ends_at);
  if (over && (session.recording_lesson_id || session.recording_url)) {
    return <RecordingLink session={session} />;
  }
  return <JoinButton session={session} now={now} />;
}

function WeekView() {
  const now = useNow();
  const [offset, setOffset] = useState(0);
  const monday = weekStart(now, offset);
  const from = istInstant(monday, '00:00');
  const to = new Date(from.getTime() + 7 * DAY_MS);
  const sessions = useLiveSessions({ from: from.toISOString(), to: to.toISOString() });
  const days = Array.from({ length: 7 }, (_, index) => new Date(from.getTime() + index * DAY_MS));
  return (
    <section aria-label="Week">
      <div className="d-flex align-items-center gap-2 mb-3">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => setOffset(offset - 1)}
        >
          Previous week
        </button>
        <p className="mb-0 fw-semibold">
          {formatIstDay(days[0]!)} – {formatIstDay(days[6]!)}
        </p>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => setOffset(offset + 1)}
        >
          Next week
        </button>
      </div>
      {sessions.isError ? (
        <LoadError retrying={sessions.isFetching} onRetry={() => void sessions.refetch()} />
      ) : (
        <ol className="live-week list-unstyled mb-0">
          {days.map((day) => {
            const key = istDay(day);
            const today = (sessions.data ?? []).filter((session) => istDay(session.starts_at) === key);
            return (
              <li key={key} className="live-week-day">
                <h2 className="h6">{formatIstDay(day)}</h2>
                {today.length === 0 ? (
                  <p className="small text-body-secondary mb-0">No class</p>
                ) : (
                  <ul className="list-unstyled d-grid gap-2 mb-0">
                    {today.map((session) => (
                      <li key={session._id} className="border rounded p-2 bg-white">
                        <p className="small fw-semibold mb-1">
                          {formatIstTime(session.starts_at)} ·{' '}
                          <Link to={pagePath('liveSession', { id: session._id })}>{session.title}</Link>
                        </p>
                        <SessionAction session={session} now={now} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
