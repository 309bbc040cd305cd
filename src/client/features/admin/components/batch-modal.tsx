import { FormField, SelectField } from '@client/components/form-field.tsx';
import { ModalForm } from '@client/components/modal-form.tsx';
import { showError, showSuccess } from '@client/lib/alerts.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { type AdminBatch, BatchInputSchema } from '@contract/live-batches.ts';
import { LIVE_LIMITS } from '@contract/live-vocabulary.ts';
import { useId } from 'react';
import { flushSync } from 'react-dom';
import { useInstructorChoices, useSaveBatch } from '../api/batches.ts';
import { actionFailureText } from '../utils/failure-text.ts';

/**
 * Add (no `batch`) or edit a program's batch (docs/product.md §20.1): name, dates, capacity,
 * enrolment and instructor, checked with the contract's BatchInputSchema on both sides (ADR 047).
 */
export function BatchModal({
  programId,
  batch,
  onClose,
}: {
  programId: string;
  batch?: AdminBatch;
  onClose: () => void;
}) {
  const fieldId = useId();
  const form = useBatchForm(programId, batch, onClose);
  return (
    <ModalForm title={batch ? 'Edit Batch' : 'Add Batch'} onClose={onClose} form={form}>
      <FormField
        id={`${fieldId}-name`}
        label="Name"
        {...form.field('name')}
        defaultValue={batch?.name ?? ''}
        maxLength={LIVE_LIMITS.batchNameMax}
        autoComplete="off"
      />
      <div className="row g-0 gx-3">
        <FormField
          id={`${fieldId}-starts`}
          className="col-12 col-sm-6 mb-3"
          label="Start date"
          type="date"
          {...form.field('starts_on')}
          defaultValue={batch?.starts_on ?? ''}
        />
        <FormField
          id={`${fieldId}-ends`}
          className="col-12 col-sm-6 mb-3"
          label="End date"
          type="date"
          {...form.field('ends_on')}
          defaultValue={batch?.ends_on ?? ''}
        />
      </div>
      <FormField
        id={`${fieldId}-capacity`}
        label="Capacity (seats)"
        type="number"
        inputMode="numeric"
        min={Math.max(1, batch?.seats_taken ?? 1)}
        max={LIVE_LIMITS.capacityMax}
        step={1}
        {...form.field('capacity')}
        defaultValue={String(batch?.capacity ?? 30)}
        hint={batch ? `${batch.seats_taken} taken; more seats go to the waiting list at once.` : undefined}
      />
      <InstructorField id={`${fieldId}-instructor`} batch={batch} field={form.field('instructor_id')} />
      <div className="form-check mb-3">
        <input
          id={`${fieldId}-open`}
          type="checkbox"
          className="form-check-input"
          name="enrolment_open"
          defaultChecked={batch?.enrolment_open ?? true}
        />
        <label htmlFor={`${fieldId}-open`} className="form-check-label">
          Enrolment open
        </label>
      </div>
    </ModalForm>
  );
}

/** The batch form: the contract's schema on the form's values, then add or save (ADR 047). */
function useBatchForm(programId: string, batch: AdminBatch | undefined, onClose: () => void) {
  const save = useSaveBatch(programId);
  return useContractForm({
    schema: BatchInputSchema,
    input: (element) => {
      const data = new FormData(element);
      const text = (name: string) => String(data.get(name) ?? '');
      const capacity = text('capacity').trim();
      return {
        name: text('name'),
        starts_on: text('starts_on'),
        ends_on: text('ends_on'),
        capacity: capacity === '' ? Number.NaN : Number(capacity),
        enrolment_open: data.get('enrolment_open') === 'on',
        instructor_id: text('instructor_id') || null,
      };
    },
    submit: async (input) => {
      await save.mutateAsync({ id: batch?._id, input });
      flushSync(onClose);
      void showSuccess('Success!', batch ? 'The batch was saved.' : 'The batch was added.');
    },
    onError: (error) => void showError(actionFailureText('Failed to save the batch.', error)),
  });
}

/** Who runs the batch: an instructor or an admin, or none yet. */
function InstructorField({
  id,
  batch,
  field,
}: {
  id: string;
  batch: AdminBatch | undefined;
  field: ReturnType<ReturnType<typeof useBatchForm>['field']>;
}) {
  const instructors = useInstructorChoices();
  return (
    <SelectField id={id} label="Instructor" {...field} defaultValue={batch?.instructor_id ?? ''}>
      <option value="">None yet</option>
      {/* The current one before the list arrives, so the form never drops it unseen. */}
      {batch?.instructor_id && !instructors.data?.some((user) => user._id === batch.instructor_id) ? (
        <option value={batch.instructor_id}>{batch.instructor_name ?? 'Current instructor'}</option>
      ) : null}
      {(instructors.data ?? []).map((user) => (
        <option key={user._id} value={user._id}>
          {user.name} ({user.role})
        </option>
      ))}
    </SelectField>
  );
}
