import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { payments, refunds, subscriptions } from '../db/schema.ts';
import { adminSession } from '../test/factories.ts';
import { buildPaymentTestApp, pendingSubscription, sendWebhook } from '../test/payment-app.ts';

// With online payment on: what a hostile client can send to the payment routes gets a 4xx with
// `{ message }` only, and writes nothing.
const { app, db } = await buildPaymentTestApp();

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'x'.repeat(5_000),
  "'; drop table payments; --",
  '\u0000',
  '👍🏽',
  [],
  {},
  { $gt: '' },
  ['36'],
];

function expectRefusal(res: { statusCode: number; json: () => unknown }, label: string) {
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body), label).toEqual(['message']);
  expect(typeof body.message, label).toBe('string');
}

describe('hostile input to the payment routes', () => {
  it('refuses every hostile field of quote, order and verify with a 4xx and writes nothing', async () => {
    const { headers, subscription } = await pendingSubscription(app, db);
    const good = { subscription_id: subscription.id, state_code: '36', accept_terms: true };
    const verify = {
      razorpay_order_id: 'order_AAAAAAAAAAAAAA',
      razorpay_payment_id: 'pay_AAAAAAAAAAAAAA',
      razorpay_signature: 'a'.repeat(64),
    };
    const cases: [string, Record<string, unknown>][] = [];
    for (const value of HOSTILE_VALUES) {
      for (const field of ['subscription_id', 'state_code', 'gstin', 'coupon']) {
        cases.push(['/api/payment/quote', { ...good, [field]: value }]);
        cases.push(['/api/payment/order', { ...good, [field]: value }]);
      }
      // Anything but `true` is no agreement (docs/product.md §19).
      if (value !== true) cases.push(['/api/payment/order', { ...good, accept_terms: value }]);
      for (const field of Object.keys(verify))
        cases.push(['/api/payment/verify', { ...verify, [field]: value }]);
    }
    let refused = 0;
    for (const [url, payload] of cases) {
      const res = await app.inject({ method: 'POST', url, headers, payload });
      // Only a blank optional field (no GSTIN, no coupon) may pass: it means "none".
      if (res.statusCode === 200) {
        const blank = ['gstin', 'coupon'].some((f) => [null, '', ' '].includes(payload[f] as string | null));
        expect(blank, `${url} ${JSON.stringify(payload)}`).toBe(true);
        continue;
      }
      expectRefusal(res, `${url} ${JSON.stringify(payload).slice(0, 120)}`);
      refused += 1;
    }
    expect(refused).toBeGreaterThan(cases.length - 20);
    for (const url of ['/api/payment/quote', '/api/payment/order', '/api/payment/verify']) {
      expectRefusal(await app.inject({ method: 'POST', url, headers, payload: 'not json' }), url);
      expectRefusal(
        await app.inject({ method: 'POST', url, headers, payload: [] as unknown as string }),
        url,
      );
    }
    // The accepted blank cases all name the same terms: one open order, with no GSTIN or coupon.
    const rows = await db.select().from(payments);
    expect(rows.length).toBeLessThanOrEqual(1);
    for (const payment of rows)
      expect(payment).toMatchObject({ gstin: null, couponId: null, status: 'created' });
    const [row] = await db.select().from(subscriptions);
    expect(row!.status).toBe('pending');
  });

  it('refuses hostile refund requests with a 4xx and writes nothing', async () => {
    const admin = await adminSession(app, db);
    const id = '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f';
    for (const value of HOSTILE_VALUES) {
      for (const field of ['amount', 'reason']) {
        const payload = { amount: 100, reason: 'ok', [field]: value };
        const res = await app.inject({
          method: 'POST',
          url: `/api/admin/payment/${id}/refund`,
          headers: admin.headers,
          payload,
        });
        expectRefusal(res, JSON.stringify(payload).slice(0, 120));
      }
    }
    for (const bad of ['not-a-uuid', '%00', 'x'.repeat(300)]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/payment/${bad}/refund`,
        headers: admin.headers,
        payload: { amount: 100, reason: 'ok' },
      });
      expectRefusal(res, bad);
    }
    expect(await db.select().from(refunds)).toHaveLength(0);
  });

  it('refuses a webhook that is too large, of another type, empty or unsigned', async () => {
    const requests: InjectOptions[] = [
      {
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'text/plain' },
        payload: '{"event":"payment.captured"}',
      },
      {
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ event: 'payment.captured', pad: 'x'.repeat(70 * 1024) }),
      },
      {
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json' },
        payload: '',
      },
      { method: 'POST', url: '/api/payment/webhook' },
    ];
    for (const request of requests) {
      expectRefusal(
        await app.inject(request),
        `${request.headers?.['content-type']} ${String(request.payload).length}`,
      );
    }
    const large = await app.inject(requests[1]!);
    expect(large.statusCode).toBe(413);
    // Signed but with a hostile event id.
    for (const eventId of ['', 'x'.repeat(201)]) {
      expectRefusal(
        await sendWebhook(app, { event: 'payment.captured' }, { eventId }),
        `event id ${eventId.length}`,
      );
    }
  });
});
