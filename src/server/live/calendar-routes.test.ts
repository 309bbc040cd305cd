import { MESSAGES } from '@contract/messages.ts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveSessions, users } from '../db/schema.ts';
import {
  adminSession,
  createBatch,
  createLiveSession,
  createProgram,
  createSubscription,
  instructorSession,
  userSession,
} from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { parseCalendar } from '../test/ical.ts';

const { app, db, config } = await buildTestApp();
const HOUR = 3_600_000;
const host = new URL(config.publicUrl).host;

type Learner = Awaited<ReturnType<typeof userSession>>;

async function feedOf(learner: Learner) {
  const res = await app.inject({ method: 'GET', url: '/api/profile/calendar', headers: learner.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { feed_url: string; webcal_url: string; google_url: string; rotated_at: string };
}

const feedPath = (feedUrl: string) => new URL(feedUrl).pathname;

async function readFeed(feedUrl: string) {
  const res = await app.inject({ method: 'GET', url: feedPath(feedUrl) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  return { text: res.body, ...parseCalendar(res.body) };
}

/** A program with a batch, a learner actively subscribed to it, and the batch's sessions. */
async function learnerInBatch(status: 'active' | 'pending' | 'rejected' | 'refunded' = 'active') {
  const program = await createProgram(db, { title: 'Pro Trader' });
  const batch = await createBatch(db, program, { name: 'Evening batch' });
  const learner = await userSession(app, db);
  await createSubscription(db, learner.user, program, { status, batchId: batch.id });
  return { program, batch, learner };
}

describe('the private calendar feed', () => {
  it('gives a signed-in learner one stable address, as https, webcal and Google "add by URL"', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/profile/calendar' })).statusCode).toBe(401);
    const learner = await userSession(app, db);
    const feed = await feedOf(learner);
    expect(feed.feed_url).toMatch(new RegExp(`^${config.publicUrl}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(feed.webcal_url).toBe(feed.feed_url.replace(/^https?:\/\//, 'webcal://'));
    expect(feed.google_url).toBe(
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feed.webcal_url)}`,
    );
    expect((await feedOf(learner)).feed_url).toBe(feed.feed_url);
    // Only a digest of the token is stored.
    const { rows } = await db.execute<{ token_hash: string }>(
      sql`select token_hash from calendar_feeds where user_id = ${learner.user.id}`,
    );
    expect(rows[0]!.token_hash).not.toContain(feedPath(feed.feed_url).slice(14, 57));
  });

  it('makes one feed when 20 first asks arrive at once', async () => {
    const learner = await userSession(app, db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ method: 'GET', url: '/api/profile/calendar', headers: learner.headers }),
      ),
    );
    expect(new Set(answers.map((res) => res.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((res) => (res.json() as { feed_url: string }).feed_url)).size).toBe(1);
    const { rows } = await db.execute(sql`select 1 from calendar_feeds where user_id = ${learner.user.id}`);
    expect(rows).toHaveLength(1);
  });

  it('lists every session of the learner’s batches, scheduled and cancelled, in IST, read by ical.js', async () => {
    const { batch, learner } = await learnerInBatch();
    const startsAt = new Date(Date.UTC(2030, 0, 8, 14, 0));
    const first = await createLiveSession(db, batch, { title: 'Candles, wicks; and gaps', startsAt });
    const second = await createLiveSession(db, batch, {
      startsAt: new Date(startsAt.getTime() + 48 * HOUR),
      durationMinutes: 90,
      status: 'cancelled',
      sequence: 2,
    });
    const { events, calendar } = await readFeed((await feedOf(learner)).feed_url);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Kolkata');
    expect(events.map((event) => event.uid)).toEqual([`${first.id}@${host}`, `${second.id}@${host}`]);
    expect(events[0]).toMatchObject({
      summary: 'Candles, wicks; and gaps',
      status: 'CONFIRMED',
      sequence: 0,
      tzid: 'Asia/Kolkata',
      url: `${config.publicUrl}/live/${first.id}`,
    });
    expect(events[0]!.description).toBe(
      `Pro Trader · Evening batch\nJoin: ${config.publicUrl}/live/${first.id}`,
    );
    expect(events[0]!.start.toISOString()).toBe('2030-01-08T14:00:00.000Z');
    expect(events[0]!.end.toISOString()).toBe('2030-01-08T15:00:00.000Z');
    expect(events[1]).toMatchObject({ status: 'CANCELLED', sequence: 2 });
    expect(events[1]!.end.getTime() - events[1]!.start.getTime()).toBe(90 * 60_000);
    // Never the room itself: the calendar links to the join page.
    const { text } = await readFeed((await feedOf(learner)).feed_url);
    expect(text).not.toContain('meet.jit.si');
  });

  it('follows a move and a cancellation with the same UID, a higher SEQUENCE and STATUS:CANCELLED', async () => {
    const { batch, learner } = await learnerInBatch();
    const session = await createLiveSession(db, batch, { startsAt: new Date(Date.now() + 72 * HOUR) });
    const { feed_url } = await feedOf(learner);
    const movedTo = new Date(Date.UTC(2030, 5, 2, 13, 30));
    await db
      .update(liveSessions)
      .set({ startsAt: movedTo, sequence: sql`${liveSessions.sequence} + 1`, updatedOn: sql`now()` })
      .where(eq(liveSessions.id, session.id));
    let [event] = (await readFeed(feed_url)).events;
    expect(event).toMatchObject({ uid: `${session.id}@${host}`, sequence: 1, status: 'CONFIRMED' });
    expect(event!.start.toISOString()).toBe(movedTo.toISOString());
    await db
      .update(liveSessions)
      .set({ status: 'cancelled', sequence: sql`${liveSessions.sequence} + 1` })
      .where(eq(liveSessions.id, session.id));
    [event] = (await readFeed(feed_url)).events;
    expect(event).toMatchObject({ uid: `${session.id}@${host}`, sequence: 2, status: 'CANCELLED' });
  });

  it('folds a long Hindi title at 75 octets and gives it back whole', async () => {
    const { batch, learner } = await learnerInBatch();
    const title = 'निफ्टी ऑप्शन चेन की लाइव कक्षा: ग्रीक्स, स्प्रेड और जोखिम प्रबंधन, शाम की बैच';
    await createLiveSession(db, batch, { title });
    const { text, events } = await readFeed((await feedOf(learner)).feed_url);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(events[0]!.summary).toBe(title);
  });

  it("leaves out other learners' batches, and batches of rejected or refunded subscriptions", async () => {
    const mine = await learnerInBatch();
    await createLiveSession(db, mine.batch, { title: 'Mine' });
    for (const status of ['rejected', 'refunded', 'pending'] as const) {
      const other = await learnerInBatch(status);
      await createLiveSession(db, other.batch, { title: `Not mine (${status})` });
      // The same learner's subscription that is not active shows nothing either.
      await createSubscription(db, mine.learner.user, other.program, { status, batchId: other.batch.id });
    }
    const { events } = await readFeed((await feedOf(mine.learner)).feed_url);
    expect(events.map((event) => event.summary)).toEqual(['Mine']);
  });

  it("gives an instructor their batches' sessions", async () => {
    const instructor = await instructorSession(app, db);
    const program = await createProgram(db);
    const batch = await createBatch(db, program, { instructorId: instructor.user.id });
    await createLiveSession(db, batch, { title: 'I teach this' });
    const { events } = await readFeed((await feedOf(instructor as Learner)).feed_url);
    expect(events.map((event) => event.summary)).toEqual(['I teach this']);
  });

  it('answers 404 to an unknown, malformed or rotated token, and to a blocked account', async () => {
    for (const token of ['A'.repeat(43), 'short', '../../etc/passwd'])
      expect((await app.inject(`/api/calendar/${encodeURIComponent(token)}.ics`)).statusCode).toBe(404);
    const { learner } = await learnerInBatch();
    const before = await feedOf(learner);
    const rotated = await app.inject({
      method: 'POST',
      url: '/api/profile/calendar/rotate',
      headers: learner.headers,
    });
    expect(rotated.statusCode).toBe(200);
    const after = rotated.json() as { feed_url: string };
    expect(after.feed_url).not.toBe(before.feed_url);
    const old = await app.inject(feedPath(before.feed_url));
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ message: MESSAGES.generic.notFound });
    expect((await app.inject(feedPath(after.feed_url))).statusCode).toBe(200);
    expect((await feedOf(learner)).feed_url).toBe(after.feed_url);
    await db.update(users).set({ status: 'inactive' }).where(eq(users.id, learner.user.id));
    expect((await app.inject(feedPath(after.feed_url))).statusCode).toBe(404);
  });
});

describe('GET /api/live/:id/ics', () => {
  it('gives a learner of the batch the session as a file, and answers 404 to anyone else', async () => {
    const { batch, learner } = await learnerInBatch();
    const startsAt = new Date(Date.UTC(2030, 2, 3, 13, 30));
    const session = await createLiveSession(db, batch, { title: 'One-off', startsAt });
    const url = `/api/live/${session.id}/ics`;
    const res = await app.inject({ method: 'GET', url, headers: learner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="fintrain-class-${session.id}.ics"`,
    );
    const { events } = parseCalendar(res.body);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ uid: `${session.id}@${host}`, summary: 'One-off' });
    expect(events[0]!.start.toISOString()).toBe(startsAt.toISOString());

    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const stranger = await userSession(app, db);
    const refused = await app.inject({ method: 'GET', url, headers: stranger.headers });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: MESSAGES.liveCalendar.sessionNotFound });
    const admin = await adminSession(app, db);
    expect((await app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200);
    const missing = `/api/live/00000000-0000-4000-8000-000000000000/ics`;
    expect((await app.inject({ method: 'GET', url: missing, headers: admin.headers })).statusCode).toBe(404);
  });
});

describe('the reminder setting', () => {
  it('is on until the learner turns it off, and refuses anything but a boolean', async () => {
    const learner = await userSession(app, db);
    const url = '/api/profile/live-preferences';
    const get = () => app.inject({ method: 'GET', url, headers: learner.headers });
    expect((await get()).json()).toEqual({ reminders: true });
    const off = await app.inject({
      method: 'PUT',
      url,
      headers: learner.headers,
      payload: { reminders: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ reminders: false });
    expect((await get()).json()).toEqual({ reminders: false });
    const bad = await app.inject({
      method: 'PUT',
      url,
      headers: learner.headers,
      payload: { reminders: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'PUT', url, payload: { reminders: true } })).statusCode).toBe(401);
  });
});
