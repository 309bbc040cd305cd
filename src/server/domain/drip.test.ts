import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminSession,
  createModule,
  createProgram,
  createSubscription,
  userSession,
} from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { sendModuleUnlockMail } from './drip.ts';

const { app, db, config, outbox, mail } = await buildTestApp();
const DAY = 24 * 60 * 60 * 1000;

async function approvedLearnerWithDrip() {
  const program = await createProgram(db);
  await createModule(db, program, { title: 'Basics', releaseAfterDays: 0 });
  const later = await createModule(db, program, { title: 'Options strategies', releaseAfterDays: 3 });
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
});
