import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  couponRedemptions,
  coupons,
  invoices,
  mailOutbox,
  payments,
  subscriptions,
} from '../db/schema.ts';
import { adminSession } from '../test/factories.ts';
import type { CheckoutSuccess } from '../test/fake-razorpay.ts';
import { newEventId } from '../test/fake-razorpay.ts';
import { buildPaymentTestApp, pendingSubscription, sendWebhook } from '../test/payment-app.ts';
import { releaseCoupon } from './coupons.ts';

/** Coupon uses held while an order carrying them can still be paid (ADR 055). */
const { app, db, fake } = await buildPaymentTestApp();

type Headers = Record<string, string>;

function postOrder(headers: Headers, subscriptionId: string, coupon?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers,
    payload: {
      subscription_id: subscriptionId,
      state_code: '36',
      accept_terms: true,
      ...(coupon ? { coupon } : {}),
    },
  });
}

const verify = (headers: Headers, body: CheckoutSuccess) =>
  app.inject({ method: 'POST', url: '/api/payment/verify', headers, payload: body });

async function singleUseCoupon(code: string) {
  await db.insert(coupons).values({
    code,
    kind: 'percent',
    value: 20,
    maxUses: 1,
    validFrom: new Date(Date.now() - 60_000),
    validUntil: new Date(Date.now() + 86_400_000),
  });
}

const usesOf = async (code: string) =>
  (await db.select().from(coupons).where(eq(coupons.code, code)))[0]!.uses;

/** A learner who ordered with the coupon, then started again without it: the first order is superseded. */
async function switchedAway(code: string) {
  const learner = await pendingSubscription(app, db, 10_000);
  const withCoupon = await postOrder(learner.headers, learner.subscription.id, code);
  expect(withCoupon.json()).toMatchObject({ amount: 800_000 });
  const without = await postOrder(learner.headers, learner.subscription.id);
  expect(without.json()).toMatchObject({ amount: 1_000_000 });
  return {
    ...learner,
    oldOrder: withCoupon.json().order_id as string,
    newOrder: without.json().order_id as string,
  };
}

async function subscriptionStatus(id: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!.status;
}

describe('a coupon on a superseded order', () => {
  it('stays held: ten learners trying the single-use coupon at once are all refused, and the old order still pays at its discount', async () => {
    await singleUseCoupon('ONCE20');
    const first = await switchedAway('ONCE20');
    expect(await usesOf('ONCE20')).toBe(1);

    const others = await Promise.all(Array.from({ length: 10 }, () => pendingSubscription(app, db, 10_000)));
    const tries = await Promise.all(others.map((o) => postOrder(o.headers, o.subscription.id, 'ONCE20')));
    for (const answer of tries) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ message: MESSAGES.payments.couponUsedUp, field: 'coupon' });
    }

    const old = (await fake.pay(first.oldOrder, { webhooks: false })) as CheckoutSuccess;
    const paid = await verify(first.headers, old);
    expect(paid.json()).toMatchObject({
      message: MESSAGES.payments.paid,
      payment: { status: 'paid', amount: 800_000, coupon: 'ONCE20' },
    });
    expect(await usesOf('ONCE20')).toBe(1);
    expect(await db.select().from(couponRedemptions)).toEqual([
      expect.objectContaining({ paymentId: paid.json().payment._id }),
    ]);
  });

  it('stays held while the learner switches away from it and others race for it at the same moment', async () => {
    await singleUseCoupon('RACE20');
    const holder = await pendingSubscription(app, db, 10_000);
    expect((await postOrder(holder.headers, holder.subscription.id, 'RACE20')).statusCode).toBe(200);
    const others = await Promise.all(Array.from({ length: 10 }, () => pendingSubscription(app, db, 10_000)));
    const [switched, ...tries] = await Promise.all([
      postOrder(holder.headers, holder.subscription.id),
      ...others.map((o) => postOrder(o.headers, o.subscription.id, 'RACE20')),
    ]);
    expect(switched!.statusCode).toBe(200);
    expect(tries.map((t) => t.statusCode)).toEqual(Array(10).fill(409));
    expect(await usesOf('RACE20')).toBe(1);
  });

  it('is reused, not taken twice, when the learner comes back to it on the same subscription', async () => {
    await singleUseCoupon('BACK20');
    const learner = await switchedAway('BACK20');
    const back = await postOrder(learner.headers, learner.subscription.id, 'BACK20');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ amount: 800_000 });
    expect(await usesOf('BACK20')).toBe(1);
  });

  it('goes back once another order pays the subscription, for another learner to use', async () => {
    await singleUseCoupon('FREED20');
    const learner = await switchedAway('FREED20');
    const newer = (await fake.pay(learner.newOrder, { webhooks: false })) as CheckoutSuccess;
    expect((await verify(learner.headers, newer)).json().payment).toMatchObject({
      status: 'paid',
      amount: 1_000_000,
    });
    expect(await usesOf('FREED20')).toBe(0);
    const other = await pendingSubscription(app, db, 10_000);
    expect((await postOrder(other.headers, other.subscription.id, 'FREED20')).statusCode).toBe(200);
  });
});

describe('a payment for a superseded order whose coupon can no longer be taken', () => {
  it('is flagged for an admin like a double payment, never fulfilled at the discount, with 25 verifies and 25 webhooks at once', async () => {
    await singleUseCoupon('GONE20');
    const learner = await switchedAway('GONE20');
    const [oldRow] = await db.select().from(payments).where(eq(payments.razorpayOrderId, learner.oldOrder));
    // An order superseded before uses were held for superseded orders gave its use back then...
    await db.transaction((tx) => releaseCoupon(tx, oldRow!.id));
    // ...and another learner has taken it since.
    const other = await pendingSubscription(app, db, 10_000);
    expect((await postOrder(other.headers, other.subscription.id, 'GONE20')).statusCode).toBe(200);

    const old = (await fake.pay(learner.oldOrder, { webhooks: false })) as CheckoutSuccess;
    const captured = fake.event('payment.captured', { payment: old.razorpay_payment_id });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0 ? verify(learner.headers, old) : sendWebhook(app, captured, { eventId: newEventId() }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    for (const answer of answers.filter((_, i) => i % 2 === 0)) {
      expect(answer.json()).toMatchObject({
        message: MESSAGES.payments.paymentHeld,
        payment: { status: 'superseded', razorpay_payment_id: old.razorpay_payment_id, invoice: null },
      });
    }
    expect(await subscriptionStatus(learner.subscription.id)).toBe('pending');
    expect(await db.select().from(invoices)).toEqual([]);
    expect(await db.select().from(mailOutbox)).toEqual([]);
    expect(await usesOf('GONE20')).toBe(1);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'payment.coupon_lost'))).toHaveLength(
      1,
    );
    const [flagged] = await db.select().from(payments).where(eq(payments.id, oldRow!.id));
    expect(flagged).toMatchObject({
      status: 'superseded',
      flag: 'coupon_lost',
      razorpayPaymentId: old.razorpay_payment_id,
    });

    // The admin sees it where paid-twice payments are, and refunds it: no credit note, nothing else changes.
    const admin = await adminSession(app, db);
    const list = await app.inject({ method: 'GET', url: '/api/admin/payment/all', headers: admin.headers });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ _id: oldRow!.id, flag: 'coupon_lost', flag_note: flagged!.flagNote }),
    );
    const refund = await app.inject({
      method: 'POST',
      url: `/api/admin/payment/${oldRow!.id}/refund`,
      headers: admin.headers,
      payload: { amount: 800_000, reason: 'Coupon no longer available' },
    });
    expect(refund.statusCode).toBe(201);
    expect(await db.select().from(invoices)).toEqual([]);

    // The learner's open order at the full price still pays and activates.
    const newer = (await fake.pay(learner.newOrder, { webhooks: false })) as CheckoutSuccess;
    const paid = await verify(learner.headers, newer);
    expect(paid.json()).toMatchObject({
      message: MESSAGES.payments.paid,
      payment: { status: 'paid', amount: 1_000_000 },
    });
    expect(await subscriptionStatus(learner.subscription.id)).toBe('active');
    expect(await db.select().from(invoices)).toHaveLength(1);
  });
});
