import { AdminLessonSchema, AdminModuleSchema, CurriculumSchema } from '@contract/course.ts';
import { MESSAGES } from '@contract/messages.ts';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, courseModules, lessonProgress, lessons, programs } from '../db/schema.ts';
import { adminSession, createLesson, createModule, createProgram, createUser } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db } = await buildTestApp();
const MISSING = '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function as(headers: Record<string, string>, method: Method, url: string, payload?: object) {
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function modulePositions(programId: string) {
  const rows = await db
    .select({ title: courseModules.title, position: courseModules.position })
    .from(courseModules)
    .where(eq(courseModules.programId, programId))
    .orderBy(asc(courseModules.position));
  return rows.map((row) => [row.title, row.position]);
}

async function lessonPositions(moduleId: string) {
  const rows = await db
    .select({ title: lessons.title, position: lessons.position })
    .from(lessons)
    .where(eq(lessons.moduleId, moduleId))
    .orderBy(asc(lessons.position));
  return rows.map((row) => [row.title, row.position]);
}

describe('modules', () => {
  it('adds modules last in order, answers 201 and audits', async () => {
    const { headers, user } = await adminSession(app, db);
    const program = await createProgram(db);
    const first = await as(headers, 'POST', `/api/admin/program/${program.id}/module`, {
      title: 'Basics',
      release_after_days: 0,
    });
    expect(first.statusCode).toBe(201);
    expect(AdminModuleSchema.parse(first.json())).toMatchObject({
      program_id: program.id,
      title: 'Basics',
      release_after_days: 0,
      position: 0,
    });
    const second = await as(headers, 'POST', `/api/admin/program/${program.id}/module`, {
      title: 'Charts',
      release_after_days: 7,
    });
    expect(second.json()).toMatchObject({ position: 1, release_after_days: 7 });
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'module.add'));
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actorId: user.id, entityType: 'module', before: null });
  });

  it('answers 404 for a program that does not exist', async () => {
    const { headers } = await adminSession(app, db);
    const res = await as(headers, 'POST', `/api/admin/program/${MISSING}/module`, { title: 'X' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.programs.notFound });
  });

  it.each([
    [{ title: '' }, 'Title is required.'],
    [{ title: 'A', release_after_days: -1 }, 'release_after_days must be at least 0.'],
    [{ title: 'A', release_after_days: 1.5 }, 'release_after_days must be a whole number.'],
    [{ title: 'A', release_after_days: 'soon' }, 'release_after_days must be a number.'],
  ])('refuses %j with 400 and a message', async (payload, message) => {
    const { headers } = await adminSession(app, db);
    const program = await createProgram(db);
    const res = await as(headers, 'POST', `/api/admin/program/${program.id}/module`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('renames, re-times and moves a module, shifting its siblings', async () => {
    const { headers } = await adminSession(app, db);
    const program = await createProgram(db);
    const a = await createModule(db, program, { title: 'A' });
    await createModule(db, program, { title: 'B' });
    await createModule(db, program, { title: 'C' });
    const res = await as(headers, 'PUT', `/api/admin/module/${a.id}`, {
      title: 'A2',
      release_after_days: 3,
      position: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'A2', release_after_days: 3, position: 2 });
    expect(await modulePositions(program.id)).toEqual([
      ['B', 0],
      ['C', 1],
      ['A2', 2],
    ]);
    // Past the end means last; 0 means first.
    const c = (await db.select().from(courseModules).where(eq(courseModules.title, 'C')))[0]!;
    await as(headers, 'PUT', `/api/admin/module/${c.id}`, { position: 0 });
    expect(await modulePositions(program.id)).toEqual([
      ['C', 0],
      ['B', 1],
      ['A2', 2],
    ]);
    await as(headers, 'PUT', `/api/admin/module/${c.id}`, { position: 99 });
    expect(await modulePositions(program.id)).toEqual([
      ['B', 0],
      ['A2', 1],
      ['C', 2],
    ]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'module.edit'));
    expect(audit?.before).toMatchObject({ title: 'A', position: 0 });
    expect(audit?.after).toMatchObject({ title: 'A2', position: 2 });
  });

  it('keeps positions 0..n-1 when reorders run in parallel', async () => {
    const { headers } = await adminSession(app, db);
    const program = await createProgram(db);
    const modules = [];
    for (let i = 0; i < 10; i += 1) modules.push(await createModule(db, program, { title: `M${i}` }));
    const moves = modules.flatMap((module, i) => [
      as(headers, 'PUT', `/api/admin/module/${module.id}`, { position: (i * 7) % 10 }),
      as(headers, 'PUT', `/api/admin/module/${module.id}`, { position: 9 - i }),
      as(headers, 'PUT', `/api/admin/module/${module.id}`, { position: (i * 3) % 10 }),
    ]);
    const results = await Promise.all(moves);
    expect(results.map((res) => res.statusCode)).toEqual(Array(30).fill(200));
    const positions = (await modulePositions(program.id)).map(([, position]) => position);
    expect(positions).toEqual([...Array(10).keys()]);
  });

  it('deletes a module with its lessons and progress, closing the gap, and audits', async () => {
    const { headers } = await adminSession(app, db);
    const program = await createProgram(db);
    await createModule(db, program, { title: 'A' });
    const b = await createModule(db, program, { title: 'B' });
    await createModule(db, program, { title: 'C' });
    const lesson = await createLesson(db, b);
    const learner = await createUser(db);
    await db.insert(lessonProgress).values({ userId: learner.id, lessonId: lesson.id });
    const res = await as(headers, 'DELETE', `/api/admin/module/${b.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.courses.moduleDeleted });
    expect(await modulePositions(program.id)).toEqual([
      ['A', 0],
      ['C', 1],
    ]);
    expect(await db.select().from(lessons)).toEqual([]);
    expect(await db.select().from(lessonProgress)).toEqual([]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'module.delete'));
    expect(audit).toMatchObject({ entityId: b.id, after: null });
    expect((await as(headers, 'DELETE', `/api/admin/module/${b.id}`)).statusCode).toBe(404);
  });

  it('goes with its program when the program is deleted', async () => {
    const { headers } = await adminSession(app, db);
    const program = await createProgram(db);
    const module = await createModule(db, program);
    await createLesson(db, module);
    expect((await as(headers, 'DELETE', `/api/admin/program/${program.id}`)).statusCode).toBe(200);
    expect(await db.select().from(programs)).toEqual([]);
    expect(await db.select().from(courseModules)).toEqual([]);
    expect(await db.select().from(lessons)).toEqual([]);
  });
});

describe('lessons', () => {
  it('adds an article with sanitised HTML, answers 201 and audits', async () => {
    const { headers } = await adminSession(app, db);
    const program = await createProgram(db);
    const module = await createModule(db, program);
    const res = await as(headers, 'POST', `/api/admin/module/${module.id}/lesson`, {
      title: 'Candlesticks',
      kind: 'article',
      html_content: '<p>Doji</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    });
    expect(res.statusCode).toBe(201);
    const lesson = AdminLessonSchema.parse(res.json());
    expect(lesson).toMatchObject({
      module_id: module.id,
      kind: 'article',
      html_content: '<p>Doji</p><a>x</a>',
      preview: false,
      position: 0,
      media_id: null,
      duration_seconds: null,
    });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'lesson.add'));
    expect(audit).toMatchObject({ entityType: 'lesson', entityId: lesson._id });
  });

  it('adds a preview video with its duration', async () => {
    const { headers } = await adminSession(app, db);
    const module = await createModule(db, await createProgram(db));
    const res = await as(headers, 'POST', `/api/admin/module/${module.id}/lesson`, {
      title: 'Intro video',
      kind: 'video',
      preview: true,
      duration_seconds: 300,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'video', preview: true, duration_seconds: 300 });
  });

  it.each([
    [{ title: 'Exam', kind: 'exam' }, "kind must be 'video', 'article', 'file' or 'quiz'."],
    [{ title: 'Quiz', kind: 'quiz' }, MESSAGES.quizzes.quizNeedsSettings],
    [{ title: '', kind: 'article' }, 'Title is required.'],
    [{ title: 'V', kind: 'video', duration_seconds: 0 }, 'duration_seconds must be at least 1.'],
    [{ title: 'V', kind: 'video', media_id: 'nope' }, 'media_id is not a valid id.'],
    [{ title: 'V', kind: 'video', media_id: MISSING }, MESSAGES.courses.mediaNotFound],
  ])('refuses %j with 400 and a message', async (payload, message) => {
    const { headers } = await adminSession(app, db);
    const module = await createModule(db, await createProgram(db));
    const res = await as(headers, 'POST', `/api/admin/module/${module.id}/lesson`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('answers 404 for a module that does not exist', async () => {
    const { headers } = await adminSession(app, db);
    const res = await as(headers, 'POST', `/api/admin/module/${MISSING}/lesson`, {
      title: 'A',
      kind: 'file',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.courses.moduleNotFound });
  });

  it('edits and reorders a lesson within its module', async () => {
    const { headers } = await adminSession(app, db);
    const module = await createModule(db, await createProgram(db));
    await createLesson(db, module, { title: 'A' });
    await createLesson(db, module, { title: 'B' });
    const c = await createLesson(db, module, { title: 'C' });
    const res = await as(headers, 'PUT', `/api/admin/lesson/${c.id}`, {
      title: 'C2',
      preview: true,
      html_content: '<p>New</p><img src=x onerror=alert(1)>',
      position: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'C2', preview: true, position: 0 });
    expect(res.json().html_content).not.toMatch(/onerror/);
    expect(await lessonPositions(module.id)).toEqual([
      ['C2', 0],
      ['A', 1],
      ['B', 2],
    ]);
  });

  it('moves a lesson to another module of the program, closing the gap it leaves', async () => {
    const { headers } = await adminSession(app, db);
    const program = await createProgram(db);
    const from = await createModule(db, program);
    const to = await createModule(db, program);
    await createLesson(db, from, { title: 'A' });
    const b = await createLesson(db, from, { title: 'B' });
    await createLesson(db, from, { title: 'C' });
    await createLesson(db, to, { title: 'X' });
    await createLesson(db, to, { title: 'Y' });
    const res = await as(headers, 'PUT', `/api/admin/lesson/${b.id}`, { module_id: to.id, position: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ module_id: to.id, position: 1 });
    expect(await lessonPositions(from.id)).toEqual([
      ['A', 0],
      ['C', 1],
    ]);
    expect(await lessonPositions(to.id)).toEqual([
      ['X', 0],
      ['B', 1],
      ['Y', 2],
    ]);
    const curriculum = CurriculumSchema.parse(
      (await as(headers, 'GET', `/api/admin/program/${program.id}/curriculum`)).json(),
    );
    expect(curriculum.modules.map((module) => module.lessons.map((lesson) => lesson.title))).toEqual([
      ['A', 'C'],
      ['X', 'B', 'Y'],
    ]);
  });

  it('refuses to move a lesson to another program’s module', async () => {
    const { headers } = await adminSession(app, db);
    const module = await createModule(db, await createProgram(db));
    const elsewhere = await createModule(db, await createProgram(db));
    const lesson = await createLesson(db, module);
    const res = await as(headers, 'PUT', `/api/admin/lesson/${lesson.id}`, { module_id: elsewhere.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.courses.moduleElsewhere });
  });

  it('keeps positions 0..n-1 in both modules when moves and reorders run in parallel', async () => {
    const { headers } = await adminSession(app, db);
    const program = await createProgram(db);
    const left = await createModule(db, program);
    const right = await createModule(db, program);
    const all = [];
    for (let i = 0; i < 5; i += 1) all.push(await createLesson(db, left, { title: `L${i}` }));
    for (let i = 0; i < 5; i += 1) all.push(await createLesson(db, right, { title: `R${i}` }));
    const results = await Promise.all(
      all.map((lesson, i) =>
        as(headers, 'PUT', `/api/admin/lesson/${lesson.id}`, {
          module_id: i % 2 === 0 ? right.id : left.id,
          position: i % 3,
        }),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const leftPositions = (await lessonPositions(left.id)).map(([, position]) => position);
    const rightPositions = (await lessonPositions(right.id)).map(([, position]) => position);
    expect(leftPositions).toEqual([...leftPositions.keys()]);
    expect(rightPositions).toEqual([...rightPositions.keys()]);
    expect(leftPositions.length + rightPositions.length).toBe(10);
  });

  it('deletes a lesson, closing the gap, and audits', async () => {
    const { headers } = await adminSession(app, db);
    const module = await createModule(db, await createProgram(db));
    const a = await createLesson(db, module, { title: 'A' });
    await createLesson(db, module, { title: 'B' });
    const res = await as(headers, 'DELETE', `/api/admin/lesson/${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.courses.lessonDeleted });
    expect(await lessonPositions(module.id)).toEqual([['B', 0]]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'lesson.delete'));
    expect(audit).toMatchObject({ entityId: a.id, after: null });
    expect((await as(headers, 'DELETE', `/api/admin/lesson/${a.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/program/:id/curriculum', () => {
  it('returns the modules and lessons in order, content included', async () => {
    const { headers } = await adminSession(app, db);
    const program = await createProgram(db);
    const second = await createModule(db, program, { title: 'Second', position: 1 });
    const first = await createModule(db, program, { title: 'First', position: 0 });
    await createLesson(db, first, { title: 'Read me', htmlContent: '<p>Body</p>' });
    await createLesson(db, second, { title: 'Watch me', kind: 'video', durationSeconds: 60 });
    const res = await as(headers, 'GET', `/api/admin/program/${program.id}/curriculum`);
    expect(res.statusCode).toBe(200);
    const body = CurriculumSchema.parse(res.json());
    expect(body.modules.map((module) => module.title)).toEqual(['First', 'Second']);
    expect(body.modules[0]?.lessons[0]).toMatchObject({ title: 'Read me', html_content: '<p>Body</p>' });
    expect(body.modules[1]?.lessons[0]).toMatchObject({ kind: 'video', duration_seconds: 60 });
    expect((await as(headers, 'GET', `/api/admin/program/${MISSING}/curriculum`)).statusCode).toBe(404);
  });
});

describe('early access', () => {
  it('answers 404 for an unknown learner or module, and audits a grant', async () => {
    const { headers } = await adminSession(app, db);
    const module = await createModule(db, await createProgram(db));
    const learner = await createUser(db);
    const noUser = await as(headers, 'POST', `/api/admin/module/${module.id}/early-access`, {
      user_id: MISSING,
    });
    expect(noUser.statusCode).toBe(404);
    expect(noUser.json()).toEqual({ message: MESSAGES.courses.userNotFound });
    const noModule = await as(headers, 'POST', `/api/admin/module/${MISSING}/early-access`, {
      user_id: learner.id,
    });
    expect(noModule.statusCode).toBe(404);
    const granted = await as(headers, 'POST', `/api/admin/module/${module.id}/early-access`, {
      user_id: learner.id,
    });
    expect(granted.statusCode).toBe(201);
    // Granting twice is harmless.
    expect(
      (await as(headers, 'POST', `/api/admin/module/${module.id}/early-access`, { user_id: learner.id }))
        .statusCode,
    ).toBe(201);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'module.early_access_grant'));
    expect(audits[0]).toMatchObject({
      entityType: 'module',
      entityId: module.id,
      after: { user_id: learner.id },
    });
  });
});
