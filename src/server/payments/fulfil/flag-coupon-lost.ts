import type { PaymentMethod } from '@contract/vocabulary.ts';
import type { Tx } from '../../db/client.ts';
import type { PaymentRow } from '../invoices.ts';
import type { PaymentLog } from '../log.ts';
import { flagTakenPayment } from './flag.ts';

/** What the admin reads on a payment whose coupon could not be kept. */
export const couponLostNote = (
  payment: Pick<PaymentRow, 'couponCode'>,
  razorpayPaymentId: string,
  reason: string,
) =>
  `Coupon ${payment.couponCode ?? ''} could no longer be taken (${reason}): the payment was not fulfilled at its discount. Refund ${razorpayPaymentId}.`;

/**
 * Razorpay took the discounted price of an order whose coupon can no longer be taken (ADR 055):
 * like a payment taken twice, it records the capture, activates and invoices nothing, and waits for
 * an admin to refund it. The order is superseded (Razorpay takes no second payment for it), so the
 * learner's next checkout makes a new order at the price of the day.
 */
export async function flagCouponLost(
  tx: Tx,
  payment: PaymentRow,
  capture: { razorpayPaymentId: string; method: PaymentMethod | null; reason: string },
  log: PaymentLog,
): Promise<PaymentRow> {
  return flagTakenPayment(
    tx,
    payment,
    {
      flag: 'coupon_lost',
      note: couponLostNote(payment, capture.razorpayPaymentId, capture.reason),
      razorpayPaymentId: capture.razorpayPaymentId,
      method: capture.method,
      supersede: true,
      audit: { coupon: payment.couponCode },
    },
    log,
  );
}
