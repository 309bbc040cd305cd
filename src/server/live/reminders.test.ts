import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { livePreferences, liveSessions, notifications } from '../db/schema.ts';
import { runDueJobs } from '../jobs/index.ts';
import { sharedTestDatabase } from '../test/database.ts';
import {
  createAccount,
  createBatch,
  createLiveSession,
  createProgram,
  createSubscription,
} from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { onSessionCancelled, onSessionMoved, onSessionScheduled } from './index.ts';
import { sendLiveChangeNotice, sendLiveReminder } from './reminders-mail.ts';

const { db, config, mail, outbox } = await buildTestApp();
const { pool } = await sharedTestDatabase();
const HOUR = 3_600_000;
const tasks = {
  'live-reminder': (payload: { session_id: string; hours: number; starts_at: string }) =>
    sendLiveReminder(db, payload, config.publicUrl),
  'live-session-changed': (payload: { session_id: string }) =>
    sendLiveChangeNotice(db, payload, config.publicUrl),
};

type JobRow = {
  key: string;
  run_at: Date;
  task_identifier: string;
  payload: Record<string, unknown>;
};

const jobsOf = async (sessionId: string) =>
  (
    await db.execute<JobRow>(
      // The jobs view leaves out the payload: the private tables have it.
      sql`select j.key, j.run_at, t.identifier as task_identifier, j.payload
          from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
          where j.key like ${`%:${sessionId}%`} order by j.key`,
    )
  ).rows;

/** A batch with learners: one who gets reminders, one who turned them off, and some who must get nothing. */
async function batchWithLearners() {
  const program = await createProgram(db, { title: 'Pro Trader' });
  const batch = await createBatch(db, program, { name: 'Evening batch' });
  const other = await createBatch(db, program, { name: 'Morning batch' });
  const learner = async (
    name: string,
    status: 'active' | 'pending' | 'rejected' = 'active',
    account: 'active' | 'inactive' = 'active',
    inBatch = batch,
  ) => {
    const user = await createAccount(db, { email: `${name}@example.in`, status: account });
    await createSubscription(db, user, program, { status, batchId: inBatch.id });
    return user;
  };
  const reminded = await learner('reminded');
  const optedOut = await learner('optedout');
  await db.insert(livePreferences).values({ userId: optedOut.id, reminders: false });
  await learner('pending', 'pending');
  await learner('rejected', 'rejected');
  await learner('blocked', 'active', 'inactive');
  await learner('elsewhere', 'active', 'active', other);
  return { program, batch, reminded, optedOut };
}

const inTransaction = (hook: (tx: typeof db, id: string) => Promise<void>, id: string) =>
  db.transaction((tx) => hook(tx as unknown as typeof db, id));

/** The jobs of the session fall due now. */
async function dueNow(key: string) {
  await db.execute(sql`update graphile_worker._private_jobs set run_at = now() where key = ${key}`);
}

async function mailsAbout(title: string) {
  await outbox.flush();
  return mail.sent.filter((message) => message.subject.includes(title));
}

describe('the reminder jobs of a live session', () => {
  it('queues a reminder 24 hours and 1 hour before, keyed by session and offset', async () => {
    const { batch } = await batchWithLearners();
    const startsAt = new Date(Math.floor((Date.now() + 72 * HOUR) / 1000) * 1000);
    const session = await createLiveSession(db, batch, { startsAt });
    await inTransaction(onSessionScheduled, session.id);
    const jobs = await jobsOf(session.id);
    expect(jobs.map((job) => [job.key, job.task_identifier, new Date(job.run_at).toISOString()])).toEqual([
      [`live-reminder:${session.id}:1h`, 'live-reminder', new Date(startsAt.getTime() - HOUR).toISOString()],
      [
        `live-reminder:${session.id}:24h`,
        'live-reminder',
        new Date(startsAt.getTime() - 24 * HOUR).toISOString(),
      ],
    ]);
    expect(jobs[0]!.payload).toEqual({ session_id: session.id, hours: 1, starts_at: startsAt.toISOString() });
  });

  it('skips a reminder whose time has passed', async () => {
    const { batch } = await batchWithLearners();
    const soon = await createLiveSession(db, batch, { startsAt: new Date(Date.now() + 5 * HOUR) });
    await inTransaction(onSessionScheduled, soon.id);
    expect((await jobsOf(soon.id)).map((job) => job.key)).toEqual([`live-reminder:${soon.id}:1h`]);
  });

  it('queues nothing when the transaction that made the session rolls back', async () => {
    const { batch } = await batchWithLearners();
    const session = await createLiveSession(db, batch, { startsAt: new Date(Date.now() + 72 * HOUR) });
    await expect(
      db.transaction(async (tx) => {
        await onSessionScheduled(tx, session.id);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobsOf(session.id)).toEqual([]);
  });

  it('re-queues the reminders at the new time when the session moves, and mails the batch at once', async () => {
    const { batch, reminded, optedOut } = await batchWithLearners();
    const session = await createLiveSession(db, batch, {
      title: 'Moving class',
      startsAt: new Date(Date.now() + 72 * HOUR),
    });
    await inTransaction(onSessionScheduled, session.id);
    // 8 December 2030, 7:30 pm IST.
    const movedTo = new Date(Date.UTC(2030, 11, 8, 14, 0));
    await db.transaction(async (tx) => {
      await tx
        .update(liveSessions)
        .set({ startsAt: movedTo, sequence: sql`${liveSessions.sequence} + 1` })
        .where(eq(liveSessions.id, session.id));
      await onSessionMoved(tx, session.id);
    });
    const jobs = await jobsOf(session.id);
    expect(jobs.map((job) => [job.key, new Date(job.run_at).toISOString()])).toEqual([
      [`live-reminder:${session.id}:1h`, new Date(movedTo.getTime() - HOUR).toISOString()],
      [`live-reminder:${session.id}:24h`, new Date(movedTo.getTime() - 24 * HOUR).toISOString()],
      [`live-session-changed:${session.id}`, expect.any(String)],
    ]);

    await runDueJobs(pool, tasks);
    const notices = await mailsAbout('Class moved: Moving class');
    // Changes reach every learner of the batch, reminders on or off.
    expect(notices.map((message) => message.to).sort()).toEqual([optedOut.email, reminded.email].sort());
    expect(notices[0]!.text).toContain('Sunday 8 December, 7:30 pm IST');
    expect(notices[0]!.text).toContain(`${config.publicUrl}/live/${session.id}`);
    expect(notices[0]!.text).not.toContain('meet.jit.si');

    // The 24-hour reminder, once due, says the new time, to those who want reminders.
    mail.sent.length = 0;
    await dueNow(`live-reminder:${session.id}:24h`);
    await runDueJobs(pool, tasks);
    const reminders = await mailsAbout('Live class in 24 hours: Moving class');
    expect(reminders.map((message) => message.to)).toEqual([reminded.email]);
    expect(reminders[0]!.text).toContain('Sunday 8 December, 7:30 pm IST');
    expect(reminders[0]!.text).toContain(`${config.publicUrl}/profile#calendar`);
  });

  it('removes the reminders of a cancelled session, and tells the batch', async () => {
    const { batch, reminded, optedOut } = await batchWithLearners();
    const session = await createLiveSession(db, batch, {
      title: 'Cancelled class',
      startsAt: new Date(Date.now() + 72 * HOUR),
    });
    await inTransaction(onSessionScheduled, session.id);
    await db.transaction(async (tx) => {
      await tx
        .update(liveSessions)
        .set({ status: 'cancelled', sequence: sql`${liveSessions.sequence} + 1` })
        .where(eq(liveSessions.id, session.id));
      await onSessionCancelled(tx, session.id);
    });
    expect((await jobsOf(session.id)).map((job) => job.key)).toEqual([`live-session-changed:${session.id}`]);
    await runDueJobs(pool, tasks);
    const notices = await mailsAbout('Class cancelled: Cancelled class');
    expect(notices.map((message) => message.to).sort()).toEqual([optedOut.email, reminded.email].sort());
  });

  it('sends a reminder only to active learners of the batch who kept reminders on', async () => {
    const { batch, reminded } = await batchWithLearners();
    const session = await createLiveSession(db, batch, {
      title: 'Reminded class',
      startsAt: new Date(Date.now() + 72 * HOUR),
    });
    await inTransaction(onSessionScheduled, session.id);
    await dueNow(`live-reminder:${session.id}:1h`);
    await runDueJobs(pool, tasks);
    const sent = await mailsAbout('Live class in 1 hour: Reminded class');
    expect(sent.map((message) => message.to)).toEqual([reminded.email]);
    expect(sent[0]!.text).toContain('Pro Trader · Evening batch');
    // The job is done: nothing is left to send twice.
    expect((await jobsOf(session.id)).map((job) => job.key)).toEqual([`live-reminder:${session.id}:24h`]);
  });

  it('says nothing for a job queued for a start the session no longer has, or for a cancelled session', async () => {
    const { batch } = await batchWithLearners();
    const session = await createLiveSession(db, batch, {
      title: 'Stale class',
      startsAt: new Date(Date.now() + 72 * HOUR),
    });
    await sendLiveReminder(
      db,
      { session_id: session.id, hours: 24, starts_at: new Date(Date.now() + 48 * HOUR).toISOString() },
      config.publicUrl,
    );
    await db.update(liveSessions).set({ status: 'cancelled' }).where(eq(liveSessions.id, session.id));
    await sendLiveReminder(
      db,
      { session_id: session.id, hours: 24, starts_at: session.startsAt.toISOString() },
      config.publicUrl,
    );
    expect(await mailsAbout('Stale class')).toEqual([]);
  });
});

describe('live classes in the notifications bell (docs/product.md §21)', () => {
  const bellOf = async (userId: string) =>
    db
      .select({ kind: notifications.kind, title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(notifications.createdAt);

  it("puts the reminder in every active learner's bell, reminders on or off, without a second mail", async () => {
    const { batch, reminded, optedOut } = await batchWithLearners();
    const session = await createLiveSession(db, batch, {
      title: 'Bell class',
      startsAt: new Date(Date.now() + 72 * HOUR),
    });
    await inTransaction(onSessionScheduled, session.id);
    await dueNow(`live-reminder:${session.id}:1h`);
    await runDueJobs(pool, tasks);
    const expected = [
      { kind: 'live_reminder', title: 'Live class in 1 hour: Bell class', link: `/live/${session.id}` },
    ];
    expect(await bellOf(reminded.id)).toEqual(expected);
    expect(await bellOf(optedOut.id)).toEqual(expected);
    // The learners outside the batch, pending or blocked, see nothing.
    expect(await db.select().from(notifications)).toHaveLength(2);
    // One mail, the live area's own: the store adds none.
    expect((await mailsAbout('Bell class')).map((message) => message.to)).toEqual([reminded.email]);

    // A job run again (at-least-once) adds nothing to the bell.
    await sendLiveReminder(
      db,
      { session_id: session.id, hours: 1, starts_at: session.startsAt.toISOString() },
      config.publicUrl,
    );
    expect(await bellOf(reminded.id)).toHaveLength(1);
  });

  it('puts each move in the bell once, with the new time', async () => {
    const { batch, reminded } = await batchWithLearners();
    const session = await createLiveSession(db, batch, {
      title: 'Moved twice',
      startsAt: new Date(Date.now() + 72 * HOUR),
    });
    for (const hours of [80, 90]) {
      await db.transaction(async (tx) => {
        await tx
          .update(liveSessions)
          .set({ startsAt: new Date(Date.now() + hours * HOUR), sequence: sql`${liveSessions.sequence} + 1` })
          .where(eq(liveSessions.id, session.id));
        await onSessionMoved(tx, session.id);
      });
      await runDueJobs(pool, tasks);
      await sendLiveChangeNotice(db, { session_id: session.id }, config.publicUrl);
    }
    const bell = await bellOf(reminded.id);
    expect(bell.map((row) => [row.kind, row.title])).toEqual([
      ['live_session_changed', 'Class moved: Moved twice'],
      ['live_session_changed', 'Class moved: Moved twice'],
    ]);
  });
});
