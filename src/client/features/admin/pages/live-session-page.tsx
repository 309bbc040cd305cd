import { BusyButton } from '@client/components/busy-button.tsx';
import { type Column, DataTable } from '@client/components/data-table.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { ScrollTable } from '@client/components/scroll-table.tsx';
import { showError, showSuccess } from '@client/lib/alerts.ts';
import { errorMessage } from '@client/lib/api-client.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { formatIstDay, formatIstTime } from '@contract/live.ts';
import { pagePath } from '@contract/routes.ts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAttendance } from '../api/get-attendance.ts';
import { useSaveAttendance } from '../api/save-attendance.ts';

interface SheetRow {
  user_id: string;
  name: string;
  email: string;
  joined: boolean;
  first_joined_at: string | null;
  joins: number;
  present: boolean;
}

/**
 * One session's attendance (docs/product.md §20.3, §20.8): the batch's learners, who joined and
 * when, and a Present box per learner the instructor corrects and saves (audited).
 */
export function LiveSessionPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Attendance');
  const attendance = useAttendance(id);
  const save = useSaveAttendance(id);
  const [changes, setChanges] = useState<Record<string, boolean>>({});
  if (attendance.isPending) return <PageLoading />;
  if (attendance.isError) {
    return <LoadError retrying={attendance.isFetching} onRetry={() => void attendance.refetch()} />;
  }
  const { session, rows } = attendance.data;
  const present = (row: SheetRow) => changes[row.user_id] ?? row.present;
  const columns: readonly Column<SheetRow>[] = [
    { header: 'Learner', rowHeader: true, cell: (row) => row.name },
    { header: 'Email', cell: (row) => row.email },
    {
      header: 'Joined',
      cell: (row) =>
        row.first_joined_at ? `${formatIstTime(row.first_joined_at)} IST (${row.joins}×)` : 'Did not join',
    },
    {
      header: 'Present',
      cell: (row) => (
        <input
          type="checkbox"
          className="form-check-input"
          aria-label={`${row.name} was present`}
          checked={present(row)}
          onChange={(event) => setChanges({ ...changes, [row.user_id]: event.target.checked })}
        />
      ),
    },
  ];
  const changed = Object.entries(changes).map(([user_id, value]) => ({ user_id, present: value }));
  return (
    <>
      <p className="mb-1">
        <Link to={pagePath('adminLiveBatch', { id: session.batch_id })}>← {session.batch_name}</Link>
      </p>
      <h1 className="h3 mb-1">Attendance: {session.title}</h1>
      <p className="text-body-secondary">
        {formatIstDay(session.starts_at)}, {formatIstTime(session.starts_at)} IST · {session.duration_minutes}{' '}
        min
        {session.status === 'cancelled' ? ' · cancelled' : ''}
      </p>
      <ScrollTable label="Attendance">
        <DataTable
          className="table align-middle bg-white"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.user_id}
          empty="No learners in this batch yet."
        />
      </ScrollTable>
      <BusyButton
        type="button"
        busy={save.isPending}
        keepFocus
        className="btn btn-teal"
        disabled={changed.length === 0}
        onClick={() =>
          save.mutate(
            { rows: changed },
            {
              onSuccess: () => {
                setChanges({});
                void showSuccess('Saved', 'The attendance has been corrected.');
              },
              onError: (error) => void showError(errorMessage(error)),
            },
          )
        }
      >
        Save attendance
      </BusyButton>
    </>
  );
}
