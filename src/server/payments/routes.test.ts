import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@contract/messages.ts';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  couponRedemptions,
  coupons,
  invoices,
  mailOutbox,
  paymentEvents,
  payments,
  paymentTotals,
  subscriptions,
} from '../db/schema.ts';
import { adminSession } from '../test/factories.ts';
import type { CheckoutSuccess } from '../test/fake-razorpay.ts';
import { newEventId } from '../test/fake-razorpay.ts';
import { buildPaymentTestApp, pendingSubscription, sendWebhook, TEST_RAZORPAY } from '../test/payment-app.ts';
import { checkoutSignature } from './signature.ts';

const { app, db, fake, mail, outbox } = await buildPaymentTestApp();

type Headers = Record<string, string>;

function postOrder(headers: Headers, subscriptionId: string, extra: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers,
    payload: { subscription_id: subscriptionId, state_code: '36', accept_terms: true, ...extra },
  });
}

function verify(headers: Headers, body: CheckoutSuccess) {
  return app.inject({ method: 'POST', url: '/api/payment/verify', headers, payload: body });
}

/** A pending subscription with an open order, paid at the fake (no webhooks sent by the fake). */
async function paidAtRazorpay(offerPrice = 7_500) {
  const learner = await pendingSubscription(app, db, offerPrice);
  const order = await postOrder(learner.headers, learner.subscription.id);
  expect(order.statusCode).toBe(200);
  const orderId = order.json().order_id as string;
  const checkout = (await fake.pay(orderId, { method: 'card', webhooks: false })) as CheckoutSuccess;
  return { ...learner, orderId, checkout };
}

async function receiptMails(email: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.subject, 'Payment received%')));
}

async function totals() {
  const [row] = await db.select().from(paymentTotals);
  return row ?? { collected: 0, refunded: 0 };
}

/** One character swapped for another that still passes the request schema. */
function changeAt(value: string, index: number, alphabet: string): string {
  const current = value[index]!;
  const replacement = alphabet[(alphabet.indexOf(current) + 1) % alphabet.length]!;
  return value.slice(0, index) + replacement + value.slice(index + 1);
}
const HEX = '0123456789abcdef';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

async function snapshot(subscriptionId: string) {
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  const rows = await db.select().from(payments).where(eq(payments.subscriptionId, subscriptionId));
  const invoiceCount = (await db.select().from(invoices)).length;
  const mails = (await db.select().from(mailOutbox)).length;
  return { status: subscription!.status, rows, invoiceCount, mails };
}

describe('payment config', () => {
  it('tells the checkout the key id, the script and the business state when payment is on', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      enabled: true,
      key_id: TEST_RAZORPAY.keyId,
      checkout_url: `${fake.url}/v1/checkout.js`,
      business_state_code: '36',
    });
  });
});

describe('quote', () => {
  it('prices a pending subscription in paise, CGST + SGST in the business state and IGST elsewhere', async () => {
    const { headers, subscription } = await pendingSubscription(app, db, 7_500);
    const inside = await app.inject({
      method: 'POST',
      url: '/api/payment/quote',
      headers,
      payload: { subscription_id: subscription.id, state_code: '36' },
    });
    expect(inside.statusCode).toBe(200);
    // 750000 × 9/118 = 57203.39 → 57203 each; the taxable value takes the rest.
    expect(inside.json()).toEqual({
      list_amount: 750_000,
      discount: 0,
      amount: 750_000,
      coupon: null,
      taxable_value: 635_594,
      cgst: 57_203,
      sgst: 57_203,
      igst: 0,
      total: 750_000,
    });
    const outside = await app.inject({
      method: 'POST',
      url: '/api/payment/quote',
      headers,
      payload: { subscription_id: subscription.id, state_code: '29' },
    });
    expect(outside.json()).toMatchObject({ cgst: 0, sgst: 0, igst: 114_407, taxable_value: 635_593 });
  });

  it("refuses a GSTIN from another state than the one chosen, and takes a business's own state", async () => {
    const { headers, subscription } = await pendingSubscription(app, db);
    const quote = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/payment/quote',
        headers,
        payload: { subscription_id: subscription.id, ...payload },
      });
    const mismatch = await quote({ state_code: '36', gstin: '29AAGCB7383J1Z4' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ message: MESSAGES.payments.gstinStateMismatch, field: 'gstin' });
    const karnataka = await quote({ state_code: '29', gstin: '29aagcb7383j1z4' });
    expect(karnataka.statusCode).toBe(200);
    expect(karnataka.json()).toMatchObject({ igst: 114_407 });
    const badChecksum = await quote({ state_code: '29', gstin: '29AAGCB7383J1Z5' });
    expect(badChecksum.statusCode).toBe(400);
  });

  it("answers 404 for another learner's subscription and 409 for a free or an active one", async () => {
    const owner = await pendingSubscription(app, db);
    const other = await pendingSubscription(app, db);
    const quote = (headers: Headers, id: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payment/quote',
        headers,
        payload: { subscription_id: id, state_code: '36' },
      });
    const foreign = await quote(other.headers, owner.subscription.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: MESSAGES.payments.subscriptionNotFound });

    await db.update(subscriptions).set({ offerPrice: 0 }).where(eq(subscriptions.id, owner.subscription.id));
    expect((await quote(owner.headers, owner.subscription.id)).json()).toEqual({
      message: MESSAGES.payments.free,
    });
    await db
      .update(subscriptions)
      .set({ status: 'active', offerPrice: 100 })
      .where(eq(subscriptions.id, owner.subscription.id));
    const active = await quote(owner.headers, owner.subscription.id);
    expect(active.statusCode).toBe(409);
    expect(active.json()).toEqual({ message: MESSAGES.payments.notPending });
  });
});

describe('order', () => {
  it("creates one Razorpay order for the subscription's price and returns the same one when asked again", async () => {
    const { headers, subscription } = await pendingSubscription(app, db, 4_999);
    const first = await postOrder(headers, subscription.id);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      order_id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amount: 499_900,
      currency: 'INR',
      key_id: TEST_RAZORPAY.keyId,
    });
    expect(fake.orders.get(body.order_id)).toMatchObject({
      amount: 499_900,
      currency: 'INR',
      status: 'created',
    });
    const again = await postOrder(headers, subscription.id);
    expect(again.json().order_id).toBe(body.order_id);
    const rows = await db.select().from(payments).where(eq(payments.subscriptionId, subscription.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'created',
      amount: 499_900,
      listAmount: 499_900,
      stateCode: '36',
    });
  });

  it('leaves one open order when many order calls for one subscription arrive at once', async () => {
    const { headers, subscription } = await pendingSubscription(app, db);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postOrder(headers, subscription.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const orderIds = new Set(answers.map((a) => a.json().order_id));
    expect(orderIds.size).toBe(1);
    const rows = await db.select().from(payments).where(eq(payments.subscriptionId, subscription.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.razorpayOrderId).toBe([...orderIds][0]);
  });

  it('names the coupon field when a coupon is refused, at the quote and at the order', async () => {
    const { headers, subscription } = await pendingSubscription(app, db, 10_000);
    await db.insert(coupons).values({
      code: 'GONE',
      kind: 'percent',
      value: 10,
      validFrom: new Date(Date.now() - 86_400_000),
      validUntil: new Date(Date.now() - 60_000),
    });
    const quote = await app.inject({
      method: 'POST',
      url: '/api/payment/quote',
      headers,
      payload: { subscription_id: subscription.id, state_code: '36', coupon: 'NOSUCH' },
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json()).toEqual({ message: MESSAGES.payments.couponNotFound, field: 'coupon' });
    const order = await postOrder(headers, subscription.id, { coupon: 'gone' });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual({ message: MESSAGES.payments.couponExpired, field: 'coupon' });
    expect(await db.select().from(payments).where(eq(payments.subscriptionId, subscription.id))).toEqual([]);
  });

  it('supersedes the open order when the coupon changes, and keeps its coupon use held while it can still be paid', async () => {
    const { headers, subscription, user } = await pendingSubscription(app, db, 10_000);
    const validity = {
      validFrom: new Date(Date.now() - 60_000),
      validUntil: new Date(Date.now() + 86_400_000),
    };
    await db.insert(coupons).values([
      { code: 'TENOFF', kind: 'percent', value: 10, maxUses: 5, ...validity },
      { code: 'FLAT500', kind: 'fixed', value: 50_000, ...validity },
    ]);
    const withTen = await postOrder(headers, subscription.id, { coupon: 'tenoff' });
    expect(withTen.json().amount).toBe(900_000);
    const [ten] = await db.select().from(coupons).where(eq(coupons.code, 'TENOFF'));
    expect(ten!.uses).toBe(1);

    const withFlat = await postOrder(headers, subscription.id, { coupon: 'FLAT500' });
    expect(withFlat.statusCode).toBe(200);
    expect(withFlat.json().amount).toBe(950_000);
    expect(withFlat.json().order_id).not.toBe(withTen.json().order_id);

    const rows = await db.select().from(payments).where(eq(payments.subscriptionId, subscription.id));
    expect(rows.map((r) => [r.razorpayOrderId, r.status, r.couponCode]).sort()).toEqual(
      [
        [withTen.json().order_id, 'superseded', 'TENOFF'],
        [withFlat.json().order_id, 'created', 'FLAT500'],
      ].sort(),
    );
    // Razorpay can still take a payment for the superseded order: its coupon use stays held.
    const [tenAfter] = await db.select().from(coupons).where(eq(coupons.code, 'TENOFF'));
    expect(tenAfter!.uses).toBe(1);
    const held = await db.select().from(couponRedemptions).where(eq(couponRedemptions.userId, user.id));
    expect(held).toHaveLength(2);

    // An old tab pays the superseded order after all: it activates at its price with the use it
    // held, and the newer order (and its coupon use) is let go.
    const old = (await fake.pay(withTen.json().order_id, { webhooks: false })) as CheckoutSuccess;
    const paid = await verify(headers, old);
    expect(paid.json().payment).toMatchObject({ status: 'paid', amount: 900_000, coupon: 'TENOFF' });
    const uses = Object.fromEntries(
      (await db.select().from(coupons)).map((coupon) => [coupon.code, coupon.uses]),
    );
    expect(uses).toEqual({ TENOFF: 1, FLAT500: 0 });
    const redemptions = await db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.userId, user.id));
    expect(redemptions).toEqual([expect.objectContaining({ paymentId: paid.json().payment._id })]);
    const [newer] = await db
      .select()
      .from(payments)
      .where(eq(payments.razorpayOrderId, withFlat.json().order_id));
    expect(newer!.status).toBe('superseded');
  });

  it('answers 503 when Razorpay cannot be reached, and writes nothing', async () => {
    const { headers, subscription } = await pendingSubscription(app, db);
    fake.failNext('drop');
    const res = await postOrder(headers, subscription.id);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: MESSAGES.payments.gatewayFailed });
    expect(await db.select().from(payments)).toHaveLength(0);
  });
});

describe('verify', () => {
  it('activates the subscription at once, issues the invoice and mails the receipt', async () => {
    const { headers, subscription, user, checkout, orderId } = await paidAtRazorpay(7_500);
    const res = await verify(headers, checkout);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(MESSAGES.payments.paid);
    expect(body.payment).toMatchObject({
      subscription_id: subscription.id,
      amount: 750_000,
      status: 'paid',
      method: 'card',
      razorpay_order_id: orderId,
      razorpay_payment_id: checkout.razorpay_payment_id,
      invoice: {
        kind: 'invoice',
        cgst: 57_203,
        sgst: 57_203,
        igst: 0,
        taxable_value: 635_594,
        total: 750_000,
      },
    });
    expect(body.payment.invoice.number).toMatch(/^FT\/\d{2}-\d{2}\/000001$/);

    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row!.status).toBe('active');
    expect(row!.activatedAt).not.toBeNull();
    expect(await receiptMails(user.email)).toHaveLength(1);
    await outbox.flush();
    const sent = mail.sent.filter((m) => m.to === user.email && m.subject.startsWith('Payment received'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`Tax invoice ${body.payment.invoice.number}`);
    expect(sent[0]!.text).toContain('₹7,500.00');
    expect(sent[0]!.text).toContain('CGST 9%: ₹572.03');
    expect(sent[0]!.text).toContain('SGST 9%: ₹572.03');
    expect(sent[0]!.text).toContain('/mysubscriptions');
    expect(await totals()).toMatchObject({ collected: 750_000 });
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'payment.paid'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: null, actorEmail: 'system', entityId: body.payment._id });

    // Checkout's handler may fire twice: the second call finds it paid and changes nothing.
    const again = await verify(headers, checkout);
    expect(again.statusCode).toBe(200);
    expect(await receiptMails(user.email)).toHaveLength(1);
    expect(await db.select().from(invoices)).toHaveLength(1);
  });

  it('answers 400 and changes nothing when one character of the signature or of an id is changed', async () => {
    const { headers, subscription, checkout } = await paidAtRazorpay();
    const before = await snapshot(subscription.id);
    const tampered: CheckoutSuccess[] = [];
    for (let i = 0; i < 64; i += 1) {
      tampered.push({ ...checkout, razorpay_signature: changeAt(checkout.razorpay_signature, i, HEX) });
    }
    // Every character after the prefix of each id ('order_', 'pay_').
    for (let i = 'order_'.length; i < checkout.razorpay_order_id.length; i += 1) {
      tampered.push({ ...checkout, razorpay_order_id: changeAt(checkout.razorpay_order_id, i, ALNUM) });
    }
    for (let i = 'pay_'.length; i < checkout.razorpay_payment_id.length; i += 1) {
      tampered.push({ ...checkout, razorpay_payment_id: changeAt(checkout.razorpay_payment_id, i, ALNUM) });
    }
    // A signature made with another secret, and one over the ids the other way round.
    tampered.push({
      ...checkout,
      razorpay_signature: checkoutSignature(checkout.razorpay_order_id, checkout.razorpay_payment_id, 'x'),
    });
    tampered.push({
      ...checkout,
      razorpay_signature: checkoutSignature(
        checkout.razorpay_payment_id,
        checkout.razorpay_order_id,
        TEST_RAZORPAY.keySecret,
      ),
    });
    for (const body of tampered) {
      const res = await verify(headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.payments.badSignature });
    }
    expect(tampered.length).toBeGreaterThan(64 + 14 + 10);
    expect(await snapshot(subscription.id)).toEqual(before);
    expect(before.status).toBe('pending');
    // The genuine one still works afterwards.
    expect((await verify(headers, checkout)).statusCode).toBe(200);
  });

  it("answers 404 to a learner verifying another learner's order, and changes nothing", async () => {
    const { subscription, checkout } = await paidAtRazorpay();
    const other = await pendingSubscription(app, db);
    const res = await verify(other.headers, checkout);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.payments.orderNotFound });
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row!.status).toBe('pending');
  });

  it('accepts a payment on its signature when Razorpay cannot be asked, and learns the method from the webhook', async () => {
    const { headers, subscription, checkout, orderId } = await paidAtRazorpay();
    fake.failNext('drop');
    const res = await verify(headers, checkout);
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ status: 'paid', method: null });
    const captured = fake.event('payment.captured', { payment: checkout.razorpay_payment_id });
    expect((await sendWebhook(app, captured)).statusCode).toBe(200);
    const [row] = await db.select().from(payments).where(eq(payments.razorpayOrderId, orderId));
    expect(row).toMatchObject({ status: 'paid', method: 'card' });
    expect(await db.select().from(invoices).where(eq(invoices.paymentId, row!.id))).toHaveLength(1);
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(sub!.status).toBe('active');
  });
});

describe('webhook', () => {
  it('answers 400 and changes nothing for a signature with one character changed, a missing one, or a changed body', async () => {
    const { subscription, checkout } = await paidAtRazorpay();
    const event = fake.event('payment.captured', { payment: checkout.razorpay_payment_id });
    const body = JSON.stringify(event);
    const { webhookSignature } = await import('./signature.ts');
    const signature = webhookSignature(body, TEST_RAZORPAY.webhookSecret);
    const before = await snapshot(subscription.id);
    for (let i = 0; i < 64; i += 1) {
      const res = await sendWebhook(app, body, { signature: changeAt(signature, i, HEX) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.payments.badSignature });
    }
    expect((await sendWebhook(app, body, { signature: null })).statusCode).toBe(400);
    expect((await sendWebhook(app, body, { signature: signature.toUpperCase() })).statusCode).toBe(400);
    expect((await sendWebhook(app, `${body} `, { signature })).statusCode).toBe(400);
    expect((await sendWebhook(app, body.replace('captured', 'Captured'), { signature })).statusCode).toBe(
      400,
    );
    expect(await snapshot(subscription.id)).toEqual(before);
    expect(await db.select().from(paymentEvents)).toHaveLength(0);
  });

  it('answers 400 to a signed webhook without an event id', async () => {
    const body = JSON.stringify({ event: 'payment.captured', payload: {} });
    const { webhookSignature } = await import('./signature.ts');
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(body, TEST_RAZORPAY.webhookSecret),
      },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.payments.webhookEventIdMissing });
  });

  it('activates on payment.captured alone, and a replay of the same event id changes nothing', async () => {
    const { subscription, user, checkout } = await paidAtRazorpay();
    const event = fake.event('payment.captured', { payment: checkout.razorpay_payment_id });
    const eventId = newEventId();
    const first = await sendWebhook(app, event, { eventId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'ok' });
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row!.status).toBe('active');

    // Someone (an admin) ends the access; a replay of the old event must not bring it back.
    await db.update(subscriptions).set({ status: 'rejected' }).where(eq(subscriptions.id, subscription.id));
    await db
      .update(payments)
      .set({ status: 'failed', razorpayPaymentId: null })
      .where(eq(payments.subscriptionId, subscription.id));
    const replay = await sendWebhook(app, event, { eventId });
    expect(replay.statusCode).toBe(200);
    const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(after!.status).toBe('rejected');
    expect(await db.select().from(paymentEvents)).toEqual([
      expect.objectContaining({ eventId, event: 'payment.captured' }),
    ]);
    expect(await receiptMails(user.email)).toHaveLength(1);
  });

  it("marks the open order failed with Razorpay's reason on payment.failed, and it can still be paid", async () => {
    const { headers, subscription } = await pendingSubscription(app, db);
    const orderId = (await postOrder(headers, subscription.id)).json().order_id as string;
    const failure = await fake.pay(orderId, { outcome: 'failure', webhooks: false });
    expect(failure).toMatchObject({ error: { metadata: { order_id: orderId } } });
    const paymentId = (failure as { error: { metadata: { payment_id: string } } }).error.metadata.payment_id;
    const res = await sendWebhook(app, fake.event('payment.failed', { payment: paymentId }));
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(payments).where(eq(payments.razorpayOrderId, orderId));
    expect(row).toMatchObject({
      status: 'failed',
      failureReason: 'Payment failed because the bank declined it.',
    });
    // The same order is offered again and can be paid.
    expect((await postOrder(headers, subscription.id)).json().order_id).toBe(orderId);
    const success = (await fake.pay(orderId, { webhooks: false })) as CheckoutSuccess;
    expect((await verify(headers, success)).json().payment.status).toBe('paid');
  });

  it('acknowledges an event for an order that is not ours, and changes nothing', async () => {
    const event = {
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: { entity: { id: 'pay_NotOurs00000001', order_id: 'order_NotOurs0000001', method: 'upi' } },
      },
    };
    const res = await sendWebhook(app, event);
    expect(res.statusCode).toBe(200);
    // Signed bodies that are not events at all: acknowledged, nothing read into them.
    for (const body of ['null', '[1,2]', '"payment.captured"', '{"event":"payment.captured","payload":7}']) {
      expect((await sendWebhook(app, body)).statusCode, body).toBe(200);
    }
    // Not JSON at all: refused.
    const garbage = await sendWebhook(app, '{"event":');
    expect(garbage.statusCode).toBe(400);
    expect(await db.select().from(payments)).toHaveLength(0);
    expect(await db.select().from(invoices)).toHaveLength(0);
  });

  it('activates from the webhooks the fake sends when the browser never comes back', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    fake.setWebhookUrl(`http://127.0.0.1:${port}/api/payment/webhook`);
    try {
      const { headers, subscription, user } = await pendingSubscription(app, db);
      const orderId = (await postOrder(headers, subscription.id)).json().order_id as string;
      const pay = await fetch(`${fake.url}/_fake/checkout/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
        body: JSON.stringify({ order_id: orderId, method: 'netbanking', outcome: 'success' }),
      });
      expect(pay.status).toBe(200);
      expect(pay.headers.get('access-control-allow-origin')).toBe('*');
      await fake.settle();
      expect(fake.deliveries.map((d) => [d.event, d.status])).toEqual([
        ['payment.authorized', 200],
        ['payment.captured', 200],
        ['order.paid', 200],
      ]);
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
      expect(row!.status).toBe('active');
      const [payment] = await db.select().from(payments).where(eq(payments.razorpayOrderId, orderId));
      expect(payment).toMatchObject({ status: 'paid', method: 'netbanking' });
      expect(await receiptMails(user.email)).toHaveLength(1);
    } finally {
      fake.setWebhookUrl(undefined);
    }
  });
});

describe('the verify and webhook race', () => {
  it('activates, invoices, mails and counts exactly once for 50 parallel verify calls and webhooks', async () => {
    const { headers, subscription, user, checkout, orderId } = await paidAtRazorpay(12_345);
    const captured = fake.event('payment.captured', { payment: checkout.razorpay_payment_id });
    const paid = fake.event('order.paid', { payment: checkout.razorpay_payment_id, order: orderId });
    const deliveries = Array.from({ length: 50 }, (_, i) => {
      if (i % 3 === 0) return verify(headers, checkout);
      // Razorpay may send the same event more than once: every fourth reuses an event id.
      const eventId = i % 4 === 0 ? 'evt_SameEventId00001' : newEventId();
      return sendWebhook(app, i % 3 === 1 ? captured : paid, { eventId });
    });
    const answers = await Promise.all(deliveries);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));

    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row!.status).toBe('active');
    const paymentRows = await db.select().from(payments).where(eq(payments.subscriptionId, subscription.id));
    expect(paymentRows).toHaveLength(1);
    expect(paymentRows[0]).toMatchObject({ status: 'paid', method: 'card' });
    const issued = await db.select().from(invoices);
    expect(issued).toHaveLength(1);
    // The learner's list shows the invoice (copied into the subscription by the same transaction).
    const listed = await app.inject({ method: 'GET', url: '/api/subscription/all', headers });
    expect(listed.json()).toEqual([expect.objectContaining({ invoice_number: issued[0]!.number })]);
    expect(await receiptMails(user.email)).toHaveLength(1);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'payment.paid'))).toHaveLength(1);
    expect(await totals()).toMatchObject({ collected: 1_234_500 });
  });
});

describe('a superseded order paid in another tab', () => {
  it('still activates once; a second paid order of the same subscription is flagged for a refund', async () => {
    const { headers, subscription, user } = await pendingSubscription(app, db);
    const first = (await postOrder(headers, subscription.id)).json().order_id as string;
    const second = (await postOrder(headers, subscription.id, { state_code: '29' })).json()
      .order_id as string;
    expect(second).not.toBe(first);
    // The first tab pays the old (superseded) order: money was taken, so it counts.
    const old = (await fake.pay(first, { webhooks: false })) as CheckoutSuccess;
    expect((await verify(headers, old)).json().payment).toMatchObject({ status: 'paid' });
    // The second tab pays the newer one: it cannot take the subscription's money twice.
    const late = (await fake.pay(second, { webhooks: false })) as CheckoutSuccess;
    expect((await verify(headers, late)).statusCode).toBe(200);

    const rows = await db.select().from(payments).where(eq(payments.subscriptionId, subscription.id));
    const byOrder = new Map(rows.map((r) => [r.razorpayOrderId, r]));
    expect(byOrder.get(first)).toMatchObject({ status: 'paid' });
    expect(byOrder.get(second)).toMatchObject({
      status: 'superseded',
      razorpayPaymentId: late.razorpay_payment_id,
      failureReason: expect.stringContaining('Paid twice'),
    });
    expect(await db.select().from(invoices)).toHaveLength(1);
    expect(await receiptMails(user.email)).toHaveLength(1);
    const flagged = await db.select().from(auditLog).where(eq(auditLog.action, 'payment.paid_twice'));
    expect(flagged).toHaveLength(1);
    expect(flagged[0]!.entityId).toBe(byOrder.get(second)!.id);

    // The admin refunds the second payment: money back, no credit note, the access stays.
    const admin = await adminSession(app, db);
    const duplicate = byOrder.get(second)!;
    const refund = await app.inject({
      method: 'POST',
      url: `/api/admin/payment/${duplicate.id}/refund`,
      headers: admin.headers,
      payload: { amount: duplicate.amount, reason: 'Paid twice' },
    });
    expect(refund.statusCode).toBe(201);
    expect(refund.json()).toMatchObject({ status: 'superseded', refunded: duplicate.amount });
    expect(fake.payments.get(late.razorpay_payment_id)!.status).toBe('refunded');
    expect(fake.payments.get(old.razorpay_payment_id)!.amount_refunded).toBe(0);
    expect(await db.select().from(invoices)).toHaveLength(1);
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(sub!.status).toBe('active');
    expect(await totals()).toMatchObject({ collected: duplicate.amount, refunded: 0 });
  });
});

describe('payment list', () => {
  it("lists the learner's own payments with their invoices, and none of another learner's", async () => {
    const { headers, checkout, subscription } = await paidAtRazorpay();
    await verify(headers, checkout);
    const other = await pendingSubscription(app, db);
    const mine = await app.inject({ method: 'GET', url: '/api/payment/all', headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({
        subscription_id: subscription.id,
        status: 'paid',
        method: 'card',
        invoice: expect.objectContaining({ number: expect.stringMatching(/^FT\//), total: 750_000 }),
        refunds: [],
      }),
    ]);
    const theirs = await app.inject({ method: 'GET', url: '/api/payment/all', headers: other.headers });
    expect(theirs.json()).toEqual([]);
    const anonymous = await app.inject({ method: 'GET', url: '/api/payment/all' });
    expect(anonymous.statusCode).toBe(401);
  });
});
