import type { PaymentMethod } from '@contract/vocabulary.ts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { DomainError } from '../../shared/errors.ts';
import { redeemCoupon, releaseCoupon } from '../coupons.ts';
import type { PaymentRow } from '../invoices.ts';
import type { PaymentLog } from '../log.ts';
import { OPEN_STATUSES } from '../statuses.ts';

/**
 * Marks the payment paid with Razorpay's payment id and method. Its subscription's other open
 * orders can no longer be paid: they are superseded and give their coupon uses back. A superseded
 * order paid anyway (two tabs) takes its coupon use again.
 */
export async function takePayment(
  tx: Tx,
  payment: PaymentRow,
  capture: { razorpayPaymentId: string; method: PaymentMethod | null },
  log: PaymentLog,
): Promise<PaymentRow> {
  const [paid] = await tx
    .update(payments)
    .set({
      status: 'paid',
      method: capture.method,
      razorpayPaymentId: capture.razorpayPaymentId,
      paidAt: sql`now()`,
      failureReason: null,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  await supersedeOtherOrders(tx, paid!);
  if (payment.status === 'superseded' && paid!.couponId && paid!.userId) {
    await retakeCoupon(tx, paid!, log);
  }
  return paid!;
}

async function supersedeOtherOrders(tx: Tx, paid: PaymentRow): Promise<void> {
  const others = await tx
    .update(payments)
    .set({ status: 'superseded' })
    .where(
      and(
        eq(payments.subscriptionId, paid.subscriptionId),
        ne(payments.id, paid.id),
        inArray(payments.status, [...OPEN_STATUSES]),
      ),
    )
    .returning({ id: payments.id });
  for (const other of others) await releaseCoupon(tx, other.id);
}

/**
 * In a savepoint: a coupon used up since, or used by the learner elsewhere, cannot undo a payment
 * already taken, so that is logged and the payment keeps its price.
 */
async function retakeCoupon(tx: Tx, payment: PaymentRow, log: PaymentLog): Promise<void> {
  try {
    await tx.transaction((savepoint) =>
      redeemCoupon(savepoint, {
        couponId: payment.couponId!,
        userId: payment.userId!,
        paymentId: payment.id,
      }),
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    log.warn(
      { paymentId: payment.id, couponId: payment.couponId },
      `coupon not taken again: ${error.message}`,
    );
  }
}
