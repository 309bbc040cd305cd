import { type RazorpayClient, RazorpayError, type RazorpayPayment } from './razorpay.ts';

/** The order a payment must be for: Razorpay's order id and its amount in paise (INR). */
export interface OrderTerms {
  orderId: string;
  amount: number;
}

/** The rule, without I/O: Razorpay's payment is for this order, its exact amount, in INR. */
export const isForOrder = (
  remote: Pick<RazorpayPayment, 'order_id' | 'amount' | 'currency'>,
  order: OrderTerms,
) => remote.order_id === order.orderId && remote.amount === order.amount && remote.currency === 'INR';

/**
 * Razorpay's record of a payment, captured if it was only authorized (ADR 055): with auto-capture
 * off in the Dashboard, a payment stays `authorized` until the merchant captures it, and Razorpay
 * refunds it by itself if nobody does. Only a payment for this order and its exact amount is
 * captured, for that amount. Capturing twice is harmless: a second capture (another instance, a
 * webhook racing /verify, auto-capture) is refused, and Razorpay's record read again says whether
 * the payment is captured now. A network failure is thrown (RazorpayError 'unavailable').
 */
export async function captureForOrder(
  razorpay: RazorpayClient,
  paymentId: string,
  order: OrderTerms,
): Promise<RazorpayPayment> {
  const remote = await razorpay.fetchPayment(paymentId);
  if (remote.status !== 'authorized' || !isForOrder(remote, order)) return remote;
  try {
    return await razorpay.capturePayment(paymentId, { amount: order.amount, currency: 'INR' });
  } catch (error) {
    if (!(error instanceof RazorpayError) || error.kind !== 'rejected') throw error;
    return razorpay.fetchPayment(paymentId);
  }
}

/** Captured, or captured and refunded since: the money was taken. */
export const isCapturedAtRazorpay = (remote: Pick<RazorpayPayment, 'status'>) =>
  remote.status === 'captured' || remote.status === 'refunded';
