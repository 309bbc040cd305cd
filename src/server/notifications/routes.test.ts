import { DEFAULT_EMAIL_CHOICE, NOTIFICATION_LIMITS } from '@contract/notifications.ts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../db/schema.ts';
import { createNotification, userSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db } = await buildTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
const put = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: `/api${url}`, payload: payload as object, headers });

/** Notifications with distinct times, oldest first, so that "newest first" is tested, not assumed. */
async function notificationsFor(user: { id: string }, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = await createNotification(db, user, { title: `Reply number ${index + 1}` });
    await db
      .update(notifications)
      .set({ createdAt: sql`now() - make_interval(mins => ${count - index})` })
      .where(eq(notifications.id, id));
    ids.push(id);
  }
  return ids;
}

describe('the notifications API refuses anonymous callers', () => {
  it('answers 401 to every signed-in endpoint without a token', async () => {
    for (const answer of [
      await get('/notifications'),
      await get('/notifications/unread'),
      await post('/notifications/read', { all: true }),
      await get('/notifications/preferences'),
      await put('/notifications/preferences', { email: { mention: 'off' } }),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('GET /api/notifications', () => {
  it("lists only the user's own notifications, newest first, with the unread count", async () => {
    const learner = await userSession(app, db);
    const other = await userSession(app, db);
    await notificationsFor(learner.user, 3);
    await createNotification(db, other.user, { title: 'Not for the learner' });
    const answer = await get('/notifications', learner.headers);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.items.map((item: { title: string }) => item.title)).toEqual([
      'Reply number 3',
      'Reply number 2',
      'Reply number 1',
    ]);
    expect(body.unread).toBe(3);
    expect(body.next_cursor).toBeNull();
    expect(body.items[0]).toMatchObject({
      kind: 'thread_reply',
      link: '/programs',
      read_at: null,
      body: 'Asha Rao replied: a stop-loss limits the loss of one trade.',
    });
  });

  it('pages with the cursor it gives, without repeating or skipping one', async () => {
    const learner = await userSession(app, db);
    const ids = await notificationsFor(learner.user, 5);
    const first = (await get('/notifications?limit=2', learner.headers)).json();
    expect(first.items.map((item: { _id: string }) => item._id)).toEqual([ids[4], ids[3]]);
    const second = (await get(`/notifications?limit=2&cursor=${first.next_cursor}`, learner.headers)).json();
    expect(second.items.map((item: { _id: string }) => item._id)).toEqual([ids[2], ids[1]]);
    const last = (await get(`/notifications?limit=2&cursor=${second.next_cursor}`, learner.headers)).json();
    expect(last.items.map((item: { _id: string }) => item._id)).toEqual([ids[0]]);
    expect(last.next_cursor).toBeNull();
  });

  it("gives an empty page for another user's notification as the cursor", async () => {
    const learner = await userSession(app, db);
    const other = await userSession(app, db);
    await notificationsFor(learner.user, 2);
    const [foreign] = await notificationsFor(other.user, 1);
    const answer = await get(`/notifications?cursor=${foreign}`, learner.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().items).toEqual([]);
  });

  it('refuses a limit above the maximum with 400', async () => {
    const learner = await userSession(app, db);
    const answer = await get(`/notifications?limit=${NOTIFICATION_LIMITS.maxPageSize + 1}`, learner.headers);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: expect.any(String) });
  });
});

describe('GET /api/notifications/unread', () => {
  it('counts unread notifications, and stops at the cap', async () => {
    const learner = await userSession(app, db);
    expect((await get('/notifications/unread', learner.headers)).json()).toEqual({ unread: 0 });
    await db.insert(notifications).values(
      Array.from({ length: NOTIFICATION_LIMITS.unreadCap + 5 }, (_, index) => ({
        userId: learner.user.id,
        kind: 'mention' as const,
        title: `Mention ${index}`,
        link: '/programs',
      })),
    );
    expect((await get('/notifications/unread', learner.headers)).json()).toEqual({
      unread: NOTIFICATION_LIMITS.unreadCap + 1,
    });
  });
});

describe('POST /api/notifications/read', () => {
  it("marks the given ids read, ignores another user's, and answers the unread count", async () => {
    const learner = await userSession(app, db);
    const other = await userSession(app, db);
    const [first, second] = await notificationsFor(learner.user, 2);
    const [foreign] = await notificationsFor(other.user, 1);
    const answer = await post('/notifications/read', { ids: [first, foreign] }, learner.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ unread: 1 });
    const rows = await db.select().from(notifications);
    const readAt = (id: string | undefined) => rows.find((row) => row.id === id)?.readAt ?? null;
    expect(readAt(first)).toBeInstanceOf(Date);
    expect(readAt(second)).toBeNull();
    // The other user's notification is untouched, and still unread in their bell.
    expect(readAt(foreign)).toBeNull();
    expect((await get('/notifications/unread', other.headers)).json()).toEqual({ unread: 1 });
  });

  it('marks all read with { all: true }, and keeps the first read time when asked again', async () => {
    const learner = await userSession(app, db);
    const [first] = await notificationsFor(learner.user, 3);
    await post('/notifications/read', { ids: [first] }, learner.headers);
    const [before] = await db.select().from(notifications).where(eq(notifications.id, first!));
    const answer = await post('/notifications/read', { all: true }, learner.headers);
    expect(answer.json()).toEqual({ unread: 0 });
    const again = await post('/notifications/read', { all: true }, learner.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ unread: 0 });
    const [after] = await db.select().from(notifications).where(eq(notifications.id, first!));
    expect(after!.readAt).toEqual(before!.readAt);
    const page = (await get('/notifications', learner.headers)).json();
    expect(page.items.every((item: { read_at: string | null }) => item.read_at !== null)).toBe(true);
  });

  it('agrees with itself when 20 read calls arrive at once', async () => {
    const learner = await userSession(app, db);
    const ids = await notificationsFor(learner.user, 4);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post('/notifications/read', index % 2 ? { all: true } : { ids: [ids[index % 4]] }, learner.headers),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect((await get('/notifications/unread', learner.headers)).json()).toEqual({ unread: 0 });
    const rows = await db.select().from(notifications).where(eq(notifications.userId, learner.user.id));
    expect(rows.every((row) => row.readAt !== null)).toBe(true);
  });

  it('refuses an empty list, a bad id, and both forms at once with 400', async () => {
    const learner = await userSession(app, db);
    for (const payload of [{ ids: [] }, { ids: ['not-an-id'] }, { all: false }, {}, { ids: [], all: true }]) {
      const answer = await post('/notifications/read', payload, learner.headers);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('GET and PUT /api/notifications/preferences', () => {
  it('gives the defaults, changes only the kinds sent, and keeps them per user', async () => {
    const learner = await userSession(app, db);
    const other = await userSession(app, db);
    const defaults = await get('/notifications/preferences', learner.headers);
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json()).toEqual({ email: DEFAULT_EMAIL_CHOICE });
    const saved = await put(
      '/notifications/preferences',
      { email: { thread_reply: 'daily', mention: 'off' } },
      learner.headers,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      email: { ...DEFAULT_EMAIL_CHOICE, thread_reply: 'daily', mention: 'off' },
    });
    expect((await get('/notifications/preferences', learner.headers)).json()).toEqual(saved.json());
    expect((await get('/notifications/preferences', other.headers)).json()).toEqual({
      email: DEFAULT_EMAIL_CHOICE,
    });
  });

  it('refuses an unknown choice, an unknown kind, and the live kinds (they keep their own switch) with 400', async () => {
    const learner = await userSession(app, db);
    for (const email of [{ mention: 'weekly' }, { gossip: 'off' }, { live_reminder: 'off' }]) {
      const answer = await put('/notifications/preferences', { email }, learner.headers);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
  });
});
