import { type Column, DataTable } from '@client/components/data-table.tsx';
import { RecordingControl } from '@client/components/live-recording-control.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { ScrollTable } from '@client/components/scroll-table.tsx';
import { confirmAction, showError } from '@client/lib/alerts.ts';
import { errorMessage } from '@client/lib/api-client.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { formatIstDay, formatIstTime, type RosterRow, type StaffLiveSession } from '@contract/live.ts';
import { CLIENT_ROUTES, pagePath } from '@contract/routes.ts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useBatchSessions } from '../api/get-batch-sessions.ts';
import { useRoster } from '../api/get-roster.ts';
import { useStaffBatches } from '../api/get-staff-batches.ts';
import { useLiveScheduling } from '../api/schedule-live-session.ts';
import { LiveSeriesForm, LiveSessionForm } from '../components/live-session-forms.tsx';

const ROSTER_COLUMNS: readonly Column<RosterRow>[] = [
  { header: 'Learner', rowHeader: true, cell: (row) => row.name },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Subscription', cell: (row) => row.subscription_status },
  { header: 'Course progress', cell: (row) => `${row.progress_percent}%` },
  { header: 'Sessions attended', cell: (row) => row.sessions_attended },
];

/** A session that has started may get its recording (docs/product.md §20.6). */
function hasStarted(session: StaffLiveSession): boolean {
  return session.status === 'scheduled' && Date.parse(session.starts_at) <= Date.now();
}

/**
 * The sessions table's columns, with a Cancel button (after a confirmation) on a scheduled one
 * and a Recording button on one that has started.
 */
function sessionColumnsOf(
  onCancel: (sessionId: string) => void,
  onRecording: (sessionId: string) => void,
): readonly Column<StaffLiveSession>[] {
  return [
    {
      header: 'When',
      rowHeader: true,
      cell: (session) => `${formatIstDay(session.starts_at)}, ${formatIstTime(session.starts_at)} IST`,
    },
    {
      header: 'Session',
      cell: (session) => <Link to={pagePath('adminLiveSession', { id: session._id })}>{session.title}</Link>,
    },
    { header: 'Length', cell: (session) => `${session.duration_minutes} min` },
    { header: 'Where', cell: (session) => session.location },
    { header: 'Status', cell: (session) => session.status },
    {
      header: 'Actions',
      headerHidden: true,
      cell: (session) =>
        hasStarted(session) ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-teal"
            aria-label={`Recording of ${session.title} on ${formatIstDay(session.starts_at)}`}
            onClick={() => onRecording(session._id)}
          >
            Recording
          </button>
        ) : session.status === 'scheduled' ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={`Cancel ${session.title} on ${formatIstDay(session.starts_at)}`}
            onClick={async () => {
              const sure = await confirmAction({
                title: 'Cancel this session?',
                text: 'Its learners will see it cancelled.',
                confirmText: 'Cancel session',
                destructive: true,
              });
              if (sure) onCancel(session._id);
            }}
          >
            Cancel
          </button>
        ) : null,
    },
  ];
}

/**
 * One batch for staff (docs/product.md §20.8): its sessions (cancel one, open its attendance),
 * forms for a session or a weekly series, and its roster with course progress.
 */
export function LiveBatchPage() {
  const { id = '' } = useParams();
  const batch = useStaffBatches().data?.find((row) => row._id === id);
  useDocumentTitle(batch ? `Batch ${batch.name}` : 'Batch');
  const sessions = useBatchSessions(id);
  const roster = useRoster(id);
  const { cancel } = useLiveScheduling();
  const [recordingFor, setRecordingFor] = useState<string | null>(null);
  if (sessions.isPending) return <PageLoading />;
  if (sessions.isError)
    return <LoadError retrying={sessions.isFetching} onRetry={() => void sessions.refetch()} />;

  const sessionColumns = sessionColumnsOf(
    (sessionId) => cancel.mutate(sessionId, { onError: (error) => void showError(errorMessage(error)) }),
    setRecordingFor,
  );
  const recordingSession = sessions.data.find((session) => session._id === recordingFor);

  return (
    <>
      <p className="mb-1">
        <Link to={CLIENT_ROUTES.adminLive}>← Live classes</Link>
      </p>
      <h1 className="h3 mb-1">{batch ? batch.name : 'Batch'}</h1>
      {batch ? (
        <p className="text-body-secondary">
          {batch.program_title} · {batch.starts_on} to {batch.ends_on} ·{' '}
          {batch.instructor_name ?? 'No instructor'}
        </p>
      ) : null}
      <h2 className="h5 mt-4">Sessions</h2>
      <ScrollTable label="Sessions">
        <DataTable
          className="table table-hover align-middle bg-white"
          columns={sessionColumns}
          rows={sessions.data}
          rowKey={(session) => session._id}
          empty="No sessions yet: add one or a weekly series below."
        />
      </ScrollTable>
      {recordingSession ? (
        <RecordingPanel session={recordingSession} onClose={() => setRecordingFor(null)} />
      ) : null}
      <div className="row g-4 my-2">
        <div className="col-12 col-xl-6">
          <LiveSessionForm batchId={id} />
        </div>
        <div className="col-12 col-xl-6">
          <LiveSeriesForm batchId={id} />
        </div>
      </div>
      <h2 className="h5 mt-4">Roster</h2>
      {roster.isError ? (
        <LoadError retrying={roster.isFetching} onRetry={() => void roster.refetch()} />
      ) : (
        <ScrollTable label="Roster">
          <DataTable
            className="table align-middle bg-white"
            columns={ROSTER_COLUMNS}
            rows={roster.data ?? []}
            rowKey={(row) => row.user_id}
            busy={roster.isPending}
            empty="No learners in this batch yet."
          />
        </ScrollTable>
      )}
    </>
  );
}

/** A started session's recording: attach a video or a link, or remove it (RecordingControl). */
function RecordingPanel({ session, onClose }: { session: StaffLiveSession; onClose: () => void }) {
  return (
    <section className="card border-0 shadow-sm my-3" aria-label={`Recording of ${session.title}`}>
      <div className="card-body">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <p className="fw-semibold mb-0">
            {session.title} · {formatIstDay(session.starts_at)}, {formatIstTime(session.starts_at)} IST
          </p>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClose}>
            Close
          </button>
        </div>
        <RecordingControl key={session._id} sessionId={session._id} />
      </div>
    </section>
  );
}
