import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { simKeys } from './sim-keys.ts';

/** simOrderCancel: an open order cancelled; 409/400 when it is no longer open. */
export function cancelSimOrder(orderId: string) {
  return call(endpoints.simOrderCancel, { params: { id: orderId } });
}

export function useCancelSimOrder(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSimOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: simKeys.account(accountId) }),
  });
}
