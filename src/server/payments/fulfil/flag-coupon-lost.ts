import type { PaymentMethod } from '@contract/vocabulary.ts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { recordAudit } from '../../shared/audit.ts';
import type { PaymentRow } from '../invoices.ts';
import type { PaymentLog } from '../log.ts';
import { flagColumns } from './flag.ts';

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
  const note = couponLostNote(payment, capture.razorpayPaymentId, capture.reason);
  const [flagged] = await tx
    .update(payments)
    .set({
      status: 'superseded',
      razorpayPaymentId: capture.razorpayPaymentId,
      method: capture.method,
      paidAt: sql`now()`,
      failureReason: note,
      ...flagColumns('coupon_lost', note),
    })
    .where(eq(payments.id, payment.id))
    .returning();
  await recordAudit(
    tx,
    null,
    'payment.coupon_lost',
    payment.id,
    { status: payment.status },
    {
      razorpay_payment_id: capture.razorpayPaymentId,
      refund_due: payment.amount,
      coupon: payment.couponCode,
    },
  );
  log.error({ paymentId: payment.id, razorpayPaymentId: capture.razorpayPaymentId }, note);
  return flagged!;
}
