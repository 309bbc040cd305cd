import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminSession,
  createLesson,
  createModule,
  createProgram,
  createSubscription,
  userSession,
} from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { sendModuleUnlockMail } from './drip.ts';

const { app, db, config, outbox, mail } = await buildTestApp();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function approvedLearnerWithDrip() {
  const program = await createProgram(db);
  await createModule(db, program, { title: 'Basics', releaseAfterDays: 0 });
  const later = await createModule(db, program, { title: 'Options strategies', releaseAfterDays: 3 });
  await createLesson(db, later, { title: 'Covered calls' });
  const learner = await userSession(app, db);
  const subscription = await createSubscription(db, learner.user, program);
  const admin = await adminSession(app, db);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/admin/subscription/${subscription.id}`,
    headers: admin.headers,
    payload: { status: 'active' },
  });
  expect(res.statusCode).toBe(200);
  return { program, later, learner, subscription, admin };
}

describe('drip unlock e-mails', () => {
  it('schedules one job per later module when a subscription becomes active', async () => {
    const { later, learner } = await approvedLearnerWithDrip();
    const { rows } = await db.execute<{ key: string; run_at: Date }>(
      sql`select key, run_at from graphile_worker.jobs where key like ${`module-unlock:${learner.user.id}:%`}`,
    );
    expect(rows.map((row) => row.key)).toEqual([`module-unlock:${learner.user.id}:${later.id}`]);
    const due = new Date(rows[0]!.run_at).getTime();
    expect(Math.abs(due - (Date.now() + 3 * DAY))).toBeLessThan(60_000);
  });

  it('mails the learner once the module is open, and only once', async () => {
    const { later, learner } = await approvedLearnerWithDrip();
    const payload = { user_id: learner.user.id, module_id: later.id };
    expect(await sendModuleUnlockMail(db, payload, config.publicUrl, new Date())).toBe(false);
    const opened = new Date(Date.now() + 3 * DAY + 60_000);
    expect(await sendModuleUnlockMail(db, payload, config.publicUrl, opened)).toBe(true);
    expect(await sendModuleUnlockMail(db, payload, config.publicUrl, opened)).toBe(false);
    await outbox.flush();
    const sent = mail.sent.filter(
      (message) => message.to === learner.user.email && /is open/.test(message.subject),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(
      `New in ${(await db.query.programs.findFirst({ where: (p, { eq }) => eq(p.id, later.programId) }))!.title}: Options strategies is open`,
    );
  });

  it('sends nothing to a learner whose subscription was rejected since', async () => {
    const { later, learner, subscription, admin } = await approvedLearnerWithDrip();
    await app.inject({
      method: 'PUT',
      url: `/api/admin/subscription/${subscription.id}`,
      headers: admin.headers,
      payload: { status: 'rejected' },
    });
    const opened = new Date(Date.now() + 3 * DAY + 60_000);
    expect(
      await sendModuleUnlockMail(
        db,
        { user_id: learner.user.id, module_id: later.id },
        config.publicUrl,
        opened,
      ),
    ).toBe(false);
  });

  it('schedules the mail when a module is added, or its delay changed, after learners became active', async () => {
    const { program, learner, admin } = await approvedLearnerWithDrip();
    const added = await app.inject({
      method: 'POST',
      url: `/api/admin/program/${program.id}/module`,
      headers: admin.headers,
      payload: { title: 'Hedging', release_after_days: 5 },
    });
    expect(added.statusCode).toBe(201);
    const moduleId = (added.json() as { _id: string })._id;
    const key = `module-unlock:${learner.user.id}:${moduleId}`;
    const jobs = async () =>
      (await db.execute<{ run_at: Date }>(sql`select run_at from graphile_worker.jobs where key = ${key}`))
        .rows;
    expect(await jobs()).toHaveLength(1);
    expect(Math.abs(new Date((await jobs())[0]!.run_at).getTime() - (Date.now() + 5 * DAY))).toBeLessThan(
      60_000,
    );

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/module/${moduleId}`,
      headers: admin.headers,
      payload: { release_after_days: 10 },
    });
    expect(edited.statusCode).toBe(200);
    // Moved, not doubled.
    expect(await jobs()).toHaveLength(1);
    expect(Math.abs(new Date((await jobs())[0]!.run_at).getTime() - (Date.now() + 10 * DAY))).toBeLessThan(
      60_000,
    );

    // A module open at once is announced an hour later, once it has a lesson.
    const open = await app.inject({
      method: 'POST',
      url: `/api/admin/program/${program.id}/module`,
      headers: admin.headers,
      payload: { title: 'Bonus: reading results', release_after_days: 0 },
    });
    const openId = (open.json() as { _id: string })._id;
    const openJob = await db.execute<{ run_at: Date }>(
      sql`select run_at from graphile_worker.jobs where key = ${`module-unlock:${learner.user.id}:${openId}`}`,
    );
    expect(Math.abs(new Date(openJob.rows[0]!.run_at).getTime() - (Date.now() + HOUR))).toBeLessThan(60_000);
    const payload = { user_id: learner.user.id, module_id: openId };
    expect(await sendModuleUnlockMail(db, payload, config.publicUrl, new Date())).toBe(false);
    await createLesson(db, { id: openId }, { title: 'Quarterly results' });
    expect(await sendModuleUnlockMail(db, payload, config.publicUrl, new Date())).toBe(true);
  });

  it('mails a learner given early access at once, and not again on the drip date', async () => {
    const { later, learner, admin } = await approvedLearnerWithDrip();
    const granted = await app.inject({
      method: 'POST',
      url: `/api/admin/module/${later.id}/early-access`,
      headers: admin.headers,
      payload: { user_id: learner.user.id },
    });
    expect(granted.statusCode).toBe(201);
    const { rows } = await db.execute<{ run_at: Date }>(
      sql`select run_at from graphile_worker.jobs where key = ${`module-unlock:${learner.user.id}:${later.id}`}`,
    );
    // The job due in 3 days now runs at once.
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.run_at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const payload = { user_id: learner.user.id, module_id: later.id };
    expect(await sendModuleUnlockMail(db, payload, config.publicUrl, new Date())).toBe(true);
    const dripDate = new Date(Date.now() + 3 * DAY + 60_000);
    expect(await sendModuleUnlockMail(db, payload, config.publicUrl, dripDate)).toBe(false);
  });
});
