import { AnalyticsSchema } from '@contract/admin.ts';
import { MESSAGES } from '@contract/messages.ts';
import { ProgramSchema } from '@contract/program.ts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, programs, services, subscriptions } from '../db/schema.ts';
import {
  adminSession,
  bearer,
  createAccount,
  createLesson,
  createModule,
  createProgram,
  loginAs,
} from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

// docs/product.md §13.6: "FREE programs: an option per program to activate free subscriptions at once
// (default off, as the spec has them pending)".
const { app, db, mail, outbox } = await buildTestApp();

async function learner(email = 'free.learner@example.in', name = 'Meera Nair') {
  const user = await createAccount(db, { email, name });
  return { user, token: await loginAs(app, email) };
}

const subscribeAs = (token: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/subscription/subscribe', payload, headers: bearer(token) });

/** A program with an open module holding one article (not a preview) and a module opening in 7 days. */
async function freeCourse(overrides: Partial<typeof programs.$inferInsert> = {}) {
  const program = await createProgram(db, {
    title: 'Market Basics',
    offeringType: 'FREE',
    actualPrice: 0,
    offerPrice: 0,
    ...overrides,
  });
  const open = await createModule(db, program, { title: 'Start here', releaseAfterDays: 0 });
  const article = await createLesson(db, open, { title: 'What a share is', htmlContent: '<p>Owning</p>' });
  const later = await createModule(db, program, { title: 'Week two', releaseAfterDays: 7 });
  await createLesson(db, later, { title: 'Indices' });
  return { program, article, later };
}

const unlockJobs = async (userId: string) =>
  (
    await db.execute<{ key: string }>(
      sql`select key from graphile_worker.jobs where key like ${`module-unlock:${userId}:%`}`,
    )
  ).rows.map((row) => row.key);

describe('subscribing to a FREE program', () => {
  it('stays pending with the "received" mail while the option is off (the spec as it was)', async () => {
    const { user, token } = await learner();
    const { program, article } = await freeCourse();

    const res = await subscribeAs(token, { resourceType: 'program', resourceId: program.id });

    expect(res.statusCode).toBe(201);
    expect(res.json().subscription).toMatchObject({ status: 'pending', offer_price: 0 });
    const [row] = await db.select().from(subscriptions);
    expect(row).toMatchObject({ userId: user.id, status: 'pending', activatedAt: null });
    await outbox.flush();
    expect(mail.sent.map((m) => m.subject)).toEqual(['We received your subscription to Market Basics']);
    expect(await unlockJobs(user.id)).toEqual([]);
    const lesson = await app.inject({
      method: 'GET',
      url: `/api/lesson/${article.id}`,
      headers: bearer(token),
    });
    expect(lesson.statusCode).toBe(403);
  });

  it('is active at once with the option on: the "approved" mail, the drip mails scheduled, the course open', async () => {
    const { user, token } = await learner();
    const { program, article, later } = await freeCourse({ autoActivateFree: true });

    const before = Date.now();
    const res = await subscribeAs(token, { resourceType: 'program', resourceId: program.id });

    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MESSAGES.subscriptions.subscribedProgram);
    expect(res.json().subscription).toMatchObject({ status: 'active', offer_price: 0 });
    const [row] = await db.select().from(subscriptions);
    expect(row?.status).toBe('active');
    expect(row?.activatedAt?.getTime()).toBeGreaterThanOrEqual(before - 5_000);

    await outbox.flush();
    expect(mail.sent.map((m) => [m.to, m.subject])).toEqual([
      ['free.learner@example.in', 'Your subscription to Market Basics is approved'],
    ]);
    expect(mail.sent[0]?.text).toContain('now active');
    expect(await unlockJobs(user.id)).toEqual([`module-unlock:${user.id}:${later.id}`]);

    const lesson = await app.inject({
      method: 'GET',
      url: `/api/lesson/${article.id}`,
      headers: bearer(token),
    });
    expect(lesson.statusCode).toBe(200);
    expect(lesson.body).toContain('Owning');
  });

  it('counts the subscription as active on the dashboard (the stats triggers see the insert as active)', async () => {
    const { token } = await learner();
    const { program } = await freeCourse({ autoActivateFree: true });
    await subscribeAs(token, { resourceType: 'program', resourceId: program.id });
    const admin = await adminSession(app, db);
    const res = await app.inject({ method: 'GET', url: '/api/admin/analytics', headers: admin.headers });
    const body = AnalyticsSchema.parse(res.json());
    expect(body.subscribedPrograms).toBe(1);
    expect(body.subscriptionChartData.datasets.map((d) => [d.label, d.data.at(-1)])).toEqual([
      ['Pending', 0],
      ['Active', 1],
      ['Rejected', 0],
    ]);
  });

  it('activates a FREE service with the option on too, without drip jobs', async () => {
    const { user, token } = await learner();
    const [service] = await db
      .insert(services)
      .values({ title: 'Open Q&A', offeringType: 'FREE', availability: 'yes', autoActivateFree: true })
      .returning();
    const res = await subscribeAs(token, { resourceType: 'service', resourceId: service!.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().subscription.status).toBe('active');
    expect(await unlockJobs(user.id)).toEqual([]);
  });

  it('ignores the option on a PAID program: pending, price kept, "received" mail', async () => {
    const { token } = await learner();
    const { program } = await freeCourse({
      offeringType: 'PAID',
      actualPrice: 9_999,
      offerPrice: 4_999,
      autoActivateFree: true,
    });
    const res = await subscribeAs(token, { resourceType: 'program', resourceId: program.id });
    expect(res.json().subscription).toMatchObject({ status: 'pending', offer_price: 4_999 });
    await outbox.flush();
    expect(mail.sent.map((m) => m.subject)).toEqual(['We received your subscription to Market Basics']);
  });
});

describe('the admin sets the option on a program', () => {
  const fields = {
    title: 'Candlestick Primer',
    tag: 'Beginner',
    description: 'Free starter course.',
    image_path: '',
    offering_type: 'FREE',
    actual_price: 0,
    offer_price: 0,
    availability: 'yes',
    html_content: '<p>Free</p>',
  };

  it('defaults to off when not sent, stores it when sent, answers it, and audits the change', async () => {
    const { headers } = await adminSession(app, db);
    const added = await app.inject({
      method: 'POST',
      url: '/api/admin/program/add',
      headers,
      payload: fields,
    });
    expect(added.statusCode).toBe(201);
    const program = ProgramSchema.parse(added.json());
    expect(program.auto_activate_free).toBe(false);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/program/${program._id}`,
      headers,
      payload: { ...fields, auto_activate_free: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().auto_activate_free).toBe(true);
    const [row] = await db.select().from(programs).where(eq(programs.id, program._id));
    expect(row?.autoActivateFree).toBe(true);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'program.edit'));
    expect(audits[0]?.before).toMatchObject({ auto_activate_free: false });
    expect(audits[0]?.after).toMatchObject({ auto_activate_free: true });

    const publicView = await app.inject({ method: 'GET', url: `/api/program/${program._id}` });
    expect(publicView.json().auto_activate_free).toBe(true);
  });

  it('refuses a value that is not a boolean with 400 and changes nothing', async () => {
    const { headers } = await adminSession(app, db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/program/add',
      headers,
      payload: { ...fields, auto_activate_free: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Activate free subscriptions at once must be true or false.');
    expect(await db.select().from(programs)).toHaveLength(0);
  });
});
