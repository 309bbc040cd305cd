import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { PaymentOrderInput } from '@contract/payment.ts';

/**
 * paymentQuote (bearer): the price the learner will pay, before paying: list price, the coupon's
 * discount and the GST split, in paise. 400/404/409 with the reason (a coupon's goes under its field).
 */
export function getPaymentQuote(input: PaymentOrderInput) {
  return call(endpoints.paymentQuote, { body: input });
}
