import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { RefundInput } from '@contract/payment.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './invalidate.ts';
import { adminKeys } from './query-keys.ts';

/** adminPaymentRefund `{ amount (paise), reason }` → the payment with its refunds. */
export function refundPayment({ id, input }: { id: string; input: RefundInput }) {
  return call(endpoints.adminPaymentRefund, { params: { id }, body: input });
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    // A full refund ends the learner's access: the subscriptions list and the dashboard change too.
    onSuccess: () => invalidateAdmin(queryClient, [adminKeys.payments, adminKeys.subscriptions]),
  });
}
