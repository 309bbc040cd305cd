import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { legalDocuments, payments } from '../db/schema.ts';
import { adminSession } from '../test/factories.ts';
import { buildPaymentTestApp, pendingSubscription } from '../test/payment-app.ts';
import { todayInIndia } from './pages.ts';
import { seedLegalDefaults } from './seed.ts';

const { app, db, fake } = await buildPaymentTestApp();

function postOrder(headers: Record<string, string>, subscriptionId: string, extra: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers,
    payload: { subscription_id: subscriptionId, state_code: '36', ...extra },
  });
}

describe('the checkout agreement to the Terms and the Refund Policy (docs/product.md §19)', () => {
  it('refuses an order without the box ticked, with 400 on the field, and asks Razorpay for nothing', async () => {
    await seedLegalDefaults(db, app.config);
    const { headers, subscription } = await pendingSubscription(app, db);
    for (const extra of [{}, { accept_terms: false }]) {
      const res = await postOrder(headers, subscription.id, extra);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.legal.acceptTermsRequired, field: 'accept_terms' });
    }
    const notBoolean = await postOrder(headers, subscription.id, { accept_terms: 'yes' });
    expect(notBoolean.statusCode).toBe(400);
    expect(fake.orders.size).toBe(0);
    expect(await db.select().from(payments)).toHaveLength(0);
    // A quote only prices: it needs no agreement.
    const quote = await app.inject({
      method: 'POST',
      url: '/api/payment/quote',
      headers,
      payload: { subscription_id: subscription.id, state_code: '36' },
    });
    expect(quote.statusCode).toBe(200);
  });

  it('keeps the versions in effect with the order, and the admin list shows them', async () => {
    await seedLegalDefaults(db, app.config);
    const admin = await adminSession(app, db);
    const published = await app.inject({
      method: 'POST',
      url: '/api/admin/legal/terms',
      headers: admin.headers,
      payload: { html: '<p>Terms, second version</p>', effective_from: todayInIndia() },
    });
    expect(published.statusCode).toBe(201);

    const { headers, subscription } = await pendingSubscription(app, db);
    const res = await postOrder(headers, subscription.id, { accept_terms: true });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(payments).where(eq(payments.subscriptionId, subscription.id));
    expect(row).toMatchObject({ termsVersion: 2, refundPolicyVersion: 1 });

    const list = await app.inject({ method: 'GET', url: '/api/admin/payment/all', headers: admin.headers });
    expect(list.json()[0]).toMatchObject({ terms_version: 2, refund_policy_version: 1 });
  });

  it('records the newer versions when the same open order is given again after the Terms changed', async () => {
    await seedLegalDefaults(db, app.config);
    const { headers, subscription } = await pendingSubscription(app, db);
    const first = await postOrder(headers, subscription.id, { accept_terms: true });
    await db.insert(legalDocuments).values({
      kind: 'refund',
      version: 2,
      effectiveFrom: todayInIndia(),
      html: '<p>Refunds, second version</p>',
      createdByEmail: 'system',
    });
    const again = await postOrder(headers, subscription.id, { accept_terms: true });
    expect(again.json().order_id).toBe(first.json().order_id);
    const [row] = await db.select().from(payments).where(eq(payments.subscriptionId, subscription.id));
    expect(row).toMatchObject({ termsVersion: 1, refundPolicyVersion: 2 });
  });
});
