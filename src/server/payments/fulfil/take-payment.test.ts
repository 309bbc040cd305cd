import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { couponRedemptions, coupons, payments } from '../../db/schema.ts';
import { sharedTestDatabase } from '../../test/database.ts';
import { createCoupon, createOpenPayment, createPayment } from '../../test/payment-factories.ts';
import { redeemCoupon } from '../coupons.ts';
import { takePayment } from './take-payment.ts';

const { db } = await sharedTestDatabase();
const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

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
      takePayment(tx, failed, { razorpayPaymentId: 'pay_taken1', method: 'card' }, quietLog()),
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

  it('supersedes the open order that replaced a superseded one paid anyway, and moves the coupon use back', async () => {
    const coupon = await createCoupon(db, { maxUses: 1 });
    const { superseded, open, user } = await supersededAndOpen({
      supersededCoupon: coupon.id,
      openCoupon: coupon.id,
    });
    await db.transaction((tx) =>
      redeemCoupon(tx, { couponId: coupon.id, userId: user.id, paymentId: open.id }),
    );

    const log = quietLog();
    await db.transaction((tx) =>
      takePayment(tx, superseded, { razorpayPaymentId: 'pay_tab2', method: 'upi' }, log),
    );

    const [after] = await db.select().from(payments).where(eq(payments.id, open.id));
    expect(after!.status).toBe('superseded');
    const redemptions = await db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions.map((r) => r.paymentId)).toEqual([superseded.id]);
    const [counted] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(counted!.uses).toBe(1);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('keeps the price of a superseded order paid anyway whose coupon was used up since, and logs it', async () => {
    const coupon = await createCoupon(db, { maxUses: 1, uses: 1 });
    const { superseded, open } = await supersededAndOpen({ supersededCoupon: coupon.id });

    const log = quietLog();
    const paid = await db.transaction((tx) =>
      takePayment(tx, superseded, { razorpayPaymentId: 'pay_tab3', method: 'upi' }, log),
    );

    expect(paid.status).toBe('paid');
    expect(paid.amount).toBe(superseded.amount);
    expect(log.warn).toHaveBeenCalledWith(
      { paymentId: superseded.id, couponId: coupon.id },
      expect.stringMatching(/^coupon not taken again: /),
    );
    const [after] = await db.select().from(payments).where(eq(payments.id, open.id));
    expect(after!.status).toBe('superseded');
    expect(await db.select().from(couponRedemptions)).toEqual([]);
  });

  it("leaves other subscriptions' open orders alone", async () => {
    const paying = await createOpenPayment(db);
    const user = { id: paying.userId!, name: paying.userName, email: paying.userEmail };
    const elsewhere = await createOpenPayment(db, { user });

    await db.transaction((tx) =>
      takePayment(tx, paying, { razorpayPaymentId: 'pay_x', method: null }, quietLog()),
    );

    const [after] = await db.select().from(payments).where(eq(payments.id, elsewhere.id));
    expect(after!.status).toBe('created');
  });
});
