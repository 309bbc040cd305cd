import { IconPlusLg } from '@client/components/icons/plus-lg.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { LoadingStatus } from '@client/components/loading-status.tsx';
import type { AdminBatch } from '@contract/live-batches.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useId, useState } from 'react';
import { useBatches, useDeleteBatch } from '../api/batches.ts';
import { deleteAfterConfirm } from '../utils/delete-after-confirm.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { AddButton } from './add-button.tsx';
import { BatchModal } from './batch-modal.tsx';

/** 'YYYY-MM-DD' as '7 Dec 2026' (an Indian calendar date, shown as it is). */
const DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

/**
 * A program's batches in its admin page (docs/product.md §20.1): dates, seats taken of the
 * capacity, the waiting list, enrolment and instructor; add, edit, and delete after a confirm.
 */
export function BatchesSection({ programId }: { programId: string }) {
  const headingId = useId();
  const batches = useBatches(programId);
  const remove = useDeleteBatch(programId);
  const [editing, setEditing] = useState<{ batch?: AdminBatch } | null>(null);
  const rows = batches.data ?? [];

  return (
    <section aria-labelledby={headingId} className="mb-5">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id={headingId} className="h4 mb-0">
          {MESSAGES.batches.heading}
        </h2>
        <AddButton icon={IconPlusLg} onClick={() => setEditing({})}>
          Add Batch
        </AddButton>
      </div>
      {batches.isPending ? (
        <LoadingStatus text={MESSAGES.generic.loading} />
      ) : batches.isError ? (
        <LoadError text="Failed to load the batches." />
      ) : rows.length === 0 ? (
        <p className="alert alert-info">No batches yet: the program is subscribed to without one.</p>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">Batch</th>
                <th scope="col">Dates</th>
                <th scope="col">Seats</th>
                <th scope="col">Waiting</th>
                <th scope="col">Instructor</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((batch) => (
                <BatchRow
                  key={batch._id}
                  batch={batch}
                  onEdit={() => setEditing({ batch })}
                  onDelete={() =>
                    void deleteAfterConfirm(remove, batch._id, {
                      question: `The batch '${batch.name}' will be deleted with its live sessions.`,
                      done: MESSAGES.batches.deleted,
                      failureText: (error) => actionFailureText('Failed to delete the batch.', error),
                    })
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing ? (
        <BatchModal programId={programId} batch={editing.batch} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}

/** One batch: name and enrolment, dates, seats taken of the capacity, waiting, instructor, actions. */
function BatchRow({
  batch,
  onEdit,
  onDelete,
}: {
  batch: AdminBatch;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <tr>
      <th scope="row" className="batch-name-cell">
        {batch.name}
        <span
          className={`d-block small ${batch.enrolment_open ? 'text-success-emphasis' : 'text-body-secondary'}`}
        >
          {batch.enrolment_open ? 'Enrolment open' : 'Enrolment closed'}
        </span>
      </th>
      <td className="text-nowrap">
        {day(batch.starts_on)} – {day(batch.ends_on)}
      </td>
      <td>
        {batch.seats_taken} / {batch.capacity}
      </td>
      <td>{batch.waitlist}</td>
      <td>{batch.instructor_name ?? '—'}</td>
      <td className="text-end text-nowrap">
        <button type="button" className="btn btn-sm btn-outline-teal me-2" onClick={onEdit}>
          Edit<span className="visually-hidden"> {batch.name}</span>
        </button>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onDelete}>
          Delete<span className="visually-hidden"> {batch.name}</span>
        </button>
      </td>
    </tr>
  );
}
