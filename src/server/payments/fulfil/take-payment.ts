import type { PaymentMethod } from '@contract/vocabulary.ts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { releaseOtherHolds } from '../coupons.ts';
import type { PaymentRow } from '../invoices.ts';
import { OPEN_STATUSES } from '../statuses.ts';

/**
 * Marks the payment paid with Razorpay's payment id and method (its coupon use is already its own:
 * keepCoupon). Its subscription's other orders can no longer take its money: the open ones are
 * superseded, and the coupon uses any of them held go back (ADR 055).
 */
export async function takePayment(
  tx: Tx,
  payment: PaymentRow,
  capture: { razorpayPaymentId: string; method: PaymentMethod | null },
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
  await releaseOtherHolds(tx, paid!);
  return paid!;
}

async function supersedeOtherOrders(tx: Tx, paid: PaymentRow): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'superseded' })
    .where(
      and(
        eq(payments.subscriptionId, paid.subscriptionId),
        ne(payments.id, paid.id),
        inArray(payments.status, [...OPEN_STATUSES]),
      ),
    );
}
