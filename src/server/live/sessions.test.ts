import { StaffLiveSessionListSchema, StaffLiveSessionSchema } from '@contract/live.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, liveSessions } from '../db/schema.ts';
import {
  adminSession,
  createBatch,
  createLiveSession,
  createProgram,
  instructorSession,
  userSession,
} from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db } = await buildTestApp();

/** A whole minute, days (and hours) from now: the +05:30 form below keeps no milliseconds. */
const inDays = (days: number, hours = 0) =>
  new Date(Math.floor((Date.now() + days * 86_400_000 + hours * 3600_000) / 60_000) * 60_000);
const ist = (date: Date) => {
  // The same instant written with the +05:30 offset, as an admin in India would send it.
  const local = new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 19);
  return `${local}+05:30`;
};

async function setup() {
  const admin = await adminSession(app, db);
  const teacher = await instructorSession(app, db);
  const program = await createProgram(db);
  const batch = await createBatch(db, program, { instructorId: teacher.user.id });
  return { admin, teacher, program, batch };
}

const post = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url, headers, payload });

describe('scheduling a live session', () => {
  it('makes a Jitsi room with 128 unguessable bits, the batch instructor, and an audit row', async () => {
    const { admin, teacher, batch } = await setup();
    const res = await post(`/api/admin/batch/${batch.id}/session`, admin.headers, {
      title: 'Price action basics',
      starts_at: ist(inDays(2)),
      duration_minutes: 90,
    });
    expect(res.statusCode).toBe(201);
    const session = StaffLiveSessionSchema.strict().parse(res.json());
    expect(session).toMatchObject({
      title: 'Price action basics',
      location: 'jitsi',
      status: 'scheduled',
      sequence: 0,
      instructor_id: teacher.user.id,
      instructor_name: teacher.user.name,
      batch_id: batch.id,
      can_join: false,
    });
    expect(session.join_url).toMatch(/^https:\/\/meet\.jit\.si\/FinTrain-[A-Za-z0-9_-]{22}$/);
    const other = await post(`/api/admin/batch/${batch.id}/session`, admin.headers, {
      title: 'Another',
      starts_at: ist(inDays(3)),
      duration_minutes: 60,
    });
    expect(other.json().join_url).not.toBe(session.join_url);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, session._id));
    expect(audit.map((row) => row.action)).toEqual(['live_session.add']);
  });

  it('takes a pasted Zoom, Meet or YouTube link on their hosts, subdomains included', async () => {
    const { admin, batch } = await setup();
    const links = [
      ['zoom', 'https://us02web.zoom.us/j/123456789?pwd=abc'],
      ['meet', 'https://meet.google.com/abc-defg-hij'],
      ['youtube', 'https://www.youtube.com/live/xyz'],
      ['jitsi', 'https://8x8.vc/vpaas/FinTrainRoom'],
    ] as const;
    for (const [index, [location, join_url]] of links.entries()) {
      const res = await post(`/api/admin/batch/${batch.id}/session`, admin.headers, {
        title: `Class ${index}`,
        starts_at: ist(inDays(2 + index)),
        duration_minutes: 60,
        location,
        join_url,
      });
      expect(res.statusCode, join_url).toBe(201);
      expect(res.json().join_url).toBe(join_url);
    }
  });

  it.each([
    ['zoom', 'http://zoom.us/j/1'],
    ['zoom', 'https://zoom.us.evil.com/j/1'],
    ['zoom', 'https://evilzoom.us/j/1'],
    ['zoom', 'https://zoom.us@evil.com/j/1'],
    ['zoom', 'https://user:pass@zoom.us/j/1'],
    ['zoom', 'https://evil.com/zoom.us'],
    ['zoom', 'https://evil.com?zoom.us'],
    ['zoom', 'https://evil.com#zoom.us'],
    ['zoom', 'https://evil.com\\@zoom.us'],
    ['zoom', 'https://zoom.us:8443/j/1'],
    ['zoom', 'https://zoom.us./j/1'],
    ['zoom', 'javascript:alert(1)//zoom.us'],
    ['zoom', 'data:text/html,zoom.us'],
    ['zoom', '//zoom.us/j/1'],
    ['zoom', 'zoom.us/j/1'],
    ['zoom', 'https://zoom.us%2eevil.com/j/1'],
    ['zoom', 'https://meet.google.com/abc'],
    ['zoom', ''],
    ['meet', 'https://meet.google.com.evil.io/abc'],
    ['meet', 'https://google.com/meet/abc'],
    ['youtube', 'https://youtube.com.evil.com/live'],
    ['youtube', 'https://notyoutube.com/live'],
    ['jitsi', 'https://meet.jit.si.evil.com/room'],
    ['jitsi', 'https://127.0.0.1/room'],
  ])('refuses a %s link %s with a clear 400', async (location, join_url) => {
    const { admin, batch } = await setup();
    const res = await post(`/api/admin/batch/${batch.id}/session`, admin.headers, {
      title: 'Hostile',
      starts_at: ist(inDays(2)),
      duration_minutes: 60,
      location,
      join_url,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/must be an https address on/);
    expect(await db.$count(liveSessions, eq(liveSessions.batchId, batch.id))).toBe(0);
  });

  it('refuses a past start, an unreal date, a missing offset and a length out of bounds', async () => {
    const { admin, batch } = await setup();
    const url = `/api/admin/batch/${batch.id}/session`;
    const base = { title: 'T', duration_minutes: 60 };
    const past = await post(url, admin.headers, { ...base, starts_at: ist(inDays(0, -1)) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(MESSAGES.liveSessions.inPast);
    const unreal = await post(url, admin.headers, { ...base, starts_at: '2031-02-30T19:30:00+05:30' });
    expect(unreal.statusCode).toBe(400);
    expect(unreal.json().message).toMatch(/date and time/);
    const noOffset = await post(url, admin.headers, { ...base, starts_at: '2031-03-03T19:30:00' });
    expect(noOffset.statusCode).toBe(400);
    for (const duration_minutes of [14, 481, 60.5]) {
      const res = await post(url, admin.headers, { ...base, starts_at: ist(inDays(2)), duration_minutes });
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuses an overlap in the batch or for the instructor with a clear 409', async () => {
    const { admin, teacher, program, batch } = await setup();
    const start = inDays(4);
    await createLiveSession(db, batch, {
      startsAt: start,
      durationMinutes: 60,
      instructorId: teacher.user.id,
    });
    const sameBatch = await post(`/api/admin/batch/${batch.id}/session`, admin.headers, {
      title: 'Clash',
      starts_at: ist(new Date(start.getTime() + 30 * 60_000)),
      duration_minutes: 60,
      instructor_id: null,
    });
    expect(sameBatch.statusCode).toBe(409);
    expect(sameBatch.json()).toEqual({ message: MESSAGES.liveSessions.batchOverlap });
    const otherBatch = await createBatch(db, program, { instructorId: teacher.user.id });
    const sameTeacher = await post(`/api/admin/batch/${otherBatch.id}/session`, admin.headers, {
      title: 'Clash',
      starts_at: ist(new Date(start.getTime() + 59 * 60_000)),
      duration_minutes: 30,
    });
    expect(sameTeacher.statusCode).toBe(409);
    expect(sameTeacher.json()).toEqual({ message: MESSAGES.liveSessions.instructorOverlap });
    // Back to back is not an overlap.
    const next = await post(`/api/admin/batch/${otherBatch.id}/session`, admin.headers, {
      title: 'Right after',
      starts_at: ist(new Date(start.getTime() + 60 * 60_000)),
      duration_minutes: 30,
    });
    expect(next.statusCode).toBe(201);
  });

  it('lets exactly one of 20 overlapping creates fired at once win', async () => {
    const { admin, batch } = await setup();
    const start = inDays(5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(`/api/admin/batch/${batch.id}/session`, admin.headers, {
          title: `Race ${index}`,
          starts_at: ist(new Date(start.getTime() + index * 60_000)),
          duration_minutes: 60,
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(19);
    expect(await db.$count(liveSessions, eq(liveSessions.batchId, batch.id))).toBe(1);
  });
});

describe('a weekly series', () => {
  it('makes Tuesdays and Thursdays at 19:30 IST for 8 weeks, sharing a series id', async () => {
    const { admin, batch } = await setup();
    const res = await post(`/api/admin/batch/${batch.id}/session/series`, admin.headers, {
      title: 'Evening class',
      weekdays: [2, 4],
      time: '19:30',
      duration_minutes: 90,
      weeks: 8,
      starts_on: '2031-03-03',
    });
    expect(res.statusCode).toBe(201);
    const sessions = StaffLiveSessionListSchema.parse(res.json());
    expect(sessions).toHaveLength(16);
    expect(new Set(sessions.map((s) => s.series_id)).size).toBe(1);
    expect(sessions[0]!.starts_at).toBe('2031-03-04T14:00:00.000Z');
    expect(sessions[1]!.starts_at).toBe('2031-03-06T14:00:00.000Z');
    expect(sessions[15]!.starts_at).toBe('2031-04-24T14:00:00.000Z');
    expect(new Set(sessions.map((s) => s.join_url)).size).toBe(16);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'live_session.series'));
    expect(audit).toHaveLength(1);
  });

  it('makes none when one of them overlaps another session (all or nothing)', async () => {
    const { admin, batch } = await setup();
    await createLiveSession(db, batch, { startsAt: new Date('2031-03-20T14:30:00Z'), durationMinutes: 60 });
    const res = await post(`/api/admin/batch/${batch.id}/session/series`, admin.headers, {
      title: 'Evening class',
      weekdays: [2, 4],
      time: '19:30',
      duration_minutes: 90,
      weeks: 8,
      starts_on: '2031-03-03',
    });
    expect(res.statusCode).toBe(409);
    expect(await db.$count(liveSessions, eq(liveSessions.batchId, batch.id))).toBe(1);
  });

  it('refuses a series starting in the past, no weekday, a weekday twice, a bad time', async () => {
    const { admin, batch } = await setup();
    const url = `/api/admin/batch/${batch.id}/session/series`;
    const base = {
      title: 'S',
      weekdays: [2],
      time: '19:30',
      duration_minutes: 60,
      weeks: 2,
      starts_on: '2031-03-03',
    };
    const past = await post(url, admin.headers, { ...base, starts_on: '2020-01-01' });
    expect(past.json().message).toBe(MESSAGES.liveSessions.seriesInPast);
    for (const bad of [
      { weekdays: [] },
      { weekdays: [2, 2] },
      { weekdays: [8] },
      { time: '24:00' },
      { weeks: 53 },
    ]) {
      const res = await post(url, admin.headers, { ...base, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('moving and cancelling', () => {
  it('raises the sequence on a move, refuses a move into an overlap, and audits', async () => {
    const { admin, batch } = await setup();
    const session = await createLiveSession(db, batch, { startsAt: inDays(3) });
    await createLiveSession(db, batch, { startsAt: inDays(6) });
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/admin/session/${session.id}`,
      headers: admin.headers,
      payload: { starts_at: ist(inDays(4)), duration_minutes: 45 },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ sequence: 1, duration_minutes: 45 });
    const clash = await app.inject({
      method: 'PUT',
      url: `/api/admin/session/${session.id}`,
      headers: admin.headers,
      payload: { starts_at: ist(inDays(6)) },
    });
    expect(clash.statusCode).toBe(409);
    const same = await app.inject({
      method: 'PUT',
      url: `/api/admin/session/${session.id}`,
      headers: admin.headers,
      payload: { title: session.title },
    });
    expect(same.json().sequence).toBe(1);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, session.id), eq(auditLog.action, 'live_session.edit')));
    expect(audit).toHaveLength(2);
  });

  it('checks a changed link against the location and keeps the room when only the title changes', async () => {
    const { admin, batch } = await setup();
    const session = await createLiveSession(db, batch, { startsAt: inDays(3) });
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: `/api/admin/session/${session.id}`, headers: admin.headers, payload });
    expect((await put({ title: 'Renamed' })).json().join_url).toBe(session.joinUrl);
    expect((await put({ join_url: 'https://zoom.us/j/1' })).statusCode).toBe(400);
    expect((await put({ location: 'zoom' })).statusCode).toBe(400);
    const zoom = await put({ location: 'zoom', join_url: 'https://zoom.us/j/1' });
    expect(zoom.json()).toMatchObject({ location: 'zoom', join_url: 'https://zoom.us/j/1', sequence: 2 });
  });

  it('cancels with DELETE: the session stays, cancelled, one sequence higher, and frees its time', async () => {
    const { admin, batch } = await setup();
    const session = await createLiveSession(db, batch, { startsAt: inDays(3) });
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/session/${session.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', sequence: 1 });
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/admin/session/${session.id}`,
      headers: admin.headers,
    });
    expect(again.json()).toMatchObject({ status: 'cancelled', sequence: 1 });
    const replacement = await post(`/api/admin/batch/${batch.id}/session`, admin.headers, {
      title: 'Instead',
      starts_at: ist(session.startsAt),
      duration_minutes: 60,
    });
    expect(replacement.statusCode).toBe(201);
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/batch/${batch.id}/session/all`,
      headers: admin.headers,
    });
    expect(
      list
        .json()
        .map((s: { status: string }) => s.status)
        .sort(),
    ).toEqual(['cancelled', 'scheduled']);
  });
});

describe('who may run a batch', () => {
  it("lets an instructor run their own batch and answers 404 for another's", async () => {
    const { teacher, program, batch } = await setup();
    const other = await instructorSession(app, db);
    const otherBatch = await createBatch(db, program, { instructorId: other.user.id });
    const mine = await post(`/api/admin/batch/${batch.id}/session`, teacher.headers, {
      title: 'Mine',
      starts_at: ist(inDays(2)),
      duration_minutes: 60,
    });
    expect(mine.statusCode).toBe(201);
    const theirs = await createLiveSession(db, otherBatch, { startsAt: inDays(2) });
    const attempts = [
      [
        'POST',
        `/api/admin/batch/${otherBatch.id}/session`,
        { title: 'X', starts_at: ist(inDays(9)), duration_minutes: 60 },
      ],
      [
        'POST',
        `/api/admin/batch/${otherBatch.id}/session/series`,
        { title: 'X', weekdays: [1], time: '10:00', duration_minutes: 60, weeks: 1, starts_on: '2031-01-01' },
      ],
      ['GET', `/api/admin/batch/${otherBatch.id}/session/all`, undefined],
      ['GET', `/api/admin/batch/${otherBatch.id}/roster`, undefined],
      ['PUT', `/api/admin/session/${theirs.id}`, { title: 'Mine now' }],
      ['DELETE', `/api/admin/session/${theirs.id}`, undefined],
      ['GET', `/api/admin/session/${theirs.id}/attendance`, undefined],
      [
        'PUT',
        `/api/admin/session/${theirs.id}/attendance`,
        { rows: [{ user_id: teacher.user.id, present: true }] },
      ],
    ] as const;
    for (const [method, url, payload] of attempts) {
      const res = await app.inject({
        method,
        url,
        headers: teacher.headers,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [untouched] = await db.select().from(liveSessions).where(eq(liveSessions.id, theirs.id));
    expect(untouched).toMatchObject({ status: 'scheduled', title: theirs.title });
  });

  it('lets an instructor schedule only themselves, and an admin name only staff', async () => {
    const { admin, teacher, batch } = await setup();
    const learner = await userSession(app, db);
    const other = await instructorSession(app, db);
    const asTeacher = await post(`/api/admin/batch/${batch.id}/session`, teacher.headers, {
      title: 'X',
      starts_at: ist(inDays(2)),
      duration_minutes: 60,
      instructor_id: other.user.id,
    });
    expect(asTeacher.statusCode).toBe(403);
    const learnerNamed = await post(`/api/admin/batch/${batch.id}/session`, admin.headers, {
      title: 'X',
      starts_at: ist(inDays(2)),
      duration_minutes: 60,
      instructor_id: learner.user.id,
    });
    expect(learnerNamed.statusCode).toBe(400);
    expect(learnerNamed.json().message).toBe(MESSAGES.liveSessions.instructorInvalid);
  });

  it('answers 401 anonymous and 403 to a learner on the staff routes', async () => {
    const { batch } = await setup();
    const learner = await userSession(app, db);
    const url = `/api/admin/batch/${batch.id}/session/all`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: learner.headers })).statusCode).toBe(403);
  });
});
