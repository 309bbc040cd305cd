import {
  AttendanceSchema,
  LiveSessionListSchema,
  LiveSessionSchema,
  RosterSchema,
  StaffBatchListSchema,
  StaffLiveSessionListSchema,
} from '@contract/live.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, lessonProgress, liveAttendance, liveSessions } from '../db/schema.ts';
import {
  adminSession,
  createBatch,
  createLesson,
  createLiveSession,
  createModule,
  createProgram,
  createSubscription,
  instructorSession,
  userSession,
} from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { overlapping } from './sessions.ts';

/** The app's clock, moved by the tests (join windows are about exact moments). */
let clock = new Date('2031-03-04T12:00:00Z');
const { app, db } = await buildTestApp({}, { now: () => clock });
beforeEach(() => {
  clock = new Date('2031-03-04T12:00:00Z');
});

const minutes = (n: number) => n * 60_000;

async function setup() {
  const teacher = await instructorSession(app, db);
  const program = await createProgram(db);
  const batch = await createBatch(db, program, { instructorId: teacher.user.id });
  const learner = await userSession(app, db);
  await createSubscription(db, learner.user, program, { status: 'active', batchId: batch.id });
  const start = new Date('2031-03-04T14:00:00Z');
  const session = await createLiveSession(db, batch, {
    startsAt: start,
    durationMinutes: 90,
    instructorId: teacher.user.id,
  });
  return { teacher, program, batch, learner, session, start };
}

const join = (id: string, headers?: Record<string, string>, query = '') =>
  app.inject({ method: 'GET', url: `/api/live/${id}/join${query}`, ...(headers ? { headers } : {}) });

describe('the schedule', () => {
  it("lists a learner's sessions of their active batches only, in time order, without the link", async () => {
    const { program, batch, learner, session } = await setup();
    const later = await createLiveSession(db, batch, { startsAt: new Date('2031-03-06T14:00:00Z') });
    const otherBatch = await createBatch(db, program);
    await createLiveSession(db, otherBatch, { startsAt: new Date('2031-03-05T14:00:00Z') });
    const pendingProgram = await createProgram(db);
    const pendingBatch = await createBatch(db, pendingProgram);
    await createSubscription(db, learner.user, pendingProgram, {
      status: 'pending',
      batchId: pendingBatch.id,
    });
    await createLiveSession(db, pendingBatch, { startsAt: new Date('2031-03-05T10:00:00Z') });
    const res = await app.inject({ method: 'GET', url: '/api/live/upcoming', headers: learner.headers });
    expect(res.statusCode).toBe(200);
    const sessions = LiveSessionListSchema.parse(res.json());
    expect(sessions.map((s) => s._id)).toEqual([session.id, later.id]);
    expect(res.body).not.toContain('meet.jit.si');
    expect(sessions[0]).toMatchObject({
      batch_name: batch.name,
      program_title: program.title,
      starts_at: '2031-03-04T14:00:00.000Z',
      ends_at: '2031-03-04T15:30:00.000Z',
      join_opens_at: '2031-03-04T13:45:00.000Z',
      can_join: false,
    });
  });

  it("gives an instructor the sessions they teach, and nobody else's", async () => {
    const { teacher, session } = await setup();
    const stranger = await instructorSession(app, db);
    const mine = await app.inject({ method: 'GET', url: '/api/live/upcoming', headers: teacher.headers });
    expect(mine.json().map((s: { _id: string }) => s._id)).toEqual([session.id]);
    const theirs = await app.inject({ method: 'GET', url: '/api/live/upcoming', headers: stranger.headers });
    expect(theirs.json()).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/live/upcoming' })).statusCode).toBe(401);
  });
});

describe('the calendar window', () => {
  it('bounds starts_at on both sides, so a week is a range of the starts index', async () => {
    const from = new Date('2031-03-02T18:30:00Z');
    const to = new Date('2031-03-09T18:30:00Z');
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute(
        sql`explain select ${liveSessions.id} from ${liveSessions} where ${overlapping(from, to)}`,
      );
      return rows.rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain('live_sessions_starts_idx');
    // Both bounds are index conditions: the week's sessions, not every session before its end.
    expect(plan).toMatch(/Index Cond: \(\(starts_at > .*\) AND \(starts_at < .*\)\)/);
  });
});

describe("a session's page", () => {
  const get = (id: string, headers?: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/api/live/${id}`, ...(headers ? { headers } : {}) });

  it('gives the session to its learner, its instructor and an admin, however far away, without the link', async () => {
    const { teacher, batch, learner } = await setup();
    // A year on: outside any window the schedule would ask for.
    const far = await createLiveSession(db, batch, { startsAt: new Date('2032-03-04T14:00:00Z') });
    const admin = await adminSession(app, db);
    for (const caller of [learner, teacher, admin]) {
      const res = await get(far.id, caller.headers);
      expect(res.statusCode).toBe(200);
      expect(LiveSessionSchema.parse(res.json())).toMatchObject({
        _id: far.id,
        batch_id: batch.id,
        starts_at: '2032-03-04T14:00:00.000Z',
        can_join: false,
      });
      expect(res.body).not.toContain('meet.jit.si');
    }
  });

  it('answers 404 to a learner of another batch, a pending subscriber and a missing session, 401 without a token', async () => {
    const { program, session } = await setup();
    const stranger = await userSession(app, db);
    const pending = await userSession(app, db);
    const otherBatch = await createBatch(db, program);
    await createSubscription(db, stranger.user, program, { status: 'active', batchId: otherBatch.id });
    await createSubscription(db, pending.user, program, { status: 'pending', batchId: session.batchId });
    for (const caller of [stranger, pending]) {
      const res = await get(session.id, caller.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.liveSessions.sessionNotFound });
    }
    expect((await get('0b9d6f0e-3c1a-4a8e-9d2b-5f7c1e2a3b4c', stranger.headers)).statusCode).toBe(404);
    expect((await get('not-an-id', stranger.headers)).statusCode).toBe(400);
    expect((await get(session.id)).statusCode).toBe(401);
  });
});

describe('joining', () => {
  it('opens exactly 15 minutes before the start and closes exactly at the end', async () => {
    const { learner, session, start } = await setup();
    clock = new Date(start.getTime() - minutes(15) - 1000);
    const early = await join(session.id, learner.headers);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      message: MESSAGES.liveSessions.notYetOpen('7:15 pm'),
      opens_at: '2031-03-04T13:45:00.000Z',
    });
    clock = new Date(start.getTime() - minutes(15));
    const open = await join(session.id, learner.headers);
    expect(open.statusCode).toBe(303);
    expect(open.headers.location).toBe(session.joinUrl);
    clock = new Date(start.getTime() + minutes(90) - 1000);
    expect((await join(session.id, learner.headers)).statusCode).toBe(303);
    clock = new Date(start.getTime() + minutes(90));
    const over = await join(session.id, learner.headers);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ message: MESSAGES.liveSessions.ended });
    const [row] = await db
      .select()
      .from(liveAttendance)
      .where(and(eq(liveAttendance.sessionId, session.id), eq(liveAttendance.userId, learner.user.id)));
    expect(row).toMatchObject({
      joins: 2,
      present: true,
      firstJoinedAt: new Date(start.getTime() - minutes(15)),
    });
  });

  it('refuses a learner of another batch, a pending subscriber and a cancelled session', async () => {
    const { program, batch, session, start } = await setup();
    clock = start;
    const outsider = await userSession(app, db);
    const otherBatch = await createBatch(db, program);
    await createSubscription(db, outsider.user, program, { status: 'active', batchId: otherBatch.id });
    expect((await join(session.id, outsider.headers)).json()).toEqual({
      message: MESSAGES.liveSessions.notInBatch,
    });
    const pending = await userSession(app, db);
    await createSubscription(db, pending.user, program, { status: 'pending', batchId: batch.id });
    expect((await join(session.id, pending.headers)).statusCode).toBe(403);
    const admin = await adminSession(app, db);
    await app.inject({ method: 'DELETE', url: `/api/admin/session/${session.id}`, headers: admin.headers });
    const learner = await userSession(app, db);
    await createSubscription(db, learner.user, program, { status: 'active', batchId: batch.id });
    const cancelled = await join(session.id, learner.headers);
    expect(cancelled.statusCode).toBe(403);
    expect(cancelled.json()).toEqual({ message: MESSAGES.liveSessions.cancelled });
    expect((await join('00000000-0000-4000-8000-000000000000', learner.headers)).statusCode).toBe(404);
    expect(await db.$count(liveAttendance)).toBe(0);
  });

  it("lets the batch's instructor and any admin in", async () => {
    const { teacher, session, start } = await setup();
    clock = start;
    const admin = await adminSession(app, db);
    expect((await join(session.id, teacher.headers)).statusCode).toBe(303);
    expect((await join(session.id, admin.headers)).statusCode).toBe(303);
  });

  it('gives the Join button a one-minute ticket that a plain link can follow, for that session only', async () => {
    const { learner, session, batch, start } = await setup();
    const other = await createLiveSession(db, batch, { startsAt: new Date(start.getTime() + minutes(120)) });
    clock = new Date(start.getTime() - minutes(20));
    const early = await app.inject({
      method: 'POST',
      url: `/api/live/${session.id}/ticket`,
      headers: learner.headers,
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().opens_at).toBe('2031-03-04T13:45:00.000Z');
    clock = new Date(start.getTime() - minutes(5));
    const ticket = await app.inject({
      method: 'POST',
      url: `/api/live/${session.id}/ticket`,
      headers: learner.headers,
    });
    expect(ticket.statusCode).toBe(200);
    const { url } = ticket.json() as { url: string };
    expect(url).toMatch(new RegExp(`^/api/live/${session.id}/join\\?ticket=`));
    const followed = await app.inject({ method: 'GET', url });
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe(session.joinUrl);
    const elsewhere = url.replace(session.id, other.id);
    expect((await app.inject({ method: 'GET', url: elsewhere })).statusCode).toBe(401);
    const forged = `${url.slice(0, -4)}AAAA`;
    expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(401);
    clock = new Date(clock.getTime() + 61_000);
    const stale = await app.inject({ method: 'GET', url });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ message: MESSAGES.liveSessions.ticketInvalid });
    expect((await join(session.id)).statusCode).toBe(401);
  });
});

describe('attendance and the roster', () => {
  it('lists the batch learners with who joined, and lets the instructor correct it (audited)', async () => {
    const { teacher, program, batch, learner, session, start } = await setup();
    const absent = await userSession(app, db, { name: 'Aarav Absent' });
    await createSubscription(db, absent.user, program, { status: 'active', batchId: batch.id });
    clock = start;
    await join(session.id, learner.headers);
    await join(session.id, teacher.headers);
    const url = `/api/admin/session/${session.id}/attendance`;
    const sheet = AttendanceSchema.parse(
      (await app.inject({ method: 'GET', url, headers: teacher.headers })).json(),
    );
    expect(sheet.rows).toEqual([
      expect.objectContaining({ user_id: absent.user.id, joined: false, present: false, joins: 0 }),
      expect.objectContaining({ user_id: learner.user.id, joined: true, present: true, joins: 1 }),
    ]);
    const corrected = await app.inject({
      method: 'PUT',
      url,
      headers: teacher.headers,
      payload: {
        rows: [
          { user_id: absent.user.id, present: true },
          { user_id: learner.user.id, present: false },
        ],
      },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().rows.map((row: { present: boolean }) => row.present)).toEqual([true, false]);
    const stranger = await userSession(app, db);
    const outside = await app.inject({
      method: 'PUT',
      url,
      headers: teacher.headers,
      payload: { rows: [{ user_id: stranger.user.id, present: true }] },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ message: MESSAGES.liveSessions.notInRoster });
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'live_attendance.edit'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(teacher.user.id);
  });

  it("gives a batch's roster with each learner's course progress and attendance", async () => {
    const { teacher, program, batch, learner, session } = await setup();
    const module = await createModule(db, program);
    const lessons = await Promise.all([0, 1, 2, 3].map(() => createLesson(db, module)));
    // A recording for this batch is not part of the course's progress (ADR 075).
    await createLesson(db, module, { batchId: batch.id });
    await db
      .insert(lessonProgress)
      .values(
        lessons
          .slice(0, 3)
          .map((lesson) => ({ userId: learner.user.id, lessonId: lesson.id, completedAt: new Date() })),
      );
    await db.insert(liveAttendance).values({ sessionId: session.id, userId: learner.user.id, joins: 1 });
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/batch/${batch.id}/roster`,
      headers: teacher.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(RosterSchema.parse(res.json())).toEqual([
      {
        user_id: learner.user.id,
        name: learner.user.name,
        email: learner.user.email,
        subscription_status: 'active',
        progress_percent: 75,
        sessions_attended: 1,
      },
    ]);
  });

  it('lists an instructor their own batches, and an admin every batch', async () => {
    const { teacher, batch, program } = await setup();
    await createBatch(db, program);
    const admin = await adminSession(app, db);
    const mine = StaffBatchListSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/admin/instructor/batches', headers: teacher.headers })
      ).json(),
    );
    expect(mine.map((b) => b._id)).toEqual([batch.id]);
    expect(mine[0]!.next_session_at).toBe('2031-03-04T14:00:00.000Z');
    const all = await app.inject({
      method: 'GET',
      url: '/api/admin/instructor/batches',
      headers: admin.headers,
    });
    expect(all.json().length).toBeGreaterThanOrEqual(2);
    const sessions = await app.inject({
      method: 'GET',
      url: '/api/admin/instructor/sessions',
      headers: teacher.headers,
    });
    expect(sessions.json()).toHaveLength(1);
  });

  it("gives the staff calendar a week in one request: an instructor their batches' sessions, an admin every batch's", async () => {
    const { teacher, program, batch, session } = await setup();
    const other = await instructorSession(app, db);
    const otherBatch = await createBatch(db, program, { instructorId: other.user.id });
    // The week of Monday 3 March 2031 (IST): from 2 March 18:30 UTC to 9 March 18:30 UTC.
    const from = '2031-03-02T18:30:00.000Z';
    const to = '2031-03-09T18:30:00.000Z';
    // Began the evening before the week and runs into it: still in the week's calendar.
    const overnight = await createLiveSession(db, batch, {
      startsAt: new Date('2031-03-02T15:00:00Z'),
      durationMinutes: 480,
    });
    const sunday = await createLiveSession(db, batch, { startsAt: new Date('2031-03-09T14:00:00Z') });
    await createLiveSession(db, batch, { startsAt: new Date('2031-03-09T18:30:00Z') });
    await createLiveSession(db, batch, { startsAt: new Date('2031-03-02T10:00:00Z'), durationMinutes: 60 });
    const theirs = await createLiveSession(db, otherBatch, { startsAt: new Date('2031-03-05T14:00:00Z') });
    const week = async (headers: Record<string, string>) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/instructor/sessions?from=${from}&to=${to}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      return StaffLiveSessionListSchema.parse(res.json()).map((session) => session._id);
    };
    const mine = await week(teacher.headers);
    expect(mine).toEqual([overnight.id, session.id, sunday.id]);
    expect(mine).not.toContain(theirs.id);
    const everyone = await week((await adminSession(app, db)).headers);
    expect(everyone).toEqual(expect.arrayContaining([overnight.id, sunday.id, theirs.id]));
    expect(await week(other.headers)).toEqual([theirs.id]);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/instructor/sessions?from=next-monday',
      headers: teacher.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
