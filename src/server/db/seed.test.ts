import { ProgramInputSchema } from '@contract/admin.ts';
import { LessonCreateSchema } from '@contract/course.ts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../accounts/password.ts';
import { SanitizerPool } from '../html/sanitizer-pool.ts';
import { createLogger } from '../logger.ts';
import { transcodeMedia } from '../media/records.ts';
import { LocalMediaStorage } from '../media/storage.ts';
import { sharedTestDatabase } from '../test/database.ts';
import { createModule, createUser } from '../test/factories.ts';
import { scratchDir } from '../test/media.ts';
import { courseModules, lessons, media, programs, users } from './schema.ts';
import { ensureFirstAdmin, SAMPLE_VIDEO_SECONDS, seedContent, seedCurricula } from './seed.ts';
import { SEED_CURRICULA } from './seed-curricula.ts';
import { SEED_PROGRAMS } from './seed-programs.ts';
import { SEED_SERVICES } from './seed-services.ts';

const { db } = await sharedTestDatabase();
const log = createLogger('silent');

describe('seedContent', () => {
  it('writes the four programs of the spec once, in order, one FREE and one unavailable', async () => {
    await seedContent(db, log);
    await seedContent(db, log);
    const rows = await db.select().from(programs).orderBy(programs.createdOn);
    expect(rows.map((p) => p.title)).toEqual([
      'Pro Trader Program',
      'Swing Trader Program',
      'Financial Literacy Program',
      'Wealth Management',
    ]);
    expect(rows.filter((p) => p.offeringType === 'FREE')).toHaveLength(1);
    expect(rows.filter((p) => p.availability === 'no')).toHaveLength(1);
    for (const p of rows) {
      expect(p.offerPrice).toBeLessThanOrEqual(p.actualPrice);
      expect(p.htmlContent.length).toBeGreaterThan(500);
      expect(p.htmlContent).not.toMatch(/lorem ipsum/i);
    }
  });

  it('writes programs and services an admin can save unchanged: image paths and texts pass the rules', () => {
    for (const row of [...SEED_PROGRAMS, ...SEED_SERVICES]) {
      const result = ProgramInputSchema.safeParse(row);
      expect(result.error?.issues, row.title).toBeUndefined();
    }
  });

  it('does not bring back a seeded program an admin deleted', async () => {
    await seedContent(db, log);
    await db.delete(programs).where(eq(programs.slug, 'swing-trader'));
    await seedContent(db, log);
    expect(await db.select().from(programs)).toHaveLength(SEED_PROGRAMS.length - 1);
  });
});

describe('seedCurricula', () => {
  const storage = new LocalMediaStorage(scratchDir());
  const sanitizer = new SanitizerPool(1);
  afterAll(() => sanitizer.close());

  it('gives each seed program its modules and articles once, and one welcome video they share', async () => {
    await seedContent(db, log);
    await seedCurricula(db, storage, log);
    await seedCurricula(db, storage, log);

    const rows = await db
      .select({ slug: programs.slug, module: courseModules.title, lesson: lessons.title, kind: lessons.kind })
      .from(lessons)
      .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
      .innerJoin(programs, eq(programs.id, courseModules.programId))
      .orderBy(asc(programs.createdOn), asc(courseModules.position), asc(lessons.position));
    const expected = Object.entries(SEED_CURRICULA).flatMap(([slug, modules]) =>
      modules.flatMap((module) =>
        module.lessons.map((lesson) => ({
          slug,
          module: module.title,
          lesson: lesson.title,
          kind: lesson.html === undefined ? 'video' : 'article',
        })),
      ),
    );
    expect(rows).toEqual(expected);

    const videos = await db.select().from(media);
    expect(videos).toHaveLength(1);
    expect(videos[0]).toMatchObject({ status: 'processing', contentType: 'video/mp4' });
    const welcome = await db.select().from(lessons).where(eq(lessons.kind, 'video'));
    expect(welcome).toHaveLength(Object.keys(SEED_CURRICULA).length);
    expect(welcome.every((lesson) => lesson.mediaId === videos[0]!.id && lesson.preview)).toBe(true);

    // The transcoding job makes it playable, and the lessons learn its length.
    await transcodeMedia(db, storage, videos[0]!.id);
    const [ready] = await db.select().from(media);
    expect(ready).toMatchObject({ status: 'ready', durationSeconds: SAMPLE_VIDEO_SECONDS });
    const timed = await db
      .select({ duration: lessons.durationSeconds })
      .from(lessons)
      .where(eq(lessons.kind, 'video'));
    expect(timed.every((lesson) => lesson.duration === SAMPLE_VIDEO_SECONDS)).toBe(true);
  }, 120_000);

  it('writes articles an admin can save unchanged: they pass the lesson rules and the sanitiser', async () => {
    for (const lesson of Object.values(SEED_CURRICULA).flatMap((modules) =>
      modules.flatMap((m) => m.lessons),
    )) {
      if (lesson.html === undefined) continue;
      const parsed = LessonCreateSchema.safeParse({
        title: lesson.title,
        kind: 'article',
        html_content: lesson.html,
      });
      expect(parsed.error?.issues, lesson.title).toBeUndefined();
      expect(await sanitizer.sanitize(lesson.html), lesson.title).toBe(lesson.html);
    }
  });

  it("leaves alone a program that already has an admin's curriculum", async () => {
    await seedContent(db, log);
    const [own] = await db.select().from(programs).where(eq(programs.slug, 'swing-trader'));
    await createModule(db, own!, { title: 'My own module' });
    await seedCurricula(db, storage, log);
    const modules = await db.select().from(courseModules).where(eq(courseModules.programId, own!.id));
    expect(modules.map((module) => module.title)).toEqual(['My own module']);
    expect((await db.select().from(courseModules)).length).toBeGreaterThan(1);
  });
});

describe('ensureFirstAdmin', () => {
  it('creates the configured admin with a hashed password, once', async () => {
    const options = { adminEmail: 'owner@fintrain.in', adminPassword: 'correct horse battery' };
    await ensureFirstAdmin(db, options, log);
    await ensureFirstAdmin(db, { ...options, adminPassword: 'another password' }, log);
    const admins = await db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ email: 'owner@fintrain.in', status: 'active' });
    expect(admins[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admins[0]!.passwordHash, 'correct horse battery')).toBe(true);
  });

  it('promotes an existing account with the configured address instead of duplicating it', async () => {
    await createUser(db, { email: 'owner@fintrain.in', role: 'user', status: 'inactive' });
    await ensureFirstAdmin(
      db,
      { adminEmail: 'owner@fintrain.in', adminPassword: 'correct horse battery' },
      log,
    );
    const rows = await db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'admin', status: 'active' });
  });

  it('without configuration creates an admin with a random password that it logs once', async () => {
    const lines: string[] = [];
    const capture = createLogger('info', { write: (line: string) => lines.push(line) });
    await ensureFirstAdmin(db, {}, capture);
    const [admin] = await db.select().from(users).where(eq(users.role, 'admin'));
    expect(admin?.email).toBe('admin@fintrain.in');
    const password = /one-time password (\S+)/.exec(lines.join('\n'))?.[1];
    expect(password).toBeDefined();
    expect(password!.length).toBeGreaterThanOrEqual(20);
    expect(await verifyPassword(admin!.passwordHash, password!)).toBe(true);
    // A password printed in a log must be replaced at first sign-in (ADR 060).
    expect(admin?.mustChangePassword).toBe(true);
  });

  it('lets an admin keep the password the operator chose in ADMIN_PASSWORD', async () => {
    await ensureFirstAdmin(
      db,
      { adminEmail: 'owner@fintrain.in', adminPassword: 'correct horse battery' },
      log,
    );
    const [admin] = await db.select().from(users).where(eq(users.role, 'admin'));
    expect(admin?.mustChangePassword).toBe(false);
  });
});
