import { MESSAGES } from '@contract/messages.ts';
import { and, eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, invoices, mailOutbox, paymentEvents, payments, subscriptions } from '../db/schema.ts';
import type { CheckoutSuccess } from '../test/fake-razorpay.ts';
import { newEventId } from '../test/fake-razorpay.ts';
import { buildPaymentTestApp, pendingSubscription, sendWebhook } from '../test/payment-app.ts';

/**
 * Payments that stay authorized until the site captures them: auto-capture off in Razorpay's
 * Dashboard (ADR 055). The fake leaves every payment of this file authorized.
 */
const { app, db, fake } = await buildPaymentTestApp();
beforeEach(() => fake.setAutoCapture(false));
afterEach(() => fake.setOnCall(undefined));

type Headers = Record<string, string>;

const verify = (headers: Headers, body: CheckoutSuccess) =>
  app.inject({ method: 'POST', url: '/api/payment/verify', headers, payload: body });

/** A pending subscription whose order the learner paid at Checkout: authorized, not captured. */
async function authorizedAtRazorpay(offerPrice = 7_500) {
  const learner = await pendingSubscription(app, db, offerPrice);
  const order = await app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers: learner.headers,
    payload: { subscription_id: learner.subscription.id, state_code: '36', accept_terms: true },
  });
  const orderId = order.json().order_id as string;
  const checkout = (await fake.pay(orderId, { method: 'card', webhooks: false })) as CheckoutSuccess;
  expect(fake.payments.get(checkout.razorpay_payment_id)).toMatchObject({
    status: 'authorized',
    captured: false,
  });
  return { ...learner, orderId, checkout, paymentId: checkout.razorpay_payment_id };
}

const captureCalls = (paymentId: string) =>
  fake.calls.filter((call) => call.method === 'POST' && call.path === `/v1/payments/${paymentId}/capture`);

async function subscriptionStatus(id: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!.status;
}

const receipts = (email: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.subject, 'Payment received%')));

describe('capturing an authorized payment', () => {
  it("captures it at /verify for the order's exact amount, then activates, invoices and mails the receipt", async () => {
    const { headers, subscription, user, checkout, orderId, paymentId } = await authorizedAtRazorpay(7_500);
    const res = await verify(headers, checkout);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.payments.paid,
      payment: { status: 'paid', amount: 750_000, method: 'card', razorpay_payment_id: paymentId },
    });
    expect(captureCalls(paymentId)).toEqual([expect.objectContaining({ status: 200 })]);
    expect(fake.payments.get(paymentId)).toMatchObject({
      status: 'captured',
      captured: true,
      amount: 750_000,
    });
    expect(fake.orders.get(orderId)).toMatchObject({ status: 'paid', amount_paid: 750_000, attempts: 1 });
    expect(await subscriptionStatus(subscription.id)).toBe('active');
    expect(await db.select().from(invoices)).toHaveLength(1);
    expect(await receipts(user.email)).toHaveLength(1);
  });

  it('captures it on payment.authorized when the browser never comes back, and activates once', async () => {
    const { subscription, user, paymentId } = await authorizedAtRazorpay();
    const event = fake.event('payment.authorized', { payment: paymentId });
    const res = await sendWebhook(app, event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(captureCalls(paymentId)).toHaveLength(1);
    expect(fake.payments.get(paymentId)!.captured).toBe(true);
    expect(await subscriptionStatus(subscription.id)).toBe('active');
    // Razorpay's own payment.captured and order.paid follow the capture: nothing more happens.
    expect((await sendWebhook(app, fake.event('payment.captured', { payment: paymentId }))).statusCode).toBe(
      200,
    );
    expect(await db.select().from(invoices)).toHaveLength(1);
    expect(await receipts(user.email)).toHaveLength(1);
  });

  it('makes one capture, one activation and one invoice for 25 verifies and 25 payment.authorized webhooks at once', async () => {
    const { headers, subscription, user, checkout, paymentId } = await authorizedAtRazorpay(12_345);
    const authorized = fake.event('payment.authorized', { payment: paymentId });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0 ? verify(headers, checkout) : sendWebhook(app, authorized, { eventId: newEventId() }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    // Every capture after the first is refused by Razorpay as already captured, and taken as captured.
    const calls = captureCalls(paymentId);
    expect(calls.filter((call) => call.status === 200)).toHaveLength(1);
    expect(calls.every((call) => call.status === 200 || call.status === 400)).toBe(true);
    expect(fake.payments.get(paymentId)).toMatchObject({ status: 'captured', amount: 1_234_500 });
    expect(await subscriptionStatus(subscription.id)).toBe('active');
    const [row] = await db.select().from(payments).where(eq(payments.subscriptionId, subscription.id));
    expect(row).toMatchObject({ status: 'paid', method: 'card', razorpayPaymentId: paymentId });
    expect(await db.select().from(invoices)).toHaveLength(1);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'payment.paid'))).toHaveLength(1);
    expect(await receipts(user.email)).toHaveLength(1);
  });

  it('takes a capture refused as "already captured" (another instance captured first) as captured', async () => {
    const { headers, subscription, checkout, paymentId } = await authorizedAtRazorpay();
    // Between the app's read of the payment and its capture, someone else captures it.
    fake.setOnCall((call) => {
      if (call.path.endsWith('/capture'))
        Object.assign(fake.payments.get(paymentId)!, { status: 'captured', captured: true });
    });
    const res = await verify(headers, checkout);
    expect(res.statusCode).toBe(200);
    expect(res.json().payment.status).toBe('paid');
    expect(captureCalls(paymentId)).toEqual([expect.objectContaining({ status: 400 })]);
    expect(await subscriptionStatus(subscription.id)).toBe('active');
  });

  it('answers 503 to payment.authorized when Razorpay cannot be reached, records nothing, and captures when the event comes again', async () => {
    const { subscription, paymentId } = await authorizedAtRazorpay();
    const event = fake.event('payment.authorized', { payment: paymentId });
    const eventId = newEventId();
    fake.failNext('drop');
    const refused = await sendWebhook(app, event, { eventId });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: MESSAGES.payments.gatewayFailed });
    expect(await db.select().from(paymentEvents)).toEqual([]);
    expect(await subscriptionStatus(subscription.id)).toBe('pending');

    const again = await sendWebhook(app, event, { eventId });
    expect(again.statusCode).toBe(200);
    expect(fake.payments.get(paymentId)!.captured).toBe(true);
    expect(await subscriptionStatus(subscription.id)).toBe('active');
  });

  it('captures nothing and activates nothing for payment.authorized of a payment that failed since', async () => {
    const { subscription, paymentId } = await authorizedAtRazorpay();
    const event = fake.event('payment.authorized', { payment: paymentId });
    Object.assign(fake.payments.get(paymentId)!, { status: 'failed' });
    expect((await sendWebhook(app, event)).statusCode).toBe(200);
    expect(captureCalls(paymentId)).toEqual([]);
    expect(await subscriptionStatus(subscription.id)).toBe('pending');
    expect(await db.select().from(invoices)).toEqual([]);
  });
});
