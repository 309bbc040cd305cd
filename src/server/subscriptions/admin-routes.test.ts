import { MESSAGES } from '@contract/messages.ts';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, payments, subscriptions } from '../db/schema.ts';
import { adminSession, createProgram, createSubscription, createUser } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { createPaidPayment } from '../test/payment-factories.ts';

const { app, db, mail, outbox } = await buildTestApp();

const decide = (headers: Record<string, string>, id: string, payload: unknown) =>
  app.inject({ method: 'PUT', url: `/api/admin/subscription/${id}`, headers, payload: payload as object });

async function pendingSubscription() {
  const learner = await createUser(db, { name: 'Divya Menon', email: 'divya@example.in' });
  const program = await createProgram(db, { title: 'Swing Trader Program', offerPrice: 19_999 });
  return createSubscription(db, learner, program);
}

describe('PUT /api/admin/subscription/:id', () => {
  it('approves, rejects and approves again, mailing the learner and auditing each decision', async () => {
    const { headers, user: admin } = await adminSession(app, db);
    const subscription = await pendingSubscription();

    const approved = await decide(headers, subscription.id, { status: 'active' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ _id: subscription.id, status: 'active', offer_price: 19_999 });
    const rejected = await decide(headers, subscription.id, { status: 'rejected' });
    expect(rejected.json().status).toBe('rejected');
    const again = await decide(headers, subscription.id, { status: 'active' });
    expect(again.json().status).toBe('active');

    await outbox.flush();
    expect(mail.sent.map((m) => [m.to, m.subject])).toEqual([
      ['divya@example.in', 'Your subscription to Swing Trader Program is approved'],
      ['divya@example.in', 'Your subscription to Swing Trader Program was not approved'],
      ['divya@example.in', 'Your subscription to Swing Trader Program is approved'],
    ]);
    expect(mail.sent[0]?.text).toContain('₹19,999');

    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, subscription.id))
      .orderBy(asc(auditLog.createdAt));
    expect(audits.map((a) => [a.action, a.before, a.after, a.actorId])).toEqual([
      ['subscription.approve', { status: 'pending' }, { status: 'active' }, admin.id],
      ['subscription.reject', { status: 'active' }, { status: 'rejected' }, admin.id],
      ['subscription.approve', { status: 'rejected' }, { status: 'active' }, admin.id],
    ]);
  });

  it('rejects a pending subscription', async () => {
    const { headers } = await adminSession(app, db);
    const subscription = await pendingSubscription();
    expect((await decide(headers, subscription.id, { status: 'rejected' })).json().status).toBe('rejected');
  });

  it('will not reject a subscription paid online while its payment is kept, and rejects it once refunded in full', async () => {
    const { headers } = await adminSession(app, db);
    const learner = await createUser(db, { name: 'Kiran Shah', email: 'kiran@example.in' });
    const program = await createProgram(db, { title: 'Options Program', offerPrice: 4_999 });
    const subscription = await createSubscription(db, learner, program, { status: 'active' });
    const payment = await createPaidPayment(db, {
      user: learner,
      subscription,
      amount: 499_900,
    });

    const refused = await decide(headers, subscription.id, { status: 'rejected' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MESSAGES.payments.rejectPaidSubscription });
    const [kept] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(kept!.status).toBe('active');

    await db
      .update(payments)
      .set({ status: 'refunded', refunded: 499_900 })
      .where(eq(payments.id, payment.id));
    expect((await decide(headers, subscription.id, { status: 'rejected' })).json().status).toBe('rejected');
  });

  it('answers 409 when the status would not change', async () => {
    const { headers } = await adminSession(app, db);
    const subscription = await pendingSubscription();
    await decide(headers, subscription.id, { status: 'active' });
    const twice = await decide(headers, subscription.id, { status: 'active' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: MESSAGES.admin.subscriptionAlreadyActive });
  });

  it.each([[{ status: 'pending' }], [{ status: 'ACTIVE' }], [{}], [{ status: 1 }]])(
    'answers 400 for %j and changes nothing',
    async (payload) => {
      const { headers } = await adminSession(app, db);
      const subscription = await pendingSubscription();
      const res = await decide(headers, subscription.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "status must be 'active' or 'rejected'." });
      expect((await db.select().from(subscriptions))[0]?.status).toBe('pending');
    },
  );

  it('answers 404 for an unknown subscription', async () => {
    const { headers } = await adminSession(app, db);
    const res = await decide(headers, '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f', { status: 'active' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.admin.subscriptionNotFound });
  });

  it('will not approve a rejected subscription while the learner holds a newer current one', async () => {
    const { headers } = await adminSession(app, db);
    const learner = await createUser(db);
    const program = await createProgram(db);
    const old = await createSubscription(db, learner, program, { status: 'rejected' });
    await createSubscription(db, learner, program, { status: 'pending' });
    const res = await decide(headers, old.id, { status: 'active' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.admin.subscriptionConflict });
    expect(await db.select().from(auditLog)).toHaveLength(0);
  });
});

describe('GET /api/admin/subscription/all', () => {
  it('lists every subscription with user, resource and amount, paged with a total', async () => {
    const { headers } = await adminSession(app, db);
    const program = await createProgram(db, { title: 'Pro Trader Program', offerPrice: 34_999 });
    for (let i = 1; i <= 7; i += 1) {
      const learner = await createUser(db, { name: `Learner ${i}`, email: `l${i}@example.in` });
      await createSubscription(db, learner, program, { createdOn: new Date(2026, 0, i) });
    }
    const all = await app.inject({ method: 'GET', url: '/api/admin/subscription/all', headers });
    expect(all.headers['x-total-count']).toBe('7');
    expect(all.json()[0]).toMatchObject({
      user_name: 'Learner 7',
      user_email: 'l7@example.in',
      resource_type: 'program',
      resource_id: program.id,
      offer_price: 34_999,
      status: 'pending',
      resource: { title: 'Pro Trader Program' },
    });
    const page = await app.inject({
      method: 'GET',
      url: '/api/admin/subscription/all?page=2&limit=5',
      headers,
    });
    expect(page.json().map((s: { user_name: string }) => s.user_name)).toEqual(['Learner 2', 'Learner 1']);
    expect(page.headers['x-total-count']).toBe('7');
  });

  it('searches name, e-mail and resource id case-sensitively, resource type case-insensitively', async () => {
    const { headers } = await adminSession(app, db);
    const program = await createProgram(db);
    const learner = await createUser(db, { name: 'Farhan Qureshi', email: 'farhan@example.in' });
    await createSubscription(db, learner, program);
    const count = async (q: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/subscription/all?q=${encodeURIComponent(q)}`,
        headers,
      });
      return Number(res.headers['x-total-count']);
    };
    expect(await count('Farhan')).toBe(1);
    expect(await count('farhan q')).toBe(0);
    expect(await count('farhan@')).toBe(1);
    expect(await count('FARHAN@')).toBe(0);
    expect(await count(program.id.slice(0, 8))).toBe(1);
    // A UUID always prints in lower case; the upper-case spelling does not match.
    expect(await count(program.id.toUpperCase())).toBe(/[a-f]/.test(program.id) ? 0 : 1);
    expect(await count('PROGRAM')).toBe(1);
    expect(await count('service')).toBe(0);
  });
});
