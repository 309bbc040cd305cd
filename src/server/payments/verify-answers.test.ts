import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../db/schema.ts';
import { adminSession } from '../test/factories.ts';
import type { CheckoutSuccess } from '../test/fake-razorpay.ts';
import { buildPaymentTestApp, pendingSubscription } from '../test/payment-app.ts';

/** What /verify says when Checkout's answer is sent again later (ADR 055): what is true now. */
const { app, db, fake } = await buildPaymentTestApp();

async function paidAndVerified(offerPrice = 5_000) {
  const learner = await pendingSubscription(app, db, offerPrice);
  const order = await app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers: learner.headers,
    payload: { subscription_id: learner.subscription.id, state_code: '36', accept_terms: true },
  });
  const checkout = (await fake.pay(order.json().order_id, { webhooks: false })) as CheckoutSuccess;
  const verified = await verify(learner.headers, checkout);
  expect(verified.json().message).toBe(MESSAGES.payments.paid);
  return { ...learner, checkout, paymentId: verified.json().payment._id as string };
}

function verify(headers: Record<string, string>, checkout: CheckoutSuccess) {
  return app.inject({ method: 'POST', url: '/api/payment/verify', headers, payload: checkout });
}

async function refund(paymentId: string, amount: number) {
  const admin = await adminSession(app, db);
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/payment/${paymentId}/refund`,
    headers: admin.headers,
    payload: { amount, reason: 'Asked by the learner' },
  });
  expect(res.statusCode).toBe(201);
}

describe('verify, sent again after a refund', () => {
  it('says the payment was refunded in full and does not keep the subscription active, instead of "Payment received"', async () => {
    const { headers, checkout, paymentId, subscription } = await paidAndVerified();
    await refund(paymentId, 500_000);
    const [ended] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(ended!.status).toBe('refunded');
    const again = await verify(headers, checkout);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: MESSAGES.payments.paymentRefunded,
      payment: { status: 'refunded', refunded: 500_000 },
    });
    expect(again.json().message).not.toBe(MESSAGES.payments.paid);
  });

  it('still says "Payment received" after a part refund, which keeps the subscription active', async () => {
    const { headers, checkout, paymentId } = await paidAndVerified();
    await refund(paymentId, 100_000);
    const again = await verify(headers, checkout);
    expect(again.json()).toMatchObject({
      message: MESSAGES.payments.paid,
      payment: { status: 'partially_refunded', refunded: 100_000 },
    });
  });
});
