import { MESSAGES } from '@contract/messages.ts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import { couponRedemptions, coupons } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** A refusal about the code the learner typed: the checkout shows it under the coupon field. */
function couponRefusal(kind: 'invalid' | 'conflict', message: string): DomainError {
  return new DomainError(kind, message, undefined, { field: 'coupon' });
}

/** What a learner pays with a coupon (or without one: no coupon, no discount). Paise. */
export interface CouponPrice {
  couponId: string | null;
  code: string | null;
  discount: number;
  amount: number;
}

/** The discount of a coupon on a price in paise: a percentage rounds half up to the paisa. */
export function couponDiscount(coupon: Pick<CouponRow, 'kind' | 'value'>, listAmount: number): number {
  const discount =
    coupon.kind === 'percent' ? Math.floor((2 * listAmount * coupon.value + 100) / 200) : coupon.value;
  return Math.min(discount, listAmount);
}

/**
 * Checks a code for this learner and resource and prices it: it must exist, be active, be within
 * its dates, apply to the resource, have uses left and not have been used by this learner (their
 * own open order on this subscription excepted: `ownPaymentId`). A coupon that would make the
 * price zero is refused: Razorpay cannot take ₹0, and a free place is an admin's approval.
 * Reads only; `redeemCoupon` takes the use in the order's transaction.
 */
export async function priceWithCoupon(
  db: DbOrTx,
  input: {
    code: string | undefined;
    userId: string;
    resourceId: string;
    listAmount: number;
    ownPaymentId?: string;
    now?: Date;
  },
): Promise<CouponPrice> {
  if (input.code === undefined) {
    return { couponId: null, code: null, discount: 0, amount: input.listAmount };
  }
  const now = input.now ?? new Date();
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, input.code)).limit(1);
  if (!coupon) throw couponRefusal('invalid', MESSAGES.payments.couponNotFound);
  if (!coupon.active) throw couponRefusal('invalid', MESSAGES.payments.couponInactive);
  if (now < coupon.validFrom) throw couponRefusal('invalid', MESSAGES.payments.couponNotStarted);
  if (now >= coupon.validUntil) throw couponRefusal('invalid', MESSAGES.payments.couponExpired);
  if (coupon.programIds.length > 0 && !coupon.programIds.includes(input.resourceId)) {
    throw couponRefusal('invalid', MESSAGES.payments.couponNotForProgram);
  }
  const [held] = await db
    .select({ paymentId: couponRedemptions.paymentId })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, input.userId)))
    .limit(1);
  const heldByOwnOrder = held !== undefined && held.paymentId === input.ownPaymentId;
  if (held && !heldByOwnOrder) throw couponRefusal('conflict', MESSAGES.payments.couponAlreadyUsed);
  if (!heldByOwnOrder && coupon.maxUses !== null && coupon.uses >= coupon.maxUses) {
    throw couponRefusal('conflict', MESSAGES.payments.couponUsedUp);
  }
  const discount = couponDiscount(coupon, input.listAmount);
  if (discount >= input.listAmount) throw couponRefusal('invalid', MESSAGES.payments.couponCoversAll);
  return { couponId: coupon.id, code: coupon.code, discount, amount: input.listAmount - discount };
}

/**
 * Takes one use of a coupon for a new order, in the order's transaction. The conditional update
 * cannot pass `max_uses` however many checkouts run at once (each waits for the row lock and
 * re-reads `uses`), and the (coupon, learner) primary key refuses a second use by one learner.
 */
export async function redeemCoupon(
  tx: Tx,
  input: { couponId: string; userId: string; paymentId: string },
): Promise<void> {
  const [taken] = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(eq(coupons.id, input.couponId), or(isNull(coupons.maxUses), lt(coupons.uses, coupons.maxUses))),
    )
    .returning({ id: coupons.id });
  if (!taken) throw couponRefusal('conflict', MESSAGES.payments.couponUsedUp);
  const [inserted] = await tx
    .insert(couponRedemptions)
    .values(input)
    .onConflictDoNothing()
    .returning({ couponId: couponRedemptions.couponId });
  if (!inserted) throw couponRefusal('conflict', MESSAGES.payments.couponAlreadyUsed);
}

/** Gives back the use an order held, when the order is superseded; nothing if it held none. */
export async function releaseCoupon(tx: Tx, paymentId: string): Promise<void> {
  const [released] = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.paymentId, paymentId))
    .returning({ couponId: couponRedemptions.couponId });
  if (!released) return;
  await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} - 1` })
    .where(eq(coupons.id, released.couponId));
}
