import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, payments } from '../../db/schema.ts';
import { sharedTestDatabase } from '../../test/database.ts';
import { createCoupon, createOpenPayment, createPayment } from '../../test/payment-factories.ts';
import { redeemCoupon } from '../coupons.ts';
import { takePayment } from './take-payment.ts';

const { db } = await sharedTestDatabase();

/** A superseded order and the open order that replaced it, of one learner's subscription. */
async function supersededAndOpen(options: { supersededCoupon?: string; openCoupon?: string } = {}) {
  const superseded = await createPayment(db, {
    status: 'superseded',
    overrides: options.supersededCoupon ? { couponId: options.supersededCoupon } : {},
  });
  const user = { id: superseded.userId!, name: superseded.userName, email: superseded.userEmail };
  const subscription = { id: superseded.subscriptionId, resourceTitle: superseded.resourceTitle };
  const open = await createOpenPayment(db, {
    user,
    subscription,
    overrides: options.openCoupon ? { couponId: options.openCoupon } : {},
  });
  return { superseded, open, user };
}

describe('takePayment', () => {
  it("marks an order paid with Razorpay's payment id and method, and clears a past failure", async () => {
    const failed = await createPayment(db, {
      status: 'failed',
      overrides: { failureReason: 'Card declined.' },
    });
    const paid = await db.transaction((tx) =>
      takePayment(tx, failed, { razorpayPaymentId: 'pay_taken1', method: 'card' }),
    );

    expect(paid).toMatchObject({
      id: failed.id,
      status: 'paid',
      method: 'card',
      razorpayPaymentId: 'pay_taken1',
      failureReason: null,
    });
    expect(paid.paidAt).toBeInstanceOf(Date);
  });

  it('supersedes the open order that replaced a superseded one paid anyway, and gives back the coupon uses only other orders held', async () => {
    const kept = await createCoupon(db, { maxUses: 1 });
    const other = await createCoupon(db, { maxUses: 1 });
    const { superseded, open, user } = await supersededAndOpen({
      supersededCoupon: kept.id,
      openCoupon: other.id,
    });
    await db.transaction(async (tx) => {
      await redeemCoupon(tx, { couponId: kept.id, userId: user.id, paymentId: superseded.id });
      await redeemCoupon(tx, { couponId: other.id, userId: user.id, paymentId: open.id });
    });
    await db.transaction((tx) =>
      takePayment(tx, superseded, { razorpayPaymentId: 'pay_tab2', method: 'upi' }),
    );
    const [after] = await db.select().from(payments).where(eq(payments.id, open.id));
    expect(after!.status).toBe('superseded');
    const redemptions = await db.select().from(couponRedemptions);
    expect(redemptions.map((r) => [r.couponId, r.paymentId])).toEqual([[kept.id, superseded.id]]);
    const uses = Object.fromEntries((await db.select().from(coupons)).map((c) => [c.id, c.uses]));
    expect(uses).toEqual({ [kept.id]: 1, [other.id]: 0 });
  });

  it("leaves other subscriptions' open orders alone", async () => {
    const paying = await createOpenPayment(db);
    const user = { id: paying.userId!, name: paying.userName, email: paying.userEmail };
    const elsewhere = await createOpenPayment(db, { user });

    await db.transaction((tx) => takePayment(tx, paying, { razorpayPaymentId: 'pay_x', method: null }));

    const [after] = await db.select().from(payments).where(eq(payments.id, elsewhere.id));
    expect(after!.status).toBe('created');
  });
});
