import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, invoices, mailOutbox, payments, paymentTotals, subscriptions } from '../db/schema.ts';
import { adminSession } from '../test/factories.ts';
import type { CheckoutSuccess, WebhookEvent } from '../test/fake-razorpay.ts';
import { buildPaymentTestApp, pendingSubscription, sendWebhook } from '../test/payment-app.ts';

const { app, db, fake } = await buildPaymentTestApp();

/** A ₹34,999 subscription whose order was paid at Razorpay (no webhooks sent by the fake). */
async function paidOrder() {
  const learner = await pendingSubscription(app, db, 34_999);
  const order = await app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers: learner.headers,
    payload: { subscription_id: learner.subscription.id, state_code: '36', accept_terms: true },
  });
  const orderId = order.json().order_id as string;
  const checkout = (await fake.pay(orderId, { webhooks: false })) as CheckoutSuccess;
  return { ...learner, orderId, checkout };
}

/** The event with its payment entity changed, signed as Razorpay would sign it. */
function withPayment(event: WebhookEvent, changes: Record<string, unknown>): WebhookEvent {
  const payment = event.payload.payment!.entity as Record<string, unknown>;
  return { ...event, payload: { ...event.payload, payment: { entity: { ...payment, ...changes } } } };
}

async function orderRow(orderId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.razorpayOrderId, orderId));
  return row!;
}

async function subscriptionStatus(id: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!.status;
}

describe("a webhook whose amount or currency is not the order's", () => {
  it('answers 200 and activates, invoices and counts nothing for ₹1 in USD on a ₹34,999 order, and flags the order for an admin', async () => {
    const { subscription, orderId, checkout } = await paidOrder();
    const captured = fake.event('payment.captured', { payment: checkout.razorpay_payment_id });
    const res = await sendWebhook(app, withPayment(captured, { amount: 100, currency: 'USD' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(await subscriptionStatus(subscription.id)).toBe('pending');
    expect(await db.select().from(invoices)).toEqual([]);
    expect(await db.select().from(mailOutbox)).toEqual([]);
    expect(await db.select().from(paymentTotals)).toEqual([]);
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ status: 'created', razorpayPaymentId: null, flag: 'amount_mismatch' });
    expect(row.flagNote).toContain(`payment ${checkout.razorpay_payment_id} as 100 (subunits) in USD`);
    expect(
      await db.select().from(auditLog).where(eq(auditLog.action, 'payment.amount_mismatch')),
    ).toHaveLength(1);

    // The admin sees it in the payments list, flagged, with the note.
    const admin = await adminSession(app, db);
    const list = await app.inject({ method: 'GET', url: '/api/admin/payment/all', headers: admin.headers });
    expect(list.json()).toEqual([
      expect.objectContaining({
        razorpay_order_id: orderId,
        flag: 'amount_mismatch',
        flag_note: row.flagNote,
      }),
    ]);
  });

  it('fulfils nothing for order.paid, payment.captured or payment.authorized with another amount or a missing currency, each flagged', async () => {
    const { subscription, orderId, checkout } = await paidOrder();
    const paymentId = checkout.razorpay_payment_id;
    const events = [
      withPayment(fake.event('order.paid', { payment: paymentId, order: orderId }), { amount: 3_499_899 }),
      withPayment(fake.event('payment.captured', { payment: paymentId }), { currency: undefined }),
      withPayment(fake.event('payment.authorized', { payment: paymentId }), { amount: '3499900' }),
    ];
    for (const event of events) expect((await sendWebhook(app, event)).statusCode).toBe(200);
    expect(await subscriptionStatus(subscription.id)).toBe('pending');
    expect(await db.select().from(invoices)).toEqual([]);
    // A mismatched payment.authorized is not captured either.
    expect(fake.calls.filter((call) => call.path.endsWith('/capture'))).toEqual([]);
    const row = await orderRow(orderId);
    expect(row.flag).toBe('amount_mismatch');
    expect(row.flagNote!.split('\n')).toHaveLength(3);
  });

  it('still fulfils the order when the right payment is verified afterwards, and the flag stays for the admin', async () => {
    const { headers, subscription, orderId, checkout } = await paidOrder();
    const captured = fake.event('payment.captured', { payment: checkout.razorpay_payment_id });
    await sendWebhook(app, withPayment(captured, { amount: 100, currency: 'USD' }));
    const verified = await app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      headers,
      payload: checkout,
    });
    expect(verified.json()).toMatchObject({ message: MESSAGES.payments.paid, payment: { status: 'paid' } });
    expect(await subscriptionStatus(subscription.id)).toBe('active');
    expect(await db.select().from(invoices)).toHaveLength(1);
    expect((await orderRow(orderId)).flag).toBe('amount_mismatch');
    // The genuine event afterwards changes nothing more.
    expect((await sendWebhook(app, captured)).statusCode).toBe(200);
    expect(await db.select().from(invoices)).toHaveLength(1);
  });
});
