import { call } from '@client/lib/api-client.ts';
import { COURSE_PROGRESS_QUERY_KEY } from '@client/lib/get-course-progress.ts';
import { MY_SUBSCRIPTIONS_QUERY_KEY } from '@client/lib/subscribe.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { PaymentVerifyInput } from '@contract/payment.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * paymentVerify (bearer): hands the server what Checkout gave the page; a valid signature makes the
 * subscription active at once (400 and no change otherwise).
 */
export function verifyPayment(input: PaymentVerifyInput) {
  return call(endpoints.paymentVerify, { body: input });
}

/** Verifies, then marks My Subscriptions and the course list stale: the subscription is now active. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_SUBSCRIPTIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: COURSE_PROGRESS_QUERY_KEY }),
      ]),
  });
}
