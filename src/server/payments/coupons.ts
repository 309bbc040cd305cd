import { MESSAGES } from '@contract/messages.ts';
import { PAYMENT_LIMITS } from '@contract/vocabulary.ts';
import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import { couponRedemptions, coupons, payments, users } from '../db/schema.ts';
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
 * its dates, apply to the resource (and to the learner, for a personal coupon), have uses left and not have been used by this learner (a use
 * held by an order of this same subscription excepted: `subscriptionId`, ADR 055). A coupon that
 * would make the price zero is refused (a free place is an admin's approval), and so is one that
 * leaves less than Razorpay's smallest order, ₹1.00: the order could not be created.
 * Reads only; `redeemCoupon` takes the use in the order's transaction.
 */
export async function priceWithCoupon(
  db: DbOrTx,
  input: {
    code: string | undefined;
    userId: string;
    resourceId: string;
    listAmount: number;
    /** The subscription being priced: a use one of its orders holds is this learner's to reuse. */
    subscriptionId?: string;
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
  // A personal coupon (the new-learner offer, ADR 059) is for the address it was mailed to.
  if (coupon.forEmail !== null) {
    const [learner] = await db.select({ email: users.email }).from(users).where(eq(users.id, input.userId));
    if (learner?.email.toLowerCase() !== coupon.forEmail) {
      throw couponRefusal('invalid', MESSAGES.payments.couponNotYours);
    }
  }
  const [held] = await db
    .select({ subscriptionId: payments.subscriptionId })
    .from(couponRedemptions)
    .innerJoin(payments, eq(payments.id, couponRedemptions.paymentId))
    .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, input.userId)))
    .limit(1);
  const heldHere = held !== undefined && held.subscriptionId === input.subscriptionId;
  if (held && !heldHere) throw couponRefusal('conflict', MESSAGES.payments.couponAlreadyUsed);
  if (!heldHere && coupon.maxUses !== null && coupon.uses >= coupon.maxUses) {
    throw couponRefusal('conflict', MESSAGES.payments.couponUsedUp);
  }
  const discount = couponDiscount(coupon, input.listAmount);
  if (discount >= input.listAmount) throw couponRefusal('invalid', MESSAGES.payments.couponCoversAll);
  if (input.listAmount - discount < PAYMENT_LIMITS.minOrderPaise) {
    throw couponRefusal('invalid', MESSAGES.payments.couponBelowMinimum);
  }
  return { couponId: coupon.id, code: coupon.code, discount, amount: input.listAmount - discount };
}

/**
 * Holds one use of a coupon for an order, in the order's transaction (under its subscription's
 * lock). A use the learner already holds through another order of the same subscription moves to
 * this one: a subscription is paid once, so its orders share one use (ADR 055). Otherwise a new
 * use is taken: the conditional update cannot pass `max_uses` however many checkouts run at once
 * (each waits for the row lock and re-reads `uses`), and the (coupon, learner) primary key refuses
 * a second use by one learner.
 */
export async function redeemCoupon(
  tx: Tx,
  input: { couponId: string; userId: string; paymentId: string },
): Promise<void> {
  const [order] = await tx
    .select({ subscriptionId: payments.subscriptionId })
    .from(payments)
    .where(eq(payments.id, input.paymentId));
  if (!order) throw new Error(`payment ${input.paymentId} does not exist`);
  const sameSubscription = tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.subscriptionId, order.subscriptionId));
  const moved = await tx
    .update(couponRedemptions)
    .set({ paymentId: input.paymentId })
    .where(
      and(
        eq(couponRedemptions.couponId, input.couponId),
        eq(couponRedemptions.userId, input.userId),
        inArray(couponRedemptions.paymentId, sameSubscription),
      ),
    )
    .returning({ couponId: couponRedemptions.couponId });
  if (moved.length > 0) return;
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

/** Gives back the use an order held; nothing if it held none. */
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

/**
 * Once a subscription is paid its other orders can no longer take its money, so the coupon uses
 * they hold go back (ADR 055); the paid order keeps its own.
 */
export async function releaseOtherHolds(tx: Tx, paid: { id: string; subscriptionId: string }): Promise<void> {
  const others = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.subscriptionId, paid.subscriptionId), ne(payments.id, paid.id)));
  for (const other of others) await releaseCoupon(tx, other.id);
}
