import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, subscriptions } from '../db/schema.ts';
import { adminSession } from '../test/factories.ts';
import type { CheckoutSuccess } from '../test/fake-razorpay.ts';
import { buildPaymentTestApp, pendingSubscription } from '../test/payment-app.ts';

const { app, db, fake, mail, outbox } = await buildPaymentTestApp();

/** A learner whose subscription is paid through the API (order, checkout at the fake, verify). */
async function paidSubscription(offerPrice: number) {
  const learner = await pendingSubscription(app, db, offerPrice);
  const order = await app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers: learner.headers,
    payload: { subscription_id: learner.subscription.id, state_code: '36', accept_terms: true },
  });
  const checkout = (await fake.pay(order.json().order_id, {
    method: 'upi',
    webhooks: false,
  })) as CheckoutSuccess;
  const verified = await app.inject({
    method: 'POST',
    url: '/api/payment/verify',
    headers: learner.headers,
    payload: checkout,
  });
  expect(verified.statusCode).toBe(200);
  return { ...learner, paymentId: verified.json().payment._id as string };
}

async function refund(headers: Record<string, string>, paymentId: string, amount: number) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/payment/${paymentId}/refund`,
    headers,
    payload: { amount, reason: 'Asked by the learner' },
  });
  expect(res.statusCode).toBe(201);
}

async function mySubscription(headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: '/api/subscription/all', headers });
  expect(res.statusCode).toBe(200);
  return res.json()[0];
}

describe('a refunded subscription, as the learner sees it', () => {
  it('stays active after a partial refund and shows what was paid, the refund and its credit note', async () => {
    const admin = await adminSession(app, db);
    const learner = await paidSubscription(7_500);
    const paid = await mySubscription(learner.headers);
    expect(paid).toMatchObject({
      status: 'active',
      offer_price: 7_500,
      payment: { amount: 750_000, refunded: 0, refunds: [] },
    });
    expect(Date.parse(paid.payment.paid_at)).not.toBeNaN();

    await refund(admin.headers, learner.paymentId, 250_000);
    const after = await mySubscription(learner.headers);
    expect(after.status).toBe('active');
    expect(after.payment).toMatchObject({
      amount: 750_000,
      refunded: 250_000,
      refunds: [{ amount: 250_000, credit_note: expect.stringMatching(/^CN\//) }],
    });
    expect(new Date(after.payment.refunds[0].processed_on).toISOString()).toBe(
      after.payment.refunds[0].processed_on,
    );
  });

  it('becomes refunded after a full refund, lists every credit note, each downloadable by the learner', async () => {
    const admin = await adminSession(app, db);
    const learner = await paidSubscription(5_000);
    await refund(admin.headers, learner.paymentId, 100_000);
    await refund(admin.headers, learner.paymentId, 400_000);

    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, learner.subscription.id));
    expect(row).toMatchObject({ status: 'refunded', activatedAt: null });
    const seen = await mySubscription(learner.headers);
    expect(seen.status).toBe('refunded');
    expect(seen.payment).toMatchObject({ amount: 500_000, refunded: 500_000 });
    const notes = seen.payment.refunds.map((r: { credit_note: string }) => r.credit_note);
    expect(seen.payment.refunds.map((r: { amount: number }) => r.amount)).toEqual([100_000, 400_000]);
    for (const number of notes) {
      const pdf = await app.inject({
        method: 'GET',
        url: `/api/invoice/${encodeURIComponent(number)}/pdf`,
        headers: learner.headers,
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, learner.subscription.id));
    expect(audit.find((a) => a.action === 'subscription.reject')?.after).toMatchObject({
      status: 'refunded',
    });

    // The refund mail's pointer to My Subscriptions leads where the credit notes now are.
    await outbox.flush();
    const last = mail.sent.filter(
      (m) => m.to === learner.user.email && m.subject.startsWith('Refund processed'),
    );
    expect(last.at(-1)!.text).toContain('/mysubscriptions');
  });

  it("refuses an admin's approve or reject of a refunded subscription with 409, and lets the learner subscribe again", async () => {
    const admin = await adminSession(app, db);
    const learner = await paidSubscription(2_000);
    await refund(admin.headers, learner.paymentId, 200_000);
    for (const status of ['active', 'rejected']) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/admin/subscription/${learner.subscription.id}`,
        headers: admin.headers,
        payload: { status },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MESSAGES.admin.subscriptionRefunded });
    }
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, learner.subscription.id));
    expect(row!.status).toBe('refunded');

    const again = await app.inject({
      method: 'POST',
      url: '/api/subscription/subscribe',
      headers: learner.headers,
      payload: { resourceType: 'program', resourceId: learner.program.id },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().subscription).toMatchObject({ status: 'pending', payment: null });
  });

  it('counts a refunded subscription in its own dataset of the analytics chart', async () => {
    const admin = await adminSession(app, db);
    const learner = await paidSubscription(1_000);
    await refund(admin.headers, learner.paymentId, 100_000);
    const res = await app.inject({ method: 'GET', url: '/api/admin/analytics', headers: admin.headers });
    const refunded = res
      .json()
      .subscriptionChartData.datasets.find((d: { label: string }) => d.label === 'Refunded');
    expect(refunded.data.at(-1)).toBeGreaterThanOrEqual(1);
  });
});
