import { CourseOutlineSchema, LessonSchema } from '@contract/course.ts';
import { lessonUnlocksMessage, MESSAGES } from '@contract/messages.ts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates, lessonOpens, lessonProgress, moduleEarlyAccess, subscriptions } from '../db/schema.ts';
import {
  adminSession,
  createLesson,
  createModule,
  createProgram,
  createSubscription,
  userSession,
} from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db } = await buildTestApp();
const DAY = 24 * 60 * 60 * 1000;

/** A program with an open module (an article and a preview) and a module opening after 5 days. */
async function course() {
  const program = await createProgram(db, { slug: 'options-course' });
  const first = await createModule(db, program, { title: 'Basics', releaseAfterDays: 0 });
  const article = await createLesson(db, first, { title: 'What is an option', htmlContent: '<p>Calls</p>' });
  const preview = await createLesson(db, first, { title: 'Welcome', preview: true });
  const later = await createModule(db, program, { title: 'Advanced', releaseAfterDays: 5 });
  const video = await createLesson(db, later, { title: 'Greeks', kind: 'video', durationSeconds: 100 });
  return { program, first, article, preview, later, video };
}

const getLesson = (id: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/lesson/${id}`, headers });
const postProgress = (id: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: `/api/lesson/${id}/progress`, headers, payload });
const outline = async (slugOrId: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: `/api/course/${slugOrId}`, headers });
  expect(res.statusCode).toBe(200);
  return CourseOutlineSchema.parse(res.json());
};

describe('GET /api/course/:programIdOrSlug', () => {
  it('shows anonymous visitors the outline, all locked but previews, without content', async () => {
    const { program } = await course();
    const res = await app.inject({ method: 'GET', url: '/api/course/options-course' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Calls');
    const body = CourseOutlineSchema.parse(res.json());
    expect(body.program._id).toBe(program.id);
    expect(body.progress_percent).toBe(0);
    expect(body.modules.map((module) => [module.title, module.unlocks_at])).toEqual([
      ['Basics', null],
      ['Advanced', null],
    ]);
    expect(
      body.modules.flatMap((module) => module.lessons.map((lesson) => [lesson.title, lesson.locked])),
    ).toEqual([
      ['What is an option', true],
      ['Welcome', false],
      ['Greeks', true],
    ]);
    expect(body.modules[1]?.lessons[0]).toMatchObject({
      kind: 'video',
      duration_seconds: 100,
      completed: false,
    });
  });

  it('takes the program id as well as its slug, and answers 404 for neither', async () => {
    const { program } = await course();
    expect((await outline(program.id)).program.slug).toBe('options-course');
    const missing = await app.inject({ method: 'GET', url: '/api/course/no-such-course' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.courses.courseNotFound });
  });

  it('opens released modules to an active learner, gives unlocks_at, and counts progress', async () => {
    const { program, article, preview } = await course();
    const learner = await userSession(app, db);
    const activatedAt = new Date(Date.now() - 3 * DAY);
    await createSubscription(db, learner.user, program, { status: 'active', activatedAt });
    await postProgress(article.id, learner.headers, { completed: true });
    await postProgress(preview.id, learner.headers, { completed: true });
    const body = await outline('options-course', learner.headers);
    expect(body.modules[0]?.unlocks_at).toBe(activatedAt.toISOString());
    expect(body.modules[1]?.unlocks_at).toBe(new Date(activatedAt.getTime() + 5 * DAY).toISOString());
    expect(body.modules[0]?.lessons.map((lesson) => [lesson.locked, lesson.completed])).toEqual([
      [false, true],
      [false, true],
    ]);
    expect(body.modules[1]?.lessons[0]).toMatchObject({ locked: true, completed: false });
    // 2 of 3 lessons: 67 %.
    expect(body.progress_percent).toBe(67);
  });

  it('opens everything to an admin', async () => {
    await course();
    const admin = await adminSession(app, db);
    const body = await outline('options-course', admin.headers);
    expect(body.modules.flatMap((module) => module.lessons).every((lesson) => !lesson.locked)).toBe(true);
  });

  it('answers 401 to a token that is no longer valid rather than treating it as anonymous', async () => {
    await course();
    const res = await app.inject({
      method: 'GET',
      url: '/api/course/options-course',
      headers: { authorization: 'Bearer not-a-valid-token-at-all-0000' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.auth.sessionInvalid });
  });
});

describe('where the learner left off', () => {
  it('resumes at the lesson last worked on, then at the next open lesson once it is complete', async () => {
    const { program, article, preview, video } = await course();
    const learner = await userSession(app, db);
    await createSubscription(db, learner.user, program, {
      status: 'active',
      activatedAt: new Date(Date.now() - 6 * DAY),
    });
    expect((await outline('options-course', learner.headers)).resume_lesson_id).toBeNull();

    await postProgress(video.id, learner.headers, { watched: [[0, 10]], position: 10 });
    expect((await outline('options-course', learner.headers)).resume_lesson_id).toBe(video.id);

    await postProgress(article.id, learner.headers, { completed: true });
    // The article is done: the next open, unfinished lesson after it is the preview.
    expect((await outline('options-course', learner.headers)).resume_lesson_id).toBe(preview.id);
  });
});

describe('GET /api/courses/progress', () => {
  it("gives each active program's progress in one list, and nothing for pending or other users' programs", async () => {
    const { program, article } = await course();
    const other = await createProgram(db, { slug: 'empty-course' });
    const pending = await createProgram(db, { slug: 'pending-course' });
    const learner = await userSession(app, db);
    await createSubscription(db, learner.user, program, { status: 'active' });
    await createSubscription(db, learner.user, other, { status: 'active' });
    await createSubscription(db, learner.user, pending, { status: 'pending' });
    const list = async () => {
      const res = await app.inject({ method: 'GET', url: '/api/courses/progress', headers: learner.headers });
      expect(res.statusCode).toBe(200);
      return res.json() as {
        program_id: string;
        slug: string | null;
        progress_percent: number;
        started: boolean;
      }[];
    };
    const byProgram = (rows: Awaited<ReturnType<typeof list>>) =>
      Object.fromEntries(rows.map((row) => [row.program_id, [row.slug, row.progress_percent, row.started]]));

    expect(byProgram(await list())).toEqual({
      [program.id]: ['options-course', 0, false],
      [other.id]: ['empty-course', 0, false],
    });
    await postProgress(article.id, learner.headers, { completed: true });
    // 1 of 3 lessons.
    expect(byProgram(await list())).toEqual({
      [program.id]: ['options-course', 33, true],
      [other.id]: ['empty-course', 0, false],
    });

    const stranger = await userSession(app, db);
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/courses/progress',
      headers: stranger.headers,
    });
    expect(theirs.json()).toEqual([]);
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/courses/progress' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.auth.loginRequired });
  });
});

describe('GET /api/lesson/:id: entitlement', () => {
  it('opens a preview to anyone, anonymous included', async () => {
    const { preview, program } = await course();
    const res = await getLesson(preview.id);
    expect(res.statusCode).toBe(200);
    expect(LessonSchema.parse(res.json())).toMatchObject({
      title: 'Welcome',
      program_id: program.id,
      progress: { completed: false, watched_seconds: 0, position: 0 },
    });
  });

  it('answers 401 to an anonymous caller on a lesson that is not a preview', async () => {
    const { article } = await course();
    const res = await getLesson(article.id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.auth.loginRequired });
  });

  it.each([
    ['no subscription', undefined, MESSAGES.courses.subscribeToOpen],
    ['a pending subscription', 'pending', MESSAGES.courses.notActive],
    ['a rejected subscription', 'rejected', MESSAGES.courses.subscribeToOpen],
  ] as const)('answers 403 { message } to a learner with %s', async (_name, status, message) => {
    const { program, article } = await course();
    const learner = await userSession(app, db);
    if (status) await createSubscription(db, learner.user, program, { status });
    const res = await getLesson(article.id, learner.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message });
  });

  it('answers 403 to a learner active on another program', async () => {
    const { article } = await course();
    const other = await createProgram(db);
    const learner = await userSession(app, db);
    await createSubscription(db, learner.user, other, { status: 'active' });
    expect((await getLesson(article.id, learner.headers)).statusCode).toBe(403);
  });

  it('opens the lesson, with its content, to an active learner', async () => {
    const { program, article, first } = await course();
    const learner = await userSession(app, db);
    await createSubscription(db, learner.user, program, { status: 'active' });
    const res = await getLesson(article.id, learner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: article.id,
      kind: 'article',
      html_content: '<p>Calls</p>',
      module_id: first.id,
      program_id: program.id,
    });
  });

  it('opens every lesson to an admin, released or not', async () => {
    const { video } = await course();
    const admin = await adminSession(app, db);
    expect((await getLesson(video.id, admin.headers)).statusCode).toBe(200);
  });

  it('answers 404 for a lesson that does not exist and 400 for a malformed id', async () => {
    const learner = await userSession(app, db);
    const missing = await getLesson('0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f', learner.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.courses.lessonNotFound });
    const bad = await getLesson('not-an-id', learner.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'The id is not valid.' });
  });
});

describe('drip release', () => {
  it('opens a 2-day module and keeps a 5-day module locked, 3 days after activation', async () => {
    const program = await createProgram(db);
    const two = await createModule(db, program, { releaseAfterDays: 2 });
    const five = await createModule(db, program, { releaseAfterDays: 5 });
    const open = await createLesson(db, two);
    const locked = await createLesson(db, five);
    const learner = await userSession(app, db);
    const activatedAt = new Date(Date.now() - 3 * DAY);
    await createSubscription(db, learner.user, program, { status: 'active', activatedAt });

    expect((await getLesson(open.id, learner.headers)).statusCode).toBe(200);
    const res = await getLesson(locked.id, learner.headers);
    expect(res.statusCode).toBe(403);
    const unlocksAt = new Date(activatedAt.getTime() + 5 * DAY);
    expect(res.json()).toEqual({
      message: lessonUnlocksMessage(unlocksAt),
      unlocks_at: unlocksAt.toISOString(),
    });
    // Progress is refused the same way.
    const progress = await postProgress(locked.id, learner.headers, { completed: true });
    expect(progress.statusCode).toBe(403);
    expect(progress.json().unlocks_at).toBe(unlocksAt.toISOString());
  });

  it('words the unlock date in IST', () => {
    // 20:00 UTC on 4 Dec is 01:30 on 5 Dec in India.
    expect(lessonUnlocksMessage('2026-12-04T20:00:00Z')).toBe('This lesson unlocks on 05 Dec 2026.');
  });

  it('starts the clock when an admin approves the subscription', async () => {
    const program = await createProgram(db);
    const module = await createModule(db, program, { releaseAfterDays: 1 });
    const lesson = await createLesson(db, module);
    const learner = await userSession(app, db);
    const subscription = await createSubscription(db, learner.user, program);
    const admin = await adminSession(app, db);
    const approved = await app.inject({
      method: 'PUT',
      url: `/api/admin/subscription/${subscription.id}`,
      headers: admin.headers,
      payload: { status: 'active' },
    });
    expect(approved.statusCode).toBe(200);
    const res = await getLesson(lesson.id, learner.headers);
    expect(res.statusCode).toBe(403);
    const unlocksAt = new Date(res.json().unlocks_at).getTime();
    expect(Math.abs(unlocksAt - (Date.now() + DAY))).toBeLessThan(60_000);
  });

  it('lets an admin give one learner early access, and take it back', async () => {
    const program = await createProgram(db);
    const module = await createModule(db, program, { releaseAfterDays: 30 });
    const lesson = await createLesson(db, module);
    const learner = await userSession(app, db);
    const other = await userSession(app, db);
    await createSubscription(db, learner.user, program, { status: 'active' });
    await createSubscription(db, other.user, program, { status: 'active' });
    const admin = await adminSession(app, db);

    const granted = await app.inject({
      method: 'POST',
      url: `/api/admin/module/${module.id}/early-access`,
      headers: admin.headers,
      payload: { user_id: learner.user.id },
    });
    expect(granted.statusCode).toBe(201);
    expect(granted.json()).toMatchObject({ module_id: module.id, user_id: learner.user.id });
    expect((await getLesson(lesson.id, learner.headers)).statusCode).toBe(200);
    expect((await getLesson(lesson.id, other.headers)).statusCode).toBe(403);
    // Early access moves the drip date; it does not stand in for a subscription.
    const unsubscribed = await userSession(app, db);
    await app.inject({
      method: 'POST',
      url: `/api/admin/module/${module.id}/early-access`,
      headers: admin.headers,
      payload: { user_id: unsubscribed.user.id },
    });
    const refused = await getLesson(lesson.id, unsubscribed.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MESSAGES.courses.subscribeToOpen });
    const body = await outline(program.id, learner.headers);
    expect(body.modules[0]?.lessons[0]?.locked).toBe(false);
    expect(new Date(body.modules[0]!.unlocks_at!).getTime()).toBeLessThanOrEqual(Date.now());

    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/admin/module/${module.id}/early-access/${learner.user.id}`,
      headers: admin.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ message: MESSAGES.courses.earlyAccessRemoved });
    expect((await getLesson(lesson.id, learner.headers)).statusCode).toBe(403);
    expect(
      await db
        .select()
        .from(moduleEarlyAccess)
        .where(and(eq(moduleEarlyAccess.moduleId, module.id), eq(moduleEarlyAccess.userId, learner.user.id))),
    ).toEqual([]);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/admin/module/${module.id}/early-access/${learner.user.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('revocation', () => {
  it('ends access at once when an admin rejects the subscription', async () => {
    const { program, article } = await course();
    const learner = await userSession(app, db);
    const subscription = await createSubscription(db, learner.user, program, { status: 'active' });
    expect((await getLesson(article.id, learner.headers)).statusCode).toBe(200);
    const admin = await adminSession(app, db);
    await app.inject({
      method: 'PUT',
      url: `/api/admin/subscription/${subscription.id}`,
      headers: admin.headers,
      payload: { status: 'rejected' },
    });
    const res = await getLesson(article.id, learner.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.courses.subscribeToOpen });
    expect((await outline(program.id, learner.headers)).modules[0]?.lessons[0]?.locked).toBe(true);
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row).toMatchObject({ status: 'rejected', activatedAt: null });
  });

  it('ends access at once when an admin deactivates the learner', async () => {
    const { program, article } = await course();
    const learner = await userSession(app, db);
    await createSubscription(db, learner.user, program, { status: 'active' });
    expect((await getLesson(article.id, learner.headers)).statusCode).toBe(200);
    const admin = await adminSession(app, db);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/user/${learner.user.id}`,
      headers: admin.headers,
      payload: {
        name: learner.user.name,
        email: learner.user.email,
        status: 'inactive',
        role: 'user',
      },
    });
    expect(res.statusCode).toBe(200);
    // The session no longer authenticates: an inactive account is no caller at all.
    expect((await getLesson(article.id, learner.headers)).statusCode).toBe(401);
    expect((await postProgress(article.id, learner.headers, { completed: true })).statusCode).toBe(401);
  });
});

describe('POST /api/lesson/:id/progress', () => {
  async function activeVideo(durationSeconds = 100) {
    const program = await createProgram(db);
    const module = await createModule(db, program);
    const video = await createLesson(db, module, { kind: 'video', durationSeconds, htmlContent: '' });
    const learner = await userSession(app, db);
    await createSubscription(db, learner.user, program, { status: 'active' });
    return { video, learner, module };
  }

  /** The learner opened the lesson `seconds` ago: the clock that bounds the seconds watched. */
  async function openedAgo(userId: string, lessonId: string, seconds: number) {
    const openedAt = sql`now() - make_interval(secs => ${seconds})`;
    await db
      .insert(lessonOpens)
      .values({ userId, lessonId, openedAt })
      .onConflictDoUpdate({ target: [lessonOpens.userId, lessonOpens.lessonId], set: { openedAt } });
  }

  it('does not count 20 s plus 50 s of a 100 s video watched again and again as complete', async () => {
    const { video, learner } = await activeVideo();
    await openedAgo(learner.user.id, video.id, 3600);
    for (let i = 0; i < 5; i += 1) {
      const res = await postProgress(video.id, learner.headers, {
        watched: [
          [0, 20],
          [30, 80],
        ],
        position: 80,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ completed: false, watched_seconds: 70, position: 80 });
    }
  });

  it('merges overlapping ranges and completes at 90 % of the distinct seconds', async () => {
    const { video, learner } = await activeVideo();
    await openedAgo(learner.user.id, video.id, 3600);
    const first = await postProgress(video.id, learner.headers, {
      watched: [
        [0, 50],
        [40, 60],
      ],
      position: 60,
    });
    expect(first.json()).toEqual({ completed: false, watched_seconds: 60, position: 60 });
    const almost = await postProgress(video.id, learner.headers, { watched: [[55, 89]], position: 89 });
    expect(almost.json()).toEqual({ completed: false, watched_seconds: 89, position: 89 });
    const done = await postProgress(video.id, learner.headers, { watched: [[88.4, 90.2]], position: 90.2 });
    expect(done.json()).toEqual({ completed: true, watched_seconds: 91, position: 90 });
    // Completion never goes back, and a later position is still saved for resume.
    const later = await postProgress(video.id, learner.headers, { position: 12 });
    expect(later.json()).toEqual({ completed: true, watched_seconds: 91, position: 12 });
    const lesson = await getLesson(video.id, learner.headers);
    expect(lesson.json().progress).toEqual({ completed: true, watched_seconds: 91, position: 12 });
  });

  it('clamps ranges and the position to the video', async () => {
    const { video, learner } = await activeVideo(60);
    await openedAgo(learner.user.id, video.id, 3600);
    const res = await postProgress(video.id, learner.headers, {
      watched: [
        [50, 500],
        [70, 80],
      ],
      position: 999,
    });
    expect(res.json()).toEqual({ completed: false, watched_seconds: 10, position: 60 });
  });

  it('loses no range when posts arrive in parallel', async () => {
    const { video, learner } = await activeVideo(200);
    await openedAgo(learner.user.id, video.id, 3600);
    const posts = Array.from({ length: 20 }, (_, i) =>
      postProgress(video.id, learner.headers, { watched: [[i * 10, i * 10 + 10]], position: i * 10 + 10 }),
    );
    const results = await Promise.all(posts);
    expect(results.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const [row] = await db.select().from(lessonProgress).where(eq(lessonProgress.lessonId, video.id));
    expect(row?.watched).toBe('{[0,200)}');
    expect(row?.completedAt).not.toBeNull();
  });

  it('does not complete a 20 s video claimed whole in one request right after it is opened, nor certify it', async () => {
    const { video, learner } = await activeVideo(20);
    expect((await getLesson(video.id, learner.headers)).statusCode).toBe(200);
    const res = await postProgress(video.id, learner.headers, { watched: [[0, 20]], position: 20 });
    expect(res.statusCode).toBe(200);
    expect(res.json().completed).toBe(false);
    expect(res.json().watched_seconds).toBeLessThan(18);
    expect(await db.select().from(certificates)).toEqual([]);
    // The same claim from a client that never read the lesson: its first report starts the clock.
    const other = await activeVideo(20);
    const direct = await postProgress(other.video.id, other.learner.headers, {
      watched: [[0, 20]],
      position: 20,
    });
    expect(direct.json().completed).toBe(false);
    expect(await db.select().from(certificates)).toEqual([]);
  });

  it('completes a video, and certifies it, from the player’s reports every 10 s as it plays', async () => {
    const { video, learner } = await activeVideo(25);
    expect((await getLesson(video.id, learner.headers)).statusCode).toBe(200);
    // The player reports all its played ranges each time; the clock is moved on between reports.
    const reports: [number, number][] = [
      [10, 10],
      [20, 20],
      [25, 25],
    ];
    const answers = [];
    for (const [elapsed, played] of reports) {
      await openedAgo(learner.user.id, video.id, elapsed);
      const res = await postProgress(video.id, learner.headers, { watched: [[0, played]], position: played });
      expect(res.statusCode).toBe(200);
      answers.push(res.json());
    }
    expect(answers).toEqual([
      { completed: false, watched_seconds: 10, position: 10 },
      { completed: false, watched_seconds: 20, position: 20 },
      { completed: true, watched_seconds: 25, position: 25 },
    ]);
    expect(await db.select().from(certificates)).toHaveLength(1);
  });

  it('keeps the seconds of an over-claim that the clock allows, and takes the rest from a later report', async () => {
    const { video, learner } = await activeVideo(100);
    await openedAgo(learner.user.id, video.id, 30);
    const early = await postProgress(video.id, learner.headers, { watched: [[0, 95]], position: 95 });
    // 30 s since opening: 30 + 10 % + 5 s.
    expect(early.json()).toEqual({ completed: false, watched_seconds: 38, position: 95 });
    const [row] = await db.select().from(lessonProgress).where(eq(lessonProgress.lessonId, video.id));
    expect(row?.watched).toBe('{[0,38)}');
    await openedAgo(learner.user.id, video.id, 95);
    const later = await postProgress(video.id, learner.headers, { watched: [[0, 95]], position: 95 });
    expect(later.json()).toEqual({ completed: true, watched_seconds: 95, position: 95 });
  });

  it('starts the clock when the lesson is first opened: reading it again does not restart it', async () => {
    const { video, learner } = await activeVideo(100);
    expect((await getLesson(video.id, learner.headers)).statusCode).toBe(200);
    await openedAgo(learner.user.id, video.id, 60);
    // A fresh playlist URL is a read of the lesson too.
    expect((await getLesson(video.id, learner.headers)).statusCode).toBe(200);
    const res = await postProgress(video.id, learner.headers, { watched: [[0, 60]], position: 60 });
    expect(res.json()).toEqual({ completed: false, watched_seconds: 60, position: 60 });
  });

  it('marks an article complete with completed: true', async () => {
    const { program, article } = await course();
    const learner = await userSession(app, db);
    await createSubscription(db, learner.user, program, { status: 'active' });
    const res = await postProgress(article.id, learner.headers, { completed: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ completed: true, watched_seconds: 0, position: 0 });
    const wrong = await postProgress(article.id, learner.headers, { watched: [[0, 1]] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: MESSAGES.courses.documentNeedsCompleted });
  });

  it('follows the same 401 and 403 rules as reading the lesson', async () => {
    const { article, preview } = await course();
    expect((await postProgress(article.id, {}, { completed: true })).statusCode).toBe(401);
    // A preview is open to anyone, but an anonymous caller has no progress to keep.
    expect((await postProgress(preview.id, {}, { completed: true })).statusCode).toBe(401);
    const stranger = await userSession(app, db);
    const res = await postProgress(article.id, stranger.headers, { completed: true });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.courses.subscribeToOpen });
  });

  it('answers 409 for a video whose length is not known yet', async () => {
    const { module, learner } = await activeVideo();
    const unready = await createLesson(db, module, { kind: 'video', durationSeconds: null });
    const res = await postProgress(unready.id, learner.headers, { watched: [[0, 5]], position: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.courses.videoNotReady });
  });

  it.each([
    [{ watched: [[20, 10]] }, 'Each watched range must end after it starts.'],
    [{ watched: [[-1, 10]] }, 'Watched seconds cannot be negative.'],
    [{ watched: [[0, 'ten']] }, 'watched must be a list of [from, to] pairs of seconds.'],
    [{ watched: [[0, 1, 2]] }, 'watched must be a list of [from, to] pairs of seconds.'],
    [
      { watched: Array.from({ length: 101 }, (_, i) => [i, i + 1]) },
      'Send at most 100 watched ranges at a time.',
    ],
    [{ position: -5 }, 'position cannot be negative.'],
    [{ completed: false }, 'completed can only be true.'],
    [{}, 'Send watched and position for a video, or completed: true for an article or a file.'],
  ])('refuses a malformed progress post with 400 and a message (%#)', async (payload, message) => {
    const { video, learner } = await activeVideo();
    const res = await postProgress(video.id, learner.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});
