import { MESSAGES } from '@contract/messages.ts';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  certificates,
  contactMessages,
  journalTrades,
  leads,
  privacyErasures,
  rateLimits,
  users,
} from '../db/schema.ts';
import { runDueJobs } from '../jobs/index.ts';
import { sharedTestDatabase } from '../test/database.ts';
import {
  adminSession,
  createContactMessage,
  createProgram,
  TEST_PASSWORD,
  userSession,
} from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { createInvoicedPayment, TEST_PAYMENT_ENV } from '../test/payment-factories.ts';
import { ERASED_CERTIFICATE_REASON } from './erase-account.ts';
import { eraseAccount } from './index.ts';

// Payments on: the admin's payment list answers only then.
const { app, db, mail, outbox } = await buildTestApp(TEST_PAYMENT_ENV);
const { pool } = await sharedTestDatabase();
const DAY = 24 * 60 * 60 * 1000;
const tasks = { 'privacy-erase': (payload: { user_id: string }) => eraseAccount(db, payload.user_id) };

const erase = (headers: Record<string, string>, password: string) =>
  app.inject({ method: 'POST', url: '/api/privacy/erase', headers, payload: { password } });
const login = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
const jobsOf = (userId: string) =>
  db.execute<{ run_at: Date }>(
    sql`select run_at from graphile_worker.jobs where key = ${`privacy-erase:${userId}`}`,
  );

/** The cancel token in the confirmation mail's link. */
async function mailedToken(to: string): Promise<string> {
  await outbox.flush();
  const sent = mail.sent.find((m) => m.to === to && m.subject.includes('will be erased'));
  const token = sent?.text.match(/\/privacy\/erase\/cancel\/([\w-]+)/)?.[1];
  if (!token) throw new Error('no cancel link mailed');
  return token;
}

/** The grace period passes: the erasure and its job fall due now. */
async function gracePeriodPasses(userId: string): Promise<void> {
  await db.execute(
    sql`update privacy_erasures set erase_after = now() - interval '1 minute' where user_id = ${userId}`,
  );
  await db.execute(
    sql`update graphile_worker._private_jobs set run_at = now() where key = ${`privacy-erase:${userId}`}`,
  );
}

describe('POST /api/privacy/erase', () => {
  it('refuses a wrong password with 400, changes nothing, and counts it as a failed login', async () => {
    const learner = await userSession(app, db);
    const res = await erase(learner.headers, 'not my password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.profile.currentPasswordWrong, field: 'password' });
    expect(await db.select().from(privacyErasures)).toHaveLength(0);
    const [user] = await db.select().from(users).where(eq(users.id, learner.user.id));
    expect(user!.status).toBe('active');
    expect(
      (await app.inject({ method: 'GET', url: '/api/profile', headers: learner.headers })).statusCode,
    ).toBe(200);
    const counted = await db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `login-failed:%${learner.user.email}%`));
    expect(counted.length).toBeGreaterThan(0);
  });

  it('refuses to erase an admin account (409), which stays open', async () => {
    const admin = await adminSession(app, db);
    const res = await erase(admin.headers, TEST_PASSWORD);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.privacyRights.eraseAdmin });
    expect(await db.select().from(privacyErasures)).toHaveLength(0);
  });

  it('closes the account at once, mails a cancel link and schedules the erasure 7 days on', async () => {
    const learner = await userSession(app, db);
    const res = await erase(learner.headers, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.privacyRights.eraseRequested);
    expect(Math.abs(new Date(res.json().erase_after).getTime() - (Date.now() + 7 * DAY))).toBeLessThan(
      60_000,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/api/profile', headers: learner.headers })).statusCode,
    ).toBe(401);
    const signIn = await login(learner.user.email);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ message: MESSAGES.auth.accountInactive });
    const { rows } = await jobsOf(learner.user.id);
    expect(rows).toHaveLength(1);
    expect(Math.abs(new Date(rows[0]!.run_at).getTime() - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    expect(await mailedToken(learner.user.email)).toHaveLength(43);
    // Not due yet: running the due jobs erases nothing.
    await runDueJobs(pool, tasks);
    const [user] = await db.select().from(users).where(eq(users.id, learner.user.id));
    expect(user!.email).toBe(learner.user.email);
  });

  it('is cancelled by the mailed link within the grace period: the account opens again, once', async () => {
    const learner = await userSession(app, db);
    await erase(learner.headers, TEST_PASSWORD);
    const token = await mailedToken(learner.user.email);
    const cancel = (t: string) =>
      app.inject({ method: 'POST', url: '/api/privacy/erase/cancel', payload: { token: t } });
    expect((await cancel('wrong-token')).statusCode).toBe(400);
    const res = await cancel(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.privacyRights.eraseCancelled });
    expect((await login(learner.user.email)).statusCode).toBe(200);
    expect((await jobsOf(learner.user.id)).rows).toHaveLength(0);
    const again = await cancel(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: MESSAGES.privacyRights.eraseLinkInvalid });
    // A job that ran anyway finds the erasure cancelled and keeps the account.
    await eraseAccount(db, learner.user.id);
    expect((await login(learner.user.email)).statusCode).toBe(200);
  });

  it('cancels once when the link is opened 10 times at once', async () => {
    const learner = await userSession(app, db);
    await erase(learner.headers, TEST_PASSWORD);
    const token = await mailedToken(learner.user.email);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({ method: 'POST', url: '/api/privacy/erase/cancel', payload: { token } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
    await outbox.flush();
    expect(mail.sent.filter((m) => m.subject.includes('erasure of your account is cancelled'))).toHaveLength(
      1,
    );
  });

  it('refuses a cancel link after the grace period', async () => {
    const learner = await userSession(app, db);
    await erase(learner.headers, TEST_PASSWORD);
    const token = await mailedToken(learner.user.email);
    await gracePeriodPasses(learner.user.id);
    const res = await app.inject({ method: 'POST', url: '/api/privacy/erase/cancel', payload: { token } });
    expect(res.statusCode).toBe(400);
  });
});

describe('the privacy-erase job', () => {
  it('erases the learner everywhere but their invoices, and revokes their certificates', async () => {
    const admin = await adminSession(app, db);
    const learner = await userSession(app, db, { name: 'Zubin Erasable' });
    const { email } = learner.user;
    const program = await createProgram(db, { title: 'Options Basics' });
    const { invoice } = await createInvoicedPayment(db, { user: learner.user });
    await db
      .insert(leads)
      .values({ kind: 'newsletter', email, name: 'Zubin Erasable', consentToContact: true, status: 'new' });
    await createContactMessage(db, { name: 'Zubin Erasable', email });
    const issued = await app.inject({
      method: 'POST',
      url: '/api/admin/certificate',
      headers: admin.headers,
      payload: { user_id: learner.user.id, program_id: program.id },
    });
    expect(issued.statusCode).toBe(201);
    await app.inject({
      method: 'PUT',
      url: '/api/privacy/nominee',
      headers: learner.headers,
      payload: { name: 'Nina', email: 'nina@example.in', relationship: 'Sister' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/privacy/grievance',
      headers: learner.headers,
      payload: { subject: 'Hello', message: 'm' },
    });

    const journaled = await app.inject({
      method: 'POST',
      url: '/api/journal',
      headers: learner.headers,
      payload: {
        symbol: 'TCS',
        side: 'long',
        quantity: 1,
        entry_date: '2026-04-01',
        exit_date: '2026-04-01',
        entry_price: '100.00',
        exit_price: '101.00',
      },
    });
    expect(journaled.statusCode).toBe(201);

    expect((await erase(learner.headers, TEST_PASSWORD)).statusCode).toBe(200);
    await gracePeriodPasses(learner.user.id);
    await runDueJobs(pool, tasks);

    // The journal goes with the learner (docs/product.md §23).
    expect(await db.select().from(journalTrades).where(eq(journalTrades.userId, learner.user.id))).toEqual(
      [],
    );
    const [user] = await db.select().from(users).where(eq(users.id, learner.user.id));
    expect(user).toMatchObject({
      name: 'Erased learner',
      mobile: null,
      status: 'inactive',
      lastLoginIp: null,
    });
    expect(user!.email).not.toContain('zubin');
    expect((await login(email)).statusCode).toBe(401);
    const lists = [
      'user/all',
      'subscription/all',
      'payment/all',
      'lead/all',
      'contact/messages',
      'certificate/all',
      'grievance/all',
    ];
    for (const list of lists) {
      for (const q of ['Zubin', email]) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/admin/${list}?q=${encodeURIComponent(q)}`,
          headers: admin.headers,
        });
        expect(res.statusCode, list).toBe(200);
        expect(res.json(), `${list} ?q=${q}`).toEqual([]);
      }
    }
    expect(await db.select().from(leads).where(eq(leads.email, email))).toHaveLength(0);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(0);
    const [certificate] = await db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, learner.user.id));
    expect(certificate).toMatchObject({
      revokedReason: ERASED_CERTIFICATE_REASON,
      learnerName: 'Erased learner',
    });
    expect(certificate!.revokedAt).not.toBeNull();
    // The tax invoice stays as issued, and an admin can still download it.
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/invoice/${encodeURIComponent(invoice.number)}/pdf`,
      headers: admin.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [erasure] = await db
      .select()
      .from(privacyErasures)
      .where(eq(privacyErasures.userId, learner.user.id));
    expect(erasure!.erasedAt).not.toBeNull();
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'user.erase'), eq(auditLog.entityId, learner.user.id))),
    ).toHaveLength(1);
  });
});
