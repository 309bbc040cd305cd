import { MESSAGES } from '@contract/messages.ts';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminSession, userSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

// No RAZORPAY_* settings: the spec's manual approval, and no payment anywhere.
const { app, db } = await buildTestApp();
const id = '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f';

describe('without the Razorpay settings', () => {
  it('says payment is off, with nothing for a checkout', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      enabled: false,
      key_id: null,
      checkout_url: null,
      business_state_code: null,
    });
  });

  it('answers 404 with the manual-approval message on every other payment route', async () => {
    const learner = await userSession(app, db);
    const admin = await adminSession(app, db);
    const order = { subscription_id: id, state_code: '36' };
    const calls: InjectOptions[] = [
      { method: 'POST', url: '/api/payment/quote', payload: order, headers: learner.headers },
      { method: 'POST', url: '/api/payment/order', payload: order, headers: learner.headers },
      {
        method: 'POST',
        url: '/api/payment/verify',
        payload: {
          razorpay_order_id: 'order_AAAAAAAAAAAAAA',
          razorpay_payment_id: 'pay_AAAAAAAAAAAAAA',
          razorpay_signature: 'a'.repeat(64),
        },
        headers: learner.headers,
      },
      { method: 'GET', url: '/api/payment/all', headers: learner.headers },
      { method: 'GET', url: '/api/payment/all' },
      {
        method: 'POST',
        url: '/api/payment/webhook',
        payload: '{"event":"payment.captured"}',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'a'.repeat(64) },
      },
      { method: 'GET', url: '/api/admin/payment/all', headers: admin.headers },
      {
        method: 'POST',
        url: `/api/admin/payment/${id}/refund`,
        payload: { amount: 100, reason: 'test' },
        headers: admin.headers,
      },
    ];
    for (const call of calls) {
      const res = await app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.payments.notEnabled });
    }
  });
});
