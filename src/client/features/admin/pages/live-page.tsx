import { type Column, DataTable } from '@client/components/data-table.tsx';
import {
  type ScheduleView,
  ScheduleViewSwitch,
  WeekDays,
  WeekGrid,
  WeekNav,
} from '@client/components/live-week.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { ScrollTable } from '@client/components/scroll-table.tsx';
import { useNow } from '@client/lib/live-sessions.ts';
import { useLiveWeek } from '@client/lib/live-week.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { formatIstDay, formatIstTime, type StaffBatch, type StaffLiveSession } from '@contract/live.ts';
import { pagePath } from '@contract/routes.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStaffBatches } from '../api/get-staff-batches.ts';
import { useStaffSessions } from '../api/get-staff-sessions.ts';

const when = (iso: string) => `${formatIstDay(iso)}, ${formatIstTime(iso)} IST`;

const BATCH_COLUMNS: readonly Column<StaffBatch>[] = [
  {
    header: 'Batch',
    rowHeader: true,
    cell: (batch) => <Link to={pagePath('adminLiveBatch', { id: batch._id })}>{batch.name}</Link>,
  },
  { header: 'Program', cell: (batch) => batch.program_title },
  { header: 'Dates', cell: (batch) => `${batch.starts_on} to ${batch.ends_on}` },
  { header: 'Seats', cell: (batch) => `${batch.seats_taken} / ${batch.capacity}` },
  { header: 'Instructor', cell: (batch) => batch.instructor_name ?? '—' },
  { header: 'Next session', cell: (batch) => (batch.next_session_at ? when(batch.next_session_at) : '—') },
];

const cancelledClass = (session: StaffLiveSession) =>
  session.status === 'cancelled' ? 'text-decoration-line-through' : '';

/** A session's title, linked to its page; a cancelled one struck through and said so in words. */
function SessionTitle({ session }: { session: StaffLiveSession }) {
  return (
    <>
      <Link to={pagePath('adminLiveSession', { id: session._id })} className={cancelledClass(session)}>
        {session.title}
      </Link>
      {session.status === 'cancelled' ? (
        <span className="badge text-bg-secondary ms-1">Cancelled</span>
      ) : null}
    </>
  );
}

const SESSION_COLUMNS: readonly Column<StaffLiveSession>[] = [
  {
    header: 'When',
    rowHeader: true,
    cell: (session) => <span className={cancelledClass(session)}>{when(session.starts_at)}</span>,
  },
  { header: 'Session', cell: (session) => <SessionTitle session={session} /> },
  { header: 'Batch', cell: (session) => `${session.program_title} · ${session.batch_name}` },
  { header: 'Instructor', cell: (session) => session.instructor_name ?? '—' },
  { header: 'Length', cell: (session) => `${session.duration_minutes} min` },
];

/** One session in the week: its time in IST, title, program and batch, and instructor. */
function CalendarEntry({ session }: { session: StaffLiveSession }) {
  return (
    <>
      <p className={`small fw-semibold mb-0 ${cancelledClass(session)}`}>
        <time dateTime={session.starts_at}>
          {formatIstTime(session.starts_at)}–{formatIstTime(session.ends_at)} IST
        </time>
      </p>
      <p className="mb-0">
        <SessionTitle session={session} />
      </p>
      <p className={`small mb-0 ${cancelledClass(session)}`}>
        {session.program_title} · {session.batch_name}
      </p>
      <p className="small text-body-secondary mb-0">{session.instructor_name ?? 'No instructor'}</p>
    </>
  );
}

/**
 * The calendar's week (Monday to Sunday, IST), read in one request: a grid of hours on a wide
 * screen, a list of days on a phone (the grid's seven columns do not fit 390 px).
 */
function StaffWeek() {
  const { week, previous, next, thisWeek } = useLiveWeek(useNow(60_000));
  const sessions = useStaffSessions({ from: week.from.toISOString(), to: week.to.toISOString() });
  const entry = (session: StaffLiveSession) => <CalendarEntry session={session} />;
  return (
    <section aria-label="Week">
      <WeekNav week={week} onPrevious={previous} onNext={next} onToday={thisWeek} />
      {sessions.isPending ? (
        <PageLoading />
      ) : sessions.isError ? (
        <LoadError retrying={sessions.isFetching} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <WeekGrid
            week={week}
            sessions={sessions.data}
            renderSession={entry}
            className="d-none d-lg-table"
          />
          <WeekDays week={week} sessions={sessions.data} renderSession={entry} className="d-lg-none" />
        </>
      )}
    </section>
  );
}

/** The calendar as a list: the sessions not over in the next 60 days, cancelled ones struck through. */
function StaffSessionList() {
  const sessions = useStaffSessions();
  return (
    <ScrollTable label="Coming sessions">
      {sessions.isError ? (
        <LoadError retrying={sessions.isFetching} onRetry={() => void sessions.refetch()} />
      ) : (
        <DataTable
          className="table table-hover align-middle bg-white"
          columns={SESSION_COLUMNS}
          rows={sessions.data ?? []}
          rowKey={(session) => session._id}
          busy={sessions.isPending}
          empty="No sessions in the next 60 days."
        />
      )}
    </ScrollTable>
  );
}

/**
 * Live classes for staff (docs/product.md §20.8): the batches one runs (an admin: every batch)
 * and their sessions on a calendar, a week or a list. An instructor's whole admin area is this
 * page and the two below it.
 */
export function LivePage() {
  useDocumentTitle('Live classes');
  const batches = useStaffBatches();
  const [view, setView] = useState<ScheduleView>('week');
  if (batches.isPending) return <PageLoading />;
  if (batches.isError)
    return <LoadError retrying={batches.isFetching} onRetry={() => void batches.refetch()} />;
  return (
    <>
      <h1 className="h3 mb-4">Live classes</h1>
      <h2 className="h5">Batches</h2>
      <ScrollTable label="Batches" className="mb-5">
        <DataTable
          className="table table-hover align-middle bg-white"
          columns={BATCH_COLUMNS}
          rows={batches.data}
          rowKey={(batch) => batch._id}
          empty="No batches yet."
        />
      </ScrollTable>
      <h2 className="h5">Sessions</h2>
      <ScheduleViewSwitch view={view} onChange={setView} />
      {view === 'week' ? <StaffWeek /> : <StaffSessionList />}
    </>
  );
}
