import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationPreferences, notifications } from '../db/schema.ts';
import { runDueJobs } from '../jobs/index.ts';
import { createLogger } from '../logger.ts';
import { createMailTransport } from '../mail/index.ts';
import { sharedTestDatabase } from '../test/database.ts';
import { createAccount, createNotification } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { startSmtpServer } from '../test/smtp.ts';
import { sendDailyDigests } from './digest.ts';
import { notify } from './store.ts';

// The mails go over real SMTP, and the tests read them as a mail program would: headers and text.
const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const transport = createMailTransport({
  smtpUrl: smtp.url,
  from: 'FinTrain Academy <no-reply@fintrain.in>',
  dataDir: '/nonexistent',
  log: createLogger('silent'),
});
const PUBLIC_URL = 'https://fintrain.test';
const { app, db, outbox } = await buildTestApp({ PUBLIC_URL }, { transport });
const { pool } = await sharedTestDatabase();
beforeEach(() => {
  smtp.received.length = 0;
});

async function mailsTo(address: string) {
  await outbox.flush();
  return smtp.received.filter((mail) => mail.to.includes(address));
}

const choose = (userId: string, kind: 'thread_reply' | 'mention', email: 'immediate' | 'daily' | 'off') =>
  db.insert(notificationPreferences).values({ userId, kind, email });

/** The token in a mail's unsubscribe page link. */
function pageToken(text: string): string {
  const token = /\/notifications\/unsubscribe\/([a-z_]+\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error('no unsubscribe link in the mail');
  return token;
}

const oneClick = (url: string) =>
  app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

const digestTask = { 'notification-digest': async () => void (await sendDailyDigests(db)) };

/** Queues the digest cron job as graphile-worker's cron would, and runs it. */
async function runDigestJob() {
  await db.execute(sql`select graphile_worker.add_job('notification-digest', '{}'::json)`);
  await runDueJobs(pool, digestTask);
}

describe('notify and its e-mail', () => {
  it('mails a notification at once by default, with a one-click unsubscribe that turns that kind off', async () => {
    const learner = await createAccount(db, { email: 'asha@example.in' });
    await createNotification(db, learner, {
      kind: 'mention',
      title: 'Ravi mentioned you in "Stop-loss basics"',
      body: 'Ravi: @Asha had the same question last week.',
      link: '/programs/pro-trader',
    });
    const [mail] = await mailsTo('asha@example.in');
    expect(mail?.subject).toBe('Ravi mentioned you in "Stop-loss basics"');
    expect(mail?.text).toContain('Ravi: @Asha had the same question last week.');
    expect(mail?.text).toContain(`${PUBLIC_URL}/programs/pro-trader`);
    const token = pageToken(mail!.text);
    expect(mail?.text).toContain(`${PUBLIC_URL}/notifications/unsubscribe/${token}`);
    expect(mail?.headers['list-unsubscribe']).toBe(`<${PUBLIC_URL}/api/notifications/unsubscribe/${token}>`);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The mail program's one-click button: no sign-in, only the token.
    const answer = await oneClick(mail!.headers['list-unsubscribe']!.slice(1, -1));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toContain('no more e-mails about mentions of me');
    const preferences = await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, learner.id));
    expect(preferences.map((row) => [row.kind, row.email])).toEqual([['mention', 'off']]);

    // The next mention shows in the bell but is not mailed; other kinds still are.
    await createNotification(db, learner, { kind: 'mention', title: 'Another mention' });
    await createNotification(db, learner, { kind: 'thread_reply', title: 'A reply to your thread' });
    expect((await mailsTo('asha@example.in')).map((received) => received.subject)).toEqual([
      'Ravi mentioned you in "Stop-loss basics"',
      'A reply to your thread',
    ]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, learner.id))).toHaveLength(3);
  });

  it('notifies once for a repeated dedupe key, and not at all when the transaction rolls back', async () => {
    const learner = await createAccount(db, { email: 'ravi@example.in' });
    const input = {
      userId: learner.id,
      kind: 'answer_accepted' as const,
      title: 'Your answer was accepted',
      link: '/programs',
      dedupeKey: 'answer-accepted:post-1',
    };
    const first = await db.transaction((tx) => notify(tx, input));
    const again = await db.transaction((tx) => notify(tx, input));
    expect(first).toEqual(expect.any(String));
    expect(again).toBeUndefined();
    await expect(
      db.transaction(async (tx) => {
        await notify(tx, { ...input, dedupeKey: 'answer-accepted:post-2' });
        throw new Error('the reply could not be saved');
      }),
    ).rejects.toThrow('the reply could not be saved');
    expect(await db.select().from(notifications).where(eq(notifications.userId, learner.id))).toHaveLength(1);
    expect(await mailsTo('ravi@example.in')).toHaveLength(1);
  });

  it('stores and mails once when 10 retries of one event arrive at once', async () => {
    const learner = await createAccount(db, { email: 'retried@example.in' });
    const ids = await Promise.all(
      Array.from({ length: 10 }, () =>
        db.transaction((tx) =>
          notify(tx, {
            userId: learner.id,
            kind: 'moderation_decision',
            title: 'Your post was approved',
            link: '/programs',
            dedupeKey: 'moderation:post-9',
          }),
        ),
      ),
    );
    expect(ids.filter(Boolean)).toHaveLength(1);
    expect(await db.select().from(notifications).where(eq(notifications.userId, learner.id))).toHaveLength(1);
    expect((await mailsTo('retried@example.in')).map((mail) => mail.subject)).toEqual([
      'Your post was approved',
    ]);
  });

  it('stores nothing for a blocked account, and refuses a link to another site', async () => {
    const blocked = await createAccount(db, { status: 'inactive' });
    expect(
      await db.transaction((tx) =>
        notify(tx, { userId: blocked.id, kind: 'mention', title: 'Hi', link: '/' }),
      ),
    ).toBeUndefined();
    const learner = await createAccount(db);
    for (const link of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      await expect(
        db.transaction((tx) => notify(tx, { userId: learner.id, kind: 'mention', title: 'Hi', link })),
      ).rejects.toThrow('link must be a path of this site');
    }
    // The table refuses one that got past the function.
    await expect(
      db
        .insert(notifications)
        .values({ userId: learner.id, kind: 'mention', title: 'Hi', link: '/\\evil.example' }),
    ).rejects.toThrow();
    expect(await db.select().from(notifications)).toEqual([]);
  });
});

describe('the evening digest (the notification-digest cron job)', () => {
  it("sends one mail per learner with the day's unread, not yet mailed notifications of their daily kinds", async () => {
    const meera = await createAccount(db, { email: 'meera@example.in' });
    const kiran = await createAccount(db, { email: 'kiran@example.in' });
    await choose(meera.id, 'thread_reply', 'daily');
    await choose(kiran.id, 'thread_reply', 'daily');
    await createNotification(db, meera, { title: 'Reply one', link: '/programs/one' });
    await createNotification(db, meera, { title: 'Reply two', link: '/programs/two' });
    const read = await createNotification(db, meera, { title: 'Reply already read' });
    const old = await createNotification(db, meera, { title: 'Reply of last week' });
    await createNotification(db, meera, { kind: 'mention', title: 'A mention mailed at once' });
    await db.update(notifications).set({ readAt: sql`now()` }).where(eq(notifications.id, read));
    await db
      .update(notifications)
      .set({ createdAt: sql`now() - interval '7 days'` })
      .where(eq(notifications.id, old));
    await createNotification(db, kiran, { title: 'Reply for Kiran' });
    // Only the mention went out during the day.
    expect((await mailsTo('meera@example.in')).map((mail) => mail.subject)).toEqual([
      'A mention mailed at once',
    ]);
    smtp.received.length = 0;

    await runDigestJob();
    const [digest, ...others] = await mailsTo('meera@example.in');
    expect(others).toEqual([]);
    expect(digest?.subject).toBe('FinTrain Academy: 2 new notifications today');
    expect(digest?.text).toContain(`Reply two\nAsha Rao replied`);
    expect(digest?.text).toContain(`${PUBLIC_URL}/programs/one`);
    expect(digest?.text.indexOf('Reply two')).toBeLessThan(digest!.text.indexOf('Reply one'));
    expect(digest?.text).not.toContain('Reply already read');
    expect(digest?.text).not.toContain('Reply of last week');
    expect(digest?.text).not.toContain('A mention mailed at once');
    expect(digest?.text).toContain('7 pm IST');
    expect(digest?.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${PUBLIC_URL}/api/notifications/unsubscribe/digest\\.${meera.id}\\.`),
    );
    expect((await mailsTo('kiran@example.in')).map((mail) => mail.subject)).toEqual([
      'FinTrain Academy: 1 new notification today',
    ]);

    // A second run finds nothing left to send.
    smtp.received.length = 0;
    await runDigestJob();
    expect(await mailsTo('meera@example.in')).toEqual([]);
  });

  it('sends one digest when two instances run the job at once', async () => {
    const learner = await createAccount(db, { email: 'twice@example.in' });
    await choose(learner.id, 'thread_reply', 'daily');
    await createNotification(db, learner, { title: 'Reply for one digest' });
    const sent = await Promise.all([sendDailyDigests(db), sendDailyDigests(db), sendDailyDigests(db)]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect((await mailsTo('twice@example.in')).map((mail) => mail.subject)).toEqual([
      'FinTrain Academy: 1 new notification today',
    ]);
  });

  it("turns every daily kind off from the digest's link, without signing in", async () => {
    const meera = await createAccount(db, { email: 'meera.d@example.in' });
    await choose(meera.id, 'thread_reply', 'daily');
    await choose(meera.id, 'mention', 'daily');
    await createNotification(db, meera, { title: 'Reply for the digest' });
    await runDigestJob();
    const [digest] = await mailsTo('meera.d@example.in');
    const token = pageToken(digest!.text);

    // The link opened in a browser shows the page with its button, and changes nothing yet.
    const opened = await app.inject({ method: 'GET', url: `/api/notifications/unsubscribe/${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/notifications/unsubscribe/${token}`);
    expect(
      (
        await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, meera.id))
      ).map((row) => row.email),
    ).toEqual(['daily', 'daily']);

    // The page's button posts JSON; twice is the same as once.
    for (let click = 0; click < 2; click += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe/${token}`,
        payload: { 'List-Unsubscribe': 'One-Click' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().message).toContain('no more daily digests');
    }
    const rows = await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, meera.id));
    expect(Object.fromEntries(rows.map((row) => [row.kind, row.email]))).toEqual({
      thread_reply: 'off',
      mention: 'off',
      // Daily by default (DEFAULT_EMAIL_CHOICE): part of the digest too.
      weekly_review: 'off',
    });
  });

  it('refuses a forged, altered or foreign token with 404, and a malformed one with 400', async () => {
    const learner = await createAccount(db, { email: 'forged@example.in' });
    await createNotification(db, learner, { kind: 'mention', title: 'A mention' });
    const [mail] = await mailsTo('forged@example.in');
    const token = pageToken(mail!.text);
    const [scope, userId, signature] = token.split('.');
    const victim = await createAccount(db);
    const forged = [
      // Another user's id under this user's signature.
      `${scope}.${victim.id}.${signature}`,
      // Another kind under the mention's signature.
      `thread_reply.${userId}.${signature}`,
      // A signature made up.
      `${scope}.${userId}.${'A'.repeat(43)}`,
    ];
    for (const candidate of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await app.inject({
          method,
          url: `/api/notifications/unsubscribe/${candidate}`,
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual({ message: expect.stringContaining('not valid') });
      }
    }
    expect(await db.select().from(notificationPreferences)).toEqual([]);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe/nonsense',
      payload: {},
    });
    expect(malformed.statusCode).toBe(400);
  });
});
