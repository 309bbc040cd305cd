import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { PaymentOrderInput } from '@contract/payment.ts';

/**
 * paymentOrder (bearer): the Razorpay order for the subscription (after any coupon), with the key
 * Checkout needs. Asking again returns the same open order, so "Try again" never makes a second.
 */
export function createPaymentOrder(input: PaymentOrderInput) {
  return call(endpoints.paymentOrder, { body: input });
}
