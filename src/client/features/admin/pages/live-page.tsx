import { type Column, DataTable } from '@client/components/data-table.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { formatIstDay, formatIstTime, type StaffBatch, type StaffLiveSession } from '@contract/live.ts';
import { pagePath } from '@contract/routes.ts';
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

const SESSION_COLUMNS: readonly Column<StaffLiveSession>[] = [
  { header: 'When', rowHeader: true, cell: (session) => when(session.starts_at) },
  {
    header: 'Session',
    cell: (session) => (
      <Link to={pagePath('adminLiveSession', { id: session._id })}>
        {session.title}
        {session.status === 'cancelled' ? ' (cancelled)' : ''}
      </Link>
    ),
  },
  { header: 'Batch', cell: (session) => `${session.program_title} · ${session.batch_name}` },
  { header: 'Length', cell: (session) => `${session.duration_minutes} min` },
];

/**
 * Live classes for staff (docs/product.md §20.8): the batches one runs (an admin: every batch) and
 * their coming sessions. An instructor's whole admin area is this page and the two below it.
 */
export function LivePage() {
  useDocumentTitle('Live classes');
  const batches = useStaffBatches();
  const sessions = useStaffSessions();
  if (batches.isPending) return <PageLoading />;
  if (batches.isError)
    return <LoadError retrying={batches.isFetching} onRetry={() => void batches.refetch()} />;
  return (
    <>
      <h1 className="h3 mb-4">Live classes</h1>
      <h2 className="h5">Batches</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls sideways, and the keyboard must reach it to scroll it (WCAG 2.1.1; axe scrollable-region-focusable). */}
      <section className="table-responsive mb-5" aria-label="Batches" tabIndex={0}>
        <DataTable
          className="table table-hover align-middle bg-white"
          columns={BATCH_COLUMNS}
          rows={batches.data}
          rowKey={(batch) => batch._id}
          empty="No batches yet."
        />
      </section>
      <h2 className="h5">Coming sessions</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls sideways, and the keyboard must reach it to scroll it (WCAG 2.1.1; axe scrollable-region-focusable). */}
      <section className="table-responsive" aria-label="Coming sessions" tabIndex={0}>
        <DataTable
          className="table table-hover align-middle bg-white"
          columns={SESSION_COLUMNS}
          rows={sessions.data ?? []}
          rowKey={(session) => session._id}
          busy={sessions.isPending}
          empty="No sessions in the next 60 days."
        />
      </section>
    </>
  );
}
