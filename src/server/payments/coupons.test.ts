import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, subscriptions } from '../db/schema.ts';
import { createProgram, createUser } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { createCoupon, createOpenPayment } from '../test/payment-factories.ts';
import { couponDiscount, priceWithCoupon, redeemCoupon, releaseCoupon } from './coupons.ts';

const { db } = await buildTestApp();

/** A learner with an open order for a new program, priced `listAmount` paise. */
async function learnerWithOrder(listAmount = 3_499_900) {
  const user = await createUser(db);
  const payment = await createOpenPayment(db, { user, amount: listAmount });
  const [subscription] = await db
    .select({ resourceId: subscriptions.resourceId })
    .from(subscriptions)
    .where(eq(subscriptions.id, payment.subscriptionId));
  return { user, payment, resourceId: subscription!.resourceId, listAmount };
}

const usesOf = async (id: string) =>
  (await db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, id)))[0]!.uses;

describe('couponDiscount', () => {
  it('rounds a percentage half up to the paisa', () => {
    // 10 % of ₹10.05 = 100.5 paise → 101; 15 % of ₹9.99 = 149.85 → 150; 33 % of ₹10.01 = 330.33 → 330.
    expect(couponDiscount({ kind: 'percent', value: 10 }, 1_005)).toBe(101);
    expect(couponDiscount({ kind: 'percent', value: 15 }, 999)).toBe(150);
    expect(couponDiscount({ kind: 'percent', value: 33 }, 1_001)).toBe(330);
    expect(couponDiscount({ kind: 'percent', value: 15 }, 3_499_900)).toBe(524_985);
  });

  it('takes a fixed amount off, never more than the price', () => {
    expect(couponDiscount({ kind: 'fixed', value: 50_000 }, 3_499_900)).toBe(50_000);
    expect(couponDiscount({ kind: 'fixed', value: 5_000_000 }, 3_499_900)).toBe(3_499_900);
  });
});

describe('priceWithCoupon', () => {
  it('prices without a coupon at the list price', async () => {
    const { user, resourceId } = await learnerWithOrder();
    expect(
      await priceWithCoupon(db, { code: undefined, userId: user.id, resourceId, listAmount: 3_499_900 }),
    ).toEqual({ couponId: null, code: null, discount: 0, amount: 3_499_900 });
  });

  it('prices a percentage and a fixed-amount coupon', async () => {
    const { user, resourceId } = await learnerWithOrder();
    const percent = await createCoupon(db, { code: 'DIWALI15', kind: 'percent', value: 15 });
    const fixed = await createCoupon(db, { code: 'FLAT500', kind: 'fixed', value: 50_000 });
    const input = { userId: user.id, resourceId, listAmount: 3_499_900 };
    expect(await priceWithCoupon(db, { ...input, code: 'DIWALI15' })).toEqual({
      couponId: percent.id,
      code: 'DIWALI15',
      discount: 524_985,
      amount: 2_974_915,
    });
    expect(await priceWithCoupon(db, { ...input, code: 'FLAT500' })).toEqual({
      couponId: fixed.id,
      code: 'FLAT500',
      discount: 50_000,
      amount: 3_449_900,
    });
  });

  it('refuses an unknown code and an inactive coupon', async () => {
    const { user, resourceId } = await learnerWithOrder();
    await createCoupon(db, { code: 'PAUSED', active: false });
    const input = { userId: user.id, resourceId, listAmount: 3_499_900 };
    await expect(priceWithCoupon(db, { ...input, code: 'NOSUCH' })).rejects.toMatchObject({
      kind: 'invalid',
      message: MESSAGES.payments.couponNotFound,
    });
    await expect(priceWithCoupon(db, { ...input, code: 'PAUSED' })).rejects.toMatchObject({
      kind: 'invalid',
      message: MESSAGES.payments.couponInactive,
    });
  });

  it('honours the validity window: not before it starts, not from the moment it ends', async () => {
    const { user, resourceId } = await learnerWithOrder();
    const validFrom = new Date('2026-11-01T00:00:00.000Z');
    const validUntil = new Date('2026-11-30T00:00:00.000Z');
    await createCoupon(db, { code: 'NOVEMBER', validFrom, validUntil });
    const input = { code: 'NOVEMBER', userId: user.id, resourceId, listAmount: 100_000 };
    await expect(
      priceWithCoupon(db, { ...input, now: new Date(validFrom.getTime() - 1) }),
    ).rejects.toMatchObject({ message: MESSAGES.payments.couponNotStarted });
    expect((await priceWithCoupon(db, { ...input, now: validFrom })).amount).toBe(90_000);
    expect((await priceWithCoupon(db, { ...input, now: new Date(validUntil.getTime() - 1) })).amount).toBe(
      90_000,
    );
    await expect(priceWithCoupon(db, { ...input, now: validUntil })).rejects.toMatchObject({
      message: MESSAGES.payments.couponExpired,
    });
  });

  it('applies a coupon limited to programs only to those programs', async () => {
    const { user, resourceId } = await learnerWithOrder();
    const other = await createProgram(db);
    await createCoupon(db, { code: 'OPTIONSONLY', programIds: [other.id] });
    await createCoupon(db, { code: 'THISONE', programIds: [other.id, resourceId] });
    const input = { userId: user.id, resourceId, listAmount: 100_000 };
    await expect(priceWithCoupon(db, { ...input, code: 'OPTIONSONLY' })).rejects.toMatchObject({
      kind: 'invalid',
      message: MESSAGES.payments.couponNotForProgram,
    });
    expect((await priceWithCoupon(db, { ...input, code: 'THISONE' })).discount).toBe(10_000);
  });

  it('refuses a coupon that would make the price zero', async () => {
    const { user, resourceId } = await learnerWithOrder();
    await createCoupon(db, { code: 'ALLFREE', kind: 'percent', value: 100 });
    await createCoupon(db, { code: 'BIGFLAT', kind: 'fixed', value: 100_000 });
    const input = { userId: user.id, resourceId, listAmount: 100_000 };
    for (const code of ['ALLFREE', 'BIGFLAT']) {
      await expect(priceWithCoupon(db, { ...input, code })).rejects.toMatchObject({
        kind: 'invalid',
        message: MESSAGES.payments.couponCoversAll,
      });
    }
    // ₹1.00, Razorpay's smallest order, is still a price.
    await createCoupon(db, { code: 'ONERUPEE', kind: 'fixed', value: 99_900 });
    expect((await priceWithCoupon(db, { ...input, code: 'ONERUPEE' })).amount).toBe(100);
  });

  it("refuses a coupon that would leave less than Razorpay's smallest order, ₹1.00, naming the coupon field", async () => {
    const { user, resourceId } = await learnerWithOrder();
    await createCoupon(db, { code: 'ALMOST', kind: 'fixed', value: 99_999 });
    await createCoupon(db, { code: 'NINETYNINE', kind: 'fixed', value: 99_901 });
    for (const code of ['ALMOST', 'NINETYNINE']) {
      await expect(
        priceWithCoupon(db, { code, userId: user.id, resourceId, listAmount: 100_000 }),
      ).rejects.toMatchObject({
        kind: 'invalid',
        message: MESSAGES.payments.couponBelowMinimum,
        details: { field: 'coupon' },
      });
    }
  });

  it('refuses a used-up coupon to a new learner', async () => {
    const coupon = await createCoupon(db, { code: 'ONLYONE', maxUses: 1 });
    const first = await learnerWithOrder();
    await db.transaction((tx) =>
      redeemCoupon(tx, { couponId: coupon.id, userId: first.user.id, paymentId: first.payment.id }),
    );
    const second = await learnerWithOrder();
    await expect(
      priceWithCoupon(db, {
        code: 'ONLYONE',
        userId: second.user.id,
        resourceId: second.resourceId,
        listAmount: 100_000,
      }),
    ).rejects.toMatchObject({ kind: 'conflict', message: MESSAGES.payments.couponUsedUp });
  });
});

describe('redeemCoupon', () => {
  it('allows one use per learner, except to re-price the order that holds it', async () => {
    const coupon = await createCoupon(db, { code: 'ONCEEACH' });
    const { user, payment, resourceId } = await learnerWithOrder();
    await db.transaction((tx) =>
      redeemCoupon(tx, { couponId: coupon.id, userId: user.id, paymentId: payment.id }),
    );
    expect(await usesOf(coupon.id)).toBe(1);

    const input = { code: 'ONCEEACH', userId: user.id, resourceId, listAmount: 100_000 };
    await expect(priceWithCoupon(db, input)).rejects.toMatchObject({
      kind: 'conflict',
      message: MESSAGES.payments.couponAlreadyUsed,
    });
    expect((await priceWithCoupon(db, { ...input, subscriptionId: payment.subscriptionId })).amount).toBe(
      90_000,
    );

    // A second order of the same learner (another subscription) cannot take a second use.
    const another = await createOpenPayment(db, { user });
    await expect(
      db.transaction((tx) =>
        redeemCoupon(tx, { couponId: coupon.id, userId: user.id, paymentId: another.id }),
      ),
    ).rejects.toMatchObject({ kind: 'conflict', message: MESSAGES.payments.couponAlreadyUsed });
    expect(await usesOf(coupon.id)).toBe(1);
  });

  it('lets exactly 5 of 30 learners redeeming at once take a coupon limited to 5 uses', async () => {
    const coupon = await createCoupon(db, { code: 'FIRSTFIVE', maxUses: 5 });
    const learners = [];
    for (let i = 0; i < 30; i += 1) learners.push(await learnerWithOrder(100_000));
    const results = await Promise.allSettled(
      learners.map(({ user, payment }) =>
        db.transaction((tx) =>
          redeemCoupon(tx, { couponId: coupon.id, userId: user.id, paymentId: payment.id }),
        ),
      ),
    );

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const refusals = results.filter((result) => result.status === 'rejected');
    expect(refusals).toHaveLength(25);
    for (const refusal of refusals) {
      expect(refusal.reason).toMatchObject({ kind: 'conflict', message: MESSAGES.payments.couponUsedUp });
    }
    expect(await usesOf(coupon.id)).toBe(5);
    expect(await db.$count(couponRedemptions, eq(couponRedemptions.couponId, coupon.id))).toBe(5);
  });
});

describe('releaseCoupon', () => {
  it('gives the use back (another order of the subscription was paid), so the learner and others can use it again', async () => {
    const coupon = await createCoupon(db, { code: 'COMEBACK', maxUses: 1 });
    const { user, payment, resourceId } = await learnerWithOrder();
    await db.transaction((tx) =>
      redeemCoupon(tx, { couponId: coupon.id, userId: user.id, paymentId: payment.id }),
    );
    expect(await usesOf(coupon.id)).toBe(1);

    await db.transaction((tx) => releaseCoupon(tx, payment.id));
    expect(await usesOf(coupon.id)).toBe(0);
    expect(await db.$count(couponRedemptions, eq(couponRedemptions.couponId, coupon.id))).toBe(0);
    expect(
      (await priceWithCoupon(db, { code: 'COMEBACK', userId: user.id, resourceId, listAmount: 100_000 }))
        .amount,
    ).toBe(90_000);
  });

  it('changes nothing for an order that held no coupon', async () => {
    const coupon = await createCoupon(db, { code: 'UNTOUCHED' });
    const holder = await learnerWithOrder();
    await db.transaction((tx) =>
      redeemCoupon(tx, { couponId: coupon.id, userId: holder.user.id, paymentId: holder.payment.id }),
    );
    const { payment } = await learnerWithOrder();
    await db.transaction((tx) => releaseCoupon(tx, payment.id));
    expect(await usesOf(coupon.id)).toBe(1);
  });
});
