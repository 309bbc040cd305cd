import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, payments } from '../db/schema.ts';
import { buildPaymentTestApp, pendingSubscription } from '../test/payment-app.ts';

/** The checkout's rate limits and Razorpay's smallest order (ADR 055), with the default limits. */
const { app, db, fake } = await buildPaymentTestApp();

type Headers = Record<string, string>;

function post(
  path: 'quote' | 'order',
  headers: Headers,
  subscriptionId: string,
  extra: { coupon?: string; remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/payment/${path}`,
    headers,
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    payload: {
      subscription_id: subscriptionId,
      state_code: '36',
      ...(path === 'order' ? { accept_terms: true } : {}),
      ...(extra.coupon ? { coupon: extra.coupon } : {}),
    },
  });
}

describe('checkout rate limits', () => {
  it('answers 429 with { message } to the 61st quote of one learner in 15 minutes, from whatever address, guessed codes included', async () => {
    const { headers, subscription } = await pendingSubscription(app, db);
    for (let i = 0; i < 60; i += 1) {
      const guess = await post('quote', headers, subscription.id, {
        coupon: `GUESS${i}`,
        remoteAddress: `198.51.100.${i}`,
      });
      expect(guess.statusCode).toBe(400);
    }
    const limited = await post('quote', headers, subscription.id, { remoteAddress: '203.0.113.7' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(Object.keys(limited.json())).toEqual(['message']);
    expect(limited.json().message).toMatch(/^Too many requests/);
    // Another learner is not held back by it.
    const other = await pendingSubscription(app, db);
    expect((await post('quote', other.headers, other.subscription.id)).statusCode).toBe(200);
  });

  it('answers 429 to the 21st order call of one learner in 15 minutes', async () => {
    const { headers, subscription } = await pendingSubscription(app, db);
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await post('order', headers, subscription.id, { remoteAddress: `198.51.100.${i}` })).statusCode,
      ).toBe(200);
    }
    const limited = await post('order', headers, subscription.id);
    expect(limited.statusCode).toBe(429);
    expect(Object.keys(limited.json())).toEqual(['message']);
  });

  it('counts quotes per client address across learners', async () => {
    const learners = await Promise.all(Array.from({ length: 11 }, () => pendingSubscription(app, db)));
    const address = '192.0.2.44';
    // 200 quotes from one address (ten learners, twenty each: none reaches their own limit of 60).
    let sent = 0;
    for (const learner of learners.slice(0, 10)) {
      for (let i = 0; i < 20; i += 1, sent += 1) {
        expect(
          (await post('quote', learner.headers, learner.subscription.id, { remoteAddress: address }))
            .statusCode,
        ).toBe(200);
      }
    }
    expect(sent).toBe(200);
    const fresh = learners[10]!;
    expect(
      (await post('quote', fresh.headers, fresh.subscription.id, { remoteAddress: address })).statusCode,
    ).toBe(429);
    expect(
      (await post('quote', fresh.headers, fresh.subscription.id, { remoteAddress: '192.0.2.45' })).statusCode,
    ).toBe(200);
  });
  it('counts order calls per client address across learners', async () => {
    const learners = await Promise.all(Array.from({ length: 6 }, () => pendingSubscription(app, db)));
    const address = '192.0.2.77';
    // 100 order calls from one address (five learners, twenty each: each at their own limit).
    for (const learner of learners.slice(0, 5)) {
      for (let i = 0; i < 20; i += 1) {
        const res = await post('order', learner.headers, learner.subscription.id, { remoteAddress: address });
        expect(res.statusCode).toBe(200);
      }
    }
    const fresh = learners[5]!;
    const limited = await post('order', fresh.headers, fresh.subscription.id, { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(Object.keys(limited.json())).toEqual(['message']);
  });
});

describe("Razorpay's smallest order", () => {
  it('refuses at the quote a coupon that leaves 1 paisa, on the coupon field, and the order answers 400, not 503, asking Razorpay nothing', async () => {
    const { headers, subscription } = await pendingSubscription(app, db, 1_000);
    await db.insert(coupons).values({
      code: 'ALLBUTONE',
      kind: 'fixed',
      value: 99_999,
      validFrom: new Date(Date.now() - 60_000),
      validUntil: new Date(Date.now() + 86_400_000),
    });
    const quote = await post('quote', headers, subscription.id, { coupon: 'ALLBUTONE' });
    expect(quote.statusCode).toBe(400);
    expect(quote.json()).toEqual({ message: MESSAGES.payments.couponBelowMinimum, field: 'coupon' });
    const ordersBefore = fake.orders.size;
    const order = await post('order', headers, subscription.id, { coupon: 'ALLBUTONE' });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual({ message: MESSAGES.payments.couponBelowMinimum, field: 'coupon' });
    expect(fake.orders.size).toBe(ordersBefore);
    expect(await db.select().from(payments).where(eq(payments.subscriptionId, subscription.id))).toEqual([]);
  });
});
