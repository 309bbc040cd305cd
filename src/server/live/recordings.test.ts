import { CourseOutlineSchema } from '@contract/course.ts';
import { SessionRecordingSchema } from '@contract/live-recordings.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, certificates, courseModules, lessons, liveSessions, media } from '../db/schema.ts';
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

const { app, db } = await buildTestApp();
const HOUR = 60 * 60 * 1000;
type Headers = Record<string, string>;

/**
 * A program with one ordinary lesson and two batches, each with a learner; batch A's instructor
 * and a session of batch A that started an hour ago.
 */
async function world() {
  const program = await createProgram(db, { slug: `recorded-${Math.random().toString(36).slice(2, 8)}` });
  const basics = await createModule(db, program, { title: 'Basics' });
  const lesson = await createLesson(db, basics, { title: 'Candles' });
  const instructor = await instructorSession(app, db);
  const batchA = await createBatch(db, program, { name: 'Evening A', instructorId: instructor.user.id });
  const batchB = await createBatch(db, program, { name: 'Evening B' });
  const learnerA = await userSession(app, db);
  const learnerB = await userSession(app, db);
  await createSubscription(db, learnerA.user, program, { status: 'active', batchId: batchA.id });
  await createSubscription(db, learnerB.user, program, { status: 'active', batchId: batchB.id });
  const session = await createLiveSession(db, batchA, {
    title: 'Reading candles',
    startsAt: new Date(Date.now() - HOUR),
  });
  return { program, lesson, instructor, batchA, batchB, learnerA, learnerB, session };
}

async function videoMedia(status: 'ready' | 'processing' = 'ready', contentType = 'video/mp4') {
  const [row] = await db
    .insert(media)
    .values({
      status,
      originalName: 'class.mp4',
      contentType,
      sizeBytes: 1000,
      storageKey: `test/${Math.random()}`,
      durationSeconds: status === 'ready' ? 3600 : null,
    })
    .returning();
  return row!;
}

const put = (id: string, headers: Headers, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/admin/session/${id}/recording`, headers, payload });
const remove = (id: string, headers: Headers) =>
  app.inject({ method: 'DELETE', url: `/api/admin/session/${id}/recording`, headers });
const outline = async (slug: string, headers: Headers) => {
  const res = await app.inject({ method: 'GET', url: `/api/course/${slug}`, headers });
  expect(res.statusCode).toBe(200);
  return CourseOutlineSchema.parse(res.json());
};
const titles = (body: ReturnType<typeof CourseOutlineSchema.parse>) =>
  body.modules.map((module) => [module.title, module.lessons.map((lesson) => lesson.title)]);

describe('PUT /api/admin/session/:id/recording', () => {
  it('attaches an uploaded video: a video lesson for batch A only, kept on the session, audited', async () => {
    const { program, session, batchA } = await world();
    const admin = await adminSession(app, db);
    const video = await videoMedia();
    const res = await put(session.id, admin.headers, { media_id: video.id });
    expect(res.statusCode).toBe(200);
    const body = SessionRecordingSchema.parse(res.json());
    const title = `Recording: Reading candles (${new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(session.startsAt)})`;
    expect(body).toMatchObject({ media_id: video.id, media_status: 'ready', url: null, lesson_title: title });
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, body.lesson_id!));
    expect(lesson).toMatchObject({
      kind: 'video',
      mediaId: video.id,
      batchId: batchA.id,
      durationSeconds: 3600,
    });
    const [module] = await db.select().from(courseModules).where(eq(courseModules.id, lesson!.moduleId));
    expect(module).toMatchObject({ programId: program.id, title: 'Live class recordings', position: 1 });
    const curriculum = await app.inject({
      method: 'GET',
      url: `/api/admin/program/${program.id}/curriculum`,
      headers: admin.headers,
    });
    expect(curriculum.json().modules[1].lessons[0]).toMatchObject({ _id: lesson!.id, batch_id: batchA.id });
    const [row] = await db.select().from(liveSessions).where(eq(liveSessions.id, session.id));
    expect(row).toMatchObject({
      recordingMediaId: video.id,
      recordingUrl: null,
      recordingLessonId: lesson!.id,
    });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'live_session.recording_attach'), eq(auditLog.entityId, session.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(admin.user.id);
  });

  it("lets the batch's instructor attach a YouTube link: an article embedding the no-cookie player", async () => {
    const { session, instructor } = await world();
    const res = await put(session.id, instructor.headers, { url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(res.statusCode).toBe(200);
    const body = SessionRecordingSchema.parse(res.json());
    expect(body.url).toBe('https://youtu.be/dQw4w9WgXcQ');
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, body.lesson_id!));
    expect(lesson!.kind).toBe('article');
    expect(lesson!.htmlContent).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(lesson!.htmlContent).toContain('<iframe');
  });

  it('links out to a Google Drive file, and replacing a recording keeps its one lesson', async () => {
    const { session } = await world();
    const admin = await adminSession(app, db);
    const first = SessionRecordingSchema.parse(
      (await put(session.id, admin.headers, { media_id: (await videoMedia('processing')).id })).json(),
    );
    expect(first.media_status).toBe('processing');
    const drive = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUv/view?usp=sharing';
    const second = SessionRecordingSchema.parse(
      (await put(session.id, admin.headers, { url: drive })).json(),
    );
    expect(second.lesson_id).toBe(first.lesson_id);
    expect(second.media_id).toBeNull();
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, second.lesson_id!));
    expect(lesson).toMatchObject({ kind: 'article', mediaId: null });
    expect(lesson!.htmlContent).toContain(
      'href="https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUv/view"',
    );
    expect(await db.$count(lessons)).toBe(2);
  });

  it.each([
    ['http://youtu.be/dQw4w9WgXcQ'],
    ['https://youtube.com.evil.in/watch?v=dQw4w9WgXcQ'],
    ['https://evil-youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://user@youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/channel/UC123'],
    ['https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOp'],
    ['https://zoom.us/rec/share/abc'],
    ['javascript:alert(1)'],
  ])('refuses the link %s with 400, writing nothing', async (url) => {
    const { session } = await world();
    const admin = await adminSession(app, db);
    const res = await put(session.id, admin.headers, { url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.liveRecordings.badLink });
    expect(await db.$count(lessons)).toBe(1);
  });

  it('refuses both or neither of media_id and url, a document and a failed video, with 400', async () => {
    const { session } = await world();
    const admin = await adminSession(app, db);
    const video = await videoMedia();
    expect((await put(session.id, admin.headers, {})).statusCode).toBe(400);
    const both = await put(session.id, admin.headers, {
      media_id: video.id,
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(both.json()).toEqual({ message: MESSAGES.liveRecordings.mediaOrLink });
    const pdf = await videoMedia('ready', 'application/pdf');
    const doc = await put(session.id, admin.headers, { media_id: pdf.id });
    expect([doc.statusCode, doc.json()]).toEqual([400, { message: MESSAGES.liveRecordings.notAVideo }]);
    const [failed] = await db
      .insert(media)
      .values({
        status: 'failed',
        originalName: 'x.mp4',
        contentType: 'video/mp4',
        sizeBytes: 1,
        storageKey: 'f',
      })
      .returning();
    const bad = await put(session.id, admin.headers, { media_id: failed!.id });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: MESSAGES.liveRecordings.videoFailed }]);
    expect(await db.$count(lessons)).toBe(1);
  });

  it('answers 409 before the session starts, and for a cancelled session', async () => {
    const { batchA } = await world();
    const admin = await adminSession(app, db);
    const later = await createLiveSession(db, batchA, { startsAt: new Date(Date.now() + HOUR) });
    const early = await put(later.id, admin.headers, { url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect([early.statusCode, early.json()]).toEqual([409, { message: MESSAGES.liveRecordings.notStarted }]);
    const cancelled = await createLiveSession(db, batchA, {
      startsAt: new Date(Date.now() - 5 * HOUR),
      status: 'cancelled',
    });
    const res = await put(cancelled.id, admin.headers, { url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect([res.statusCode, res.json()]).toEqual([409, { message: MESSAGES.liveRecordings.cancelled }]);
  });

  it('answers 404 to an instructor of another batch, and to a wrong id; 403 to a learner', async () => {
    const { session, learnerA } = await world();
    const other = await instructorSession(app, db);
    const payload = { url: 'https://youtu.be/dQw4w9WgXcQ' };
    const refused = await put(session.id, other.headers, payload);
    expect([refused.statusCode, refused.json()]).toEqual([
      404,
      { message: MESSAGES.liveRecordings.sessionNotFound },
    ]);
    const admin = await adminSession(app, db);
    const missing = await put('0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f', admin.headers, payload);
    expect(missing.statusCode).toBe(404);
    const learner = await put(session.id, learnerA.headers, payload);
    expect([learner.statusCode, learner.json()]).toEqual([403, { message: MESSAGES.admin.adminOnly }]);
    expect((await remove(session.id, other.headers)).statusCode).toBe(404);
    const read = await app.inject({
      method: 'GET',
      url: `/api/admin/session/${session.id}/recording`,
      headers: other.headers,
    });
    expect(read.statusCode).toBe(404);
  });

  it('makes one lesson and one module when 20 attaches of one session race', async () => {
    const { session } = await world();
    const admin = await adminSession(app, db);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        put(session.id, admin.headers, { url: 'https://youtu.be/dQw4w9WgXcQ' }),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(await db.$count(lessons)).toBe(2);
    expect(await db.$count(courseModules)).toBe(2);
  });
});

describe("the recording's lesson in the course", () => {
  async function attached() {
    const w = await world();
    const admin = await adminSession(app, db);
    const res = await put(w.session.id, admin.headers, { url: 'https://youtu.be/dQw4w9WgXcQ' });
    const lessonId = SessionRecordingSchema.parse(res.json()).lesson_id!;
    return { ...w, admin, lessonId };
  }

  it("shows in batch A's curriculum only; batch B and anonymous callers neither see nor open it", async () => {
    const { program, learnerA, learnerB, admin, lessonId } = await attached();
    const title = (await db.select().from(lessons).where(eq(lessons.id, lessonId)))[0]!.title;
    expect(titles(await outline(program.slug!, learnerA.headers))).toEqual([
      ['Basics', ['Candles']],
      ['Live class recordings', [title]],
    ]);
    expect(titles(await outline(program.slug!, learnerB.headers))).toEqual([['Basics', ['Candles']]]);
    expect(titles(await outline(program.slug!, {}))).toEqual([['Basics', ['Candles']]]);
    expect(titles(await outline(program.slug!, admin.headers))).toHaveLength(2);

    const openA = await app.inject({
      method: 'GET',
      url: `/api/lesson/${lessonId}`,
      headers: learnerA.headers,
    });
    expect(openA.statusCode).toBe(200);
    expect(openA.json().html_content).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
    for (const headers of [learnerB.headers, {}]) {
      const res = await app.inject({ method: 'GET', url: `/api/lesson/${lessonId}`, headers });
      expect([res.statusCode, res.json()]).toEqual([404, { message: MESSAGES.courses.lessonNotFound }]);
      const progress = await app.inject({
        method: 'POST',
        url: `/api/lesson/${lessonId}/progress`,
        headers,
        payload: { completed: true },
      });
      expect(progress.statusCode).toBe(404);
    }
    expect(
      (await app.inject({ method: 'GET', url: `/api/lesson/${lessonId}`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('does not count toward progress or the certificate, for its own batch or any other', async () => {
    const { program, lesson, learnerA, learnerB } = await attached();
    for (const learner of [learnerA, learnerB]) {
      const done = await app.inject({
        method: 'POST',
        url: `/api/lesson/${lesson.id}/progress`,
        headers: learner.headers,
        payload: { completed: true },
      });
      expect(done.statusCode).toBe(200);
      expect((await outline(program.slug!, learner.headers)).progress_percent).toBe(100);
      const progress = await app.inject({
        method: 'GET',
        url: '/api/courses/progress',
        headers: learner.headers,
      });
      expect(progress.json()[0].progress_percent).toBe(100);
    }
    const issued = await db.select().from(certificates).where(eq(certificates.programId, program.id));
    expect(issued.map((row) => row.userId).sort()).toEqual([learnerA.user.id, learnerB.user.id].sort());
  });

  it('goes, with its emptied module, when the recording is removed; a second removal answers 404', async () => {
    const { program, session, instructor, learnerA, lessonId } = await attached();
    const res = await remove(session.id, instructor.headers);
    expect([res.statusCode, res.json()]).toEqual([200, { message: MESSAGES.liveRecordings.removed }]);
    expect(await db.$count(lessons, eq(lessons.id, lessonId))).toBe(0);
    expect(titles(await outline(program.slug!, learnerA.headers))).toEqual([['Basics', ['Candles']]]);
    const [row] = await db.select().from(liveSessions).where(eq(liveSessions.id, session.id));
    expect(row).toMatchObject({ recordingMediaId: null, recordingUrl: null, recordingLessonId: null });
    expect(await db.$count(auditLog, eq(auditLog.action, 'live_session.recording_remove'))).toBe(1);
    const again = await remove(session.id, instructor.headers);
    expect([again.statusCode, again.json()]).toEqual([404, { message: MESSAGES.liveRecordings.noRecording }]);
  });

  it('GET answers the recording state, with can_attach false before the start', async () => {
    const { session, batchA, instructor } = await attached();
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/session/${session.id}/recording`,
      headers: instructor.headers,
    });
    expect(SessionRecordingSchema.parse(res.json())).toMatchObject({
      session_title: 'Reading candles',
      can_attach: true,
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    const later = await createLiveSession(db, batchA, { startsAt: new Date(Date.now() + HOUR) });
    const next = await app.inject({
      method: 'GET',
      url: `/api/admin/session/${later.id}/recording`,
      headers: instructor.headers,
    });
    expect(SessionRecordingSchema.parse(next.json())).toMatchObject({ can_attach: false, lesson_id: null });
  });
});
