import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { batchesKey } from './batches.ts';
import { invalidateAdmin } from './invalidate.ts';
import { liveKeys } from './live-keys.ts';
import { adminKeys } from './query-keys.ts';

/**
 * adminSubscriptionBatch { batch_id } → the row (docs/product.md §20.1): moves a current program
 * subscription to another batch of its program; 409 when that batch is full. The seats of both
 * batches change, so the program's batches and the staff's batch list reload too.
 */
export function useMoveSubscriptionBatch(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, batchId }: { id: string; batchId: string }) =>
      call(endpoints.adminSubscriptionBatch, { params: { id }, body: { batch_id: batchId } }),
    onSuccess: () =>
      invalidateAdmin(queryClient, [adminKeys.subscriptions, batchesKey(programId), liveKeys.all]),
  });
}
