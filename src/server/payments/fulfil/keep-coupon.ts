import type { Tx } from '../../db/client.ts';
import { DomainError } from '../../shared/errors.ts';
import { redeemCoupon } from '../coupons.ts';
import type { PaymentRow } from '../invoices.ts';

export type CouponKept = { kept: true } | { kept: false; reason: string };

/**
 * Before an order is fulfilled at its discounted price, its coupon use must be its own: moved to it
 * from another order of the subscription (the usual case, ADR 055), or taken again (an order
 * superseded before coupon uses were held for superseded orders). In a savepoint: a coupon used up
 * since, or used by the learner elsewhere, is an answer (the payment is flagged for a refund,
 * never fulfilled at a discount nobody holds), not an error that undoes the transaction.
 */
export async function keepCoupon(tx: Tx, payment: PaymentRow): Promise<CouponKept> {
  if (!payment.couponId || !payment.userId) return { kept: true };
  const input = { couponId: payment.couponId, userId: payment.userId, paymentId: payment.id };
  try {
    await tx.transaction((savepoint) => redeemCoupon(savepoint, input));
    return { kept: true };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { kept: false, reason: error.message };
  }
}
