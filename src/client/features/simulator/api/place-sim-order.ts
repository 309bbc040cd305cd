import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { SimOrderInput } from '@contract/sim-account.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { simKeys } from './sim-keys.ts';

/** simOrderPlace: an order that the next step will try to fill; 400 { message } when refused. */
export function placeSimOrder(order: SimOrderInput) {
  return call(endpoints.simOrderPlace, { body: order });
}

/** Places the order, then refreshes the account (available cash) and its orders. */
export function usePlaceSimOrder(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeSimOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: simKeys.account(accountId) }),
  });
}
