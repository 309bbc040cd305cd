import { SelectField } from '@client/components/form-field.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { ModalForm } from '@client/components/modal-form.tsx';
import { showSuccess } from '@client/lib/alerts.ts';
import { refuse, useContractForm } from '@client/lib/use-contract-form.ts';
import { type AdminBatch, SubscriptionBatchMoveSchema } from '@contract/live-batches.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Subscription } from '@contract/subscription.ts';
import { useId } from 'react';
import { flushSync } from 'react-dom';
import { useBatches } from '../api/batches.ts';
import { useMoveSubscriptionBatch } from '../api/move-subscription-batch.ts';
import { actionFailureText } from '../utils/failure-text.ts';

const seatsLeft = (batch: AdminBatch) => Math.max(0, batch.capacity - batch.seats_taken);

/** 'Evening batch · starts 2026-12-07 · 3 seats left', or '… · full'. */
function batchChoiceText(batch: AdminBatch, current: boolean): string {
  const seats = current
    ? 'current'
    : seatsLeft(batch) === 0
      ? 'full'
      : MESSAGES.batches.seatsLeft(seatsLeft(batch));
  return `${batch.name} · starts ${batch.starts_on} · ${seats}`;
}

/**
 * Moves a program subscription to another batch of its program (docs/product.md §20.1, §20.8):
 * the program's batches with the seats each has left; the current one and full ones cannot be
 * chosen. The server decides (a seat taken meanwhile is a 409), and its refusal shows under the
 * field.
 */
export function BatchMoveModal({
  subscription,
  onClose,
}: {
  subscription: Subscription;
  onClose: () => void;
}) {
  const fieldId = useId();
  const programId = subscription.resource_id;
  const batches = useBatches(programId);
  const move = useMoveSubscriptionBatch(programId);
  const currentId = subscription.batch?._id ?? null;
  const movable = (batches.data ?? []).filter((batch) => batch._id !== currentId && seatsLeft(batch) > 0);
  const form = useContractForm({
    schema: SubscriptionBatchMoveSchema,
    input: (element) => {
      const batchId = String(new FormData(element).get('batch_id') ?? '');
      return batchId ? { batch_id: batchId } : refuse({ batch_id: MESSAGES.batches.movePick });
    },
    submit: async (input) => {
      await move.mutateAsync({ id: subscription._id, batchId: input.batch_id });
      flushSync(onClose);
      void showSuccess('Moved!', MESSAGES.batches.moveDone);
    },
    // Every refusal (full, closed, not of this program) is about the batch chosen.
    fieldOf: () => 'batch_id',
    onError: (error) => actionFailureText(MESSAGES.batches.moveFailed, error),
  });
  return (
    <ModalForm title={MESSAGES.batches.moveTitle} onClose={onClose} form={form} submitLabel="Move">
      <p>
        {subscription.user_name} · {subscription.resource.title}
        <br />
        <span className="text-body-secondary">Now in {subscription.batch?.name ?? 'no batch'}.</span>
      </p>
      {batches.isError ? (
        <LoadError retrying={batches.isFetching} onRetry={() => void batches.refetch()} />
      ) : (
        <SelectField
          id={`${fieldId}-batch`}
          label="Batch"
          {...form.field('batch_id')}
          defaultValue={movable[0]?._id ?? ''}
          key={batches.isPending ? 'loading' : 'loaded'}
          hint={batches.isSuccess && movable.length === 0 ? MESSAGES.batches.moveNoOther : undefined}
        >
          <option value="" disabled>
            {batches.isPending ? 'Loading batches…' : MESSAGES.batches.pick}
          </option>
          {(batches.data ?? []).map((batch) => (
            <option
              key={batch._id}
              value={batch._id}
              disabled={batch._id === currentId || seatsLeft(batch) === 0}
            >
              {batchChoiceText(batch, batch._id === currentId)}
            </option>
          ))}
        </SelectField>
      )}
    </ModalForm>
  );
}
