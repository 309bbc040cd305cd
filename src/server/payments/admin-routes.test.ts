import { MESSAGES } from '@contract/messages.ts';
import { TOTAL_COUNT_HEADER } from '@contract/vocabulary.ts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, invoices, payments, paymentTotals, refunds, subscriptions } from '../db/schema.ts';
import { runDueJobs } from '../jobs/index.ts';
import { sharedTestDatabase } from '../test/database.ts';
import { adminSession } from '../test/factories.ts';
import type { CheckoutSuccess } from '../test/fake-razorpay.ts';
import { buildPaymentTestApp, pendingSubscription } from '../test/payment-app.ts';
import { retryRefund } from './refunds.ts';

const { app, db, fake, config, mail, outbox } = await buildPaymentTestApp();

/** A learner whose subscription is paid (verified through the API). */
async function paidSubscription(offerPrice = 7_500, stateCode = '36') {
  const learner = await pendingSubscription(app, db, offerPrice);
  const order = await app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers: learner.headers,
    payload: { subscription_id: learner.subscription.id, state_code: stateCode, accept_terms: true },
  });
  const orderId = order.json().order_id as string;
  const checkout = (await fake.pay(orderId, { method: 'upi', webhooks: false })) as CheckoutSuccess;
  const verified = await app.inject({
    method: 'POST',
    url: '/api/payment/verify',
    headers: learner.headers,
    payload: checkout,
  });
  expect(verified.statusCode).toBe(200);
  return { ...learner, orderId, checkout, paymentId: verified.json().payment._id as string };
}

function refund(
  headers: Record<string, string>,
  paymentId: string,
  amount: number,
  reason = 'Asked by the learner',
) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/payment/${paymentId}/refund`,
    headers,
    payload: { amount, reason },
  });
}

async function totals() {
  const [row] = await db.select().from(paymentTotals);
  return row ?? { collected: 0, refunded: 0 };
}

describe('admin payment list', () => {
  it('lists every payment newest first with its invoice, searchable by e-mail, order id and invoice number, and paged', async () => {
    const admin = await adminSession(app, db);
    const first = await paidSubscription(5_000);
    const second = await paidSubscription(6_000);
    const all = await app.inject({ method: 'GET', url: '/api/admin/payment/all', headers: admin.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((p: { _id: string }) => p._id)).toEqual([second.paymentId, first.paymentId]);
    expect(all.json()[0]).toMatchObject({
      user_email: second.user.email,
      user_name: second.user.name,
      amount: 600_000,
      status: 'paid',
      method: 'upi',
      invoice: { kind: 'invoice', total: 600_000 },
    });

    const search = async (q: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/admin/payment/all?q=${encodeURIComponent(q)}`,
          headers: admin.headers,
        })
      )
        .json()
        .map((p: { _id: string }) => p._id);
    expect(await search(first.user.email.toUpperCase())).toEqual([first.paymentId]);
    expect(await search(second.orderId)).toEqual([second.paymentId]);
    expect(await search(second.checkout.razorpay_payment_id)).toEqual([second.paymentId]);
    const invoiceNumber = all.json()[1].invoice.number as string;
    expect(await search(invoiceNumber)).toEqual([first.paymentId]);
    expect(await search('nobody-matches-this')).toEqual([]);

    const page = await app.inject({
      method: 'GET',
      url: '/api/admin/payment/all?page=2&limit=1',
      headers: admin.headers,
    });
    expect(page.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('2');
    expect(page.json().map((p: { _id: string }) => p._id)).toEqual([first.paymentId]);
  });
});

describe('refunds', () => {
  it('refunds part, then the rest: credit notes, statuses, totals and mails, and the full refund ends the access', async () => {
    const admin = await adminSession(app, db);
    const { paymentId, subscription, user, checkout } = await paidSubscription(7_500);

    const part = await refund(admin.headers, paymentId, 250_000, 'Missed the first week');
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({
      _id: paymentId,
      status: 'partially_refunded',
      refunded: 250_000,
      refunds: [{ amount: 250_000, status: 'processed', reason: 'Missed the first week' }],
    });
    expect(part.json().refunds[0].credit_note).toMatch(/^CN\/\d{2}-\d{2}\/000001$/);
    let [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(sub!.status).toBe('active');

    const rest = await refund(admin.headers, paymentId, 500_000, 'Cancelled');
    expect(rest.statusCode).toBe(201);
    expect(rest.json()).toMatchObject({ status: 'refunded', refunded: 750_000 });
    expect(rest.json().refunds.map((r: { credit_note: string }) => r.credit_note)).toEqual([
      expect.stringMatching(/000001$/),
      expect.stringMatching(/000002$/),
    ]);
    [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(sub!.status).toBe('refunded');
    expect(sub!.activatedAt).toBeNull();

    // Razorpay refunded exactly what was asked, once each.
    const atRazorpay = [...fake.refunds.values()].filter(
      (r) => r.payment_id === checkout.razorpay_payment_id,
    );
    expect(atRazorpay.map((r) => r.amount)).toEqual([250_000, 500_000]);
    // The credit notes split the refunds as the invoice was split (intra-state: CGST + SGST).
    const notes = await db.select().from(invoices).where(eq(invoices.kind, 'credit_note'));
    expect(notes.map((n) => [n.total, n.cgst, n.sgst, n.igst]).sort()).toEqual(
      [
        [250_000, 19_068, 19_068, 0],
        [500_000, 38_136, 38_136, 0],
      ].sort(),
    );
    expect(await totals()).toMatchObject({ collected: 750_000, refunded: 750_000 });
    await outbox.flush();
    const refundMails = mail.sent.filter(
      (m) => m.to === user.email && m.subject.startsWith('Refund processed'),
    );
    expect(refundMails).toHaveLength(2);
    expect(refundMails[1]!.text).toContain('your subscription has ended');
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, paymentId));
    expect(audit.map((a) => a.action).sort()).toEqual(
      [
        'payment.paid',
        'payment.refund_processed',
        'payment.refund_processed',
        'payment.refund_requested',
        'payment.refund_requested',
      ].sort(),
    );
    const requested = audit.filter((a) => a.action === 'payment.refund_requested');
    expect(requested.every((a) => a.actorId === admin.user.id)).toBe(true);
  });

  it('refuses a refund larger than what is left, and a refund of an unpaid order, with 409', async () => {
    const admin = await adminSession(app, db);
    const { paymentId } = await paidSubscription(1_000);
    const tooMuch = await refund(admin.headers, paymentId, 100_001);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ message: MESSAGES.payments.refundTooLarge });
    expect(await db.select().from(refunds)).toHaveLength(0);

    const open = await pendingSubscription(app, db);
    await app.inject({
      method: 'POST',
      url: '/api/payment/order',
      headers: open.headers,
      payload: { subscription_id: open.subscription.id, state_code: '36', accept_terms: true },
    });
    const [unpaid] = await db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, open.subscription.id));
    const notPaid = await refund(admin.headers, unpaid!.id, 100);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json()).toEqual({ message: MESSAGES.payments.refundNotPaid });
    const missing = await refund(admin.headers, '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f', 100);
    expect(missing.statusCode).toBe(404);
    // Neither refusal reached Razorpay.
    const [unpaidAtRazorpay] = [...fake.refunds.values()].filter((r) => r.amount === 100);
    expect(unpaidAtRazorpay).toBeUndefined();
  });

  it('never refunds more than the payment when many refunds are asked for at once', async () => {
    const admin = await adminSession(app, db);
    const { paymentId, checkout } = await paidSubscription(1_000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => refund(admin.headers, paymentId, 30_000)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row!.refunded).toBe(90_000);
    const atRazorpay = [...fake.refunds.values()].filter(
      (r) => r.payment_id === checkout.razorpay_payment_id,
    );
    expect(atRazorpay.reduce((sum, r) => sum + r.amount, 0)).toBe(90_000);
  });

  it("answers 409 with Razorpay's reason when Razorpay refuses a refund, and marks it failed", async () => {
    const admin = await adminSession(app, db);
    const { paymentId, checkout } = await paidSubscription(1_000);
    // Razorpay already refunded part of it outside the site: it refuses more than is left there.
    fake.payments.get(checkout.razorpay_payment_id)!.amount_refunded = 90_000;
    const res = await refund(admin.headers, paymentId, 50_000);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'The refund amount provided is greater than amount captured' });
    const [row] = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(row!.status).toBe('failed');
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ status: 'paid', refunded: 0 });
  });

  it('keeps a refund pending when the answer is lost, and the retry job with the same key refunds once', async () => {
    const admin = await adminSession(app, db);
    const { paymentId, subscription, checkout } = await paidSubscription(2_000);
    // Razorpay carries out the refund, but the connection drops before its answer arrives.
    fake.failNext('lose-response');
    const res = await refund(admin.headers, paymentId, 200_000, 'Duplicate purchase');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'paid', refunded: 0, refunds: [{ status: 'pending' }] });
    const [pending] = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(pending!.status).toBe('pending');

    // The retry job was queued with the refund, a minute ahead: make it due and run it.
    const handle = await sharedTestDatabase();
    await db.execute(
      sql`update graphile_worker._private_jobs set run_at = now() where key = ${`payment-refund:${pending!.id}`}`,
    );
    await runDueJobs(handle.pool, {
      'payment-refund': (payload) => retryRefund(db, app.razorpay!, config, payload.refund_id),
    });

    const refundCalls = fake.calls.filter(
      (c) => c.path === `/v1/payments/${checkout.razorpay_payment_id}/refund`,
    );
    expect(refundCalls).toHaveLength(2);
    expect(new Set(refundCalls.map((c) => c.idempotencyKey))).toEqual(new Set([pending!.idempotencyKey]));
    const atRazorpay = [...fake.refunds.values()].filter(
      (r) => r.payment_id === checkout.razorpay_payment_id,
    );
    expect(atRazorpay).toHaveLength(1);
    const [done] = await db.select().from(refunds).where(eq(refunds.id, pending!.id));
    expect(done).toMatchObject({ status: 'processed', razorpayRefundId: atRazorpay[0]!.id });
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ status: 'refunded', refunded: 200_000 });
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(sub!.status).toBe('refunded');
    expect(
      await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.kind, 'credit_note'), eq(invoices.paymentId, paymentId))),
    ).toHaveLength(1);

    // Running the job again (a second instance, a late retry) changes nothing.
    await retryRefund(db, app.razorpay!, config, pending!.id);
    expect(
      fake.calls.filter((c) => c.path === `/v1/payments/${checkout.razorpay_payment_id}/refund`),
    ).toHaveLength(2);
  });

  it('finishes a pending refund from the refund.processed webhook, once', async () => {
    const admin = await adminSession(app, db);
    const { paymentId } = await paidSubscription(2_000);
    fake.failNext('lose-response');
    await refund(admin.headers, paymentId, 50_000);
    const [pending] = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    const remote = [...fake.refunds.values()].find(
      (r) => (r.notes as Record<string, string>).refund_id === pending!.id,
    )!;
    const { sendWebhook } = await import('../test/payment-app.ts');
    const event = fake.event('refund.processed', { refund: remote.id });
    expect((await sendWebhook(app, event)).statusCode).toBe(200);
    expect((await sendWebhook(app, event)).statusCode).toBe(200);
    const [done] = await db.select().from(refunds).where(eq(refunds.id, pending!.id));
    expect(done).toMatchObject({ status: 'processed', razorpayRefundId: remote.id });
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ status: 'partially_refunded', refunded: 50_000 });
    expect(await db.select().from(invoices).where(eq(invoices.kind, 'credit_note'))).toHaveLength(1);
  });
});
