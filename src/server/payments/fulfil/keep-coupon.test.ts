import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '../../db/schema.ts';
import { sharedTestDatabase } from '../../test/database.ts';
import { createCoupon, createOpenPayment, createPayment } from '../../test/payment-factories.ts';
import { redeemCoupon } from '../coupons.ts';
import { keepCoupon } from './keep-coupon.ts';

const { db } = await sharedTestDatabase();

/** A superseded order with the coupon, and the open order of the same subscription after it. */
async function supersededWith(couponId: string) {
  const superseded = await createPayment(db, { status: 'superseded', overrides: { couponId } });
  const user = { id: superseded.userId!, name: superseded.userName, email: superseded.userEmail };
  const subscription = { id: superseded.subscriptionId, resourceTitle: superseded.resourceTitle };
  const open = await createOpenPayment(db, { user, subscription, overrides: { couponId } });
  return { superseded, open, user };
}

const usesOf = async (id: string) => (await db.select().from(coupons).where(eq(coupons.id, id)))[0]!.uses;

describe('keepCoupon', () => {
  it('keeps an order without a coupon as it is', async () => {
    const payment = await createOpenPayment(db);
    expect(await db.transaction((tx) => keepCoupon(tx, payment))).toEqual({ kept: true });
  });

  it('moves the use a newer order of the same subscription holds back to the order being paid, taking no second use', async () => {
    const coupon = await createCoupon(db, { maxUses: 1 });
    const { superseded, open, user } = await supersededWith(coupon.id);
    await db.transaction((tx) =>
      redeemCoupon(tx, { couponId: coupon.id, userId: user.id, paymentId: open.id }),
    );
    expect(await db.transaction((tx) => keepCoupon(tx, superseded))).toEqual({ kept: true });
    const held = await db.select().from(couponRedemptions);
    expect(held.map((r) => r.paymentId)).toEqual([superseded.id]);
    expect(await usesOf(coupon.id)).toBe(1);
  });

  it('answers "not kept" with the reason, and changes nothing, when a use given back earlier is gone', async () => {
    const coupon = await createCoupon(db, { maxUses: 1, uses: 1 });
    const { superseded } = await supersededWith(coupon.id);
    const answer = await db.transaction((tx) => keepCoupon(tx, superseded));
    expect(answer).toEqual({ kept: false, reason: MESSAGES.payments.couponUsedUp });
    expect(await db.select().from(couponRedemptions)).toEqual([]);
    expect(await usesOf(coupon.id)).toBe(1);
  });
});
