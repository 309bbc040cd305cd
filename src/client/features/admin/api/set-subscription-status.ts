import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { SubscriptionDecision } from '@contract/vocabulary.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './invalidate.ts';
import { adminKeys } from './query-keys.ts';

/**
 * adminSubscriptionStatus { status } → the row: approve ('active') or reject ('rejected').
 * 409 when it already has that status, or when approving would give the learner two current subscriptions.
 */
export function setSubscriptionStatus({ id, status }: { id: string; status: SubscriptionDecision }) {
  return call(endpoints.adminSubscriptionStatus, { params: { id }, body: { status } });
}

export function useSetSubscriptionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSubscriptionStatus,
    onSuccess: () => invalidateAdmin(queryClient, [adminKeys.subscriptions]),
  });
}
