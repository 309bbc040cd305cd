import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../accounts/index.ts';
import type { MediaStorage } from '../media/index.ts';
import { createMedia, makeSampleVideo, mediaKeys } from '../media/index.ts';
import type { Database, DbOrTx } from './client.ts';
import { appMeta, courseModules, lessons, programs, services, users } from './schema.ts';
import { SEED_CURRICULA } from './seed-curricula.ts';
import { SEED_PROGRAMS, type SeedProgram } from './seed-programs.ts';
import { SEED_SERVICES } from './seed-services.ts';

const GENERATED_ADMIN_EMAIL = 'admin@fintrain.in';

/**
 * Writes one kind of seed content once per database. A marker row, not "is the table empty",
 * decides: content an admin deletes later must not come back at the next start.
 */
async function seedOnce(
  db: Database,
  marker: string,
  table: typeof programs | typeof services,
  rows: readonly SeedProgram[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: marker, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;
    await tx
      .insert(table)
      .values(
        rows.map((row, i) => ({
          slug: row.slug,
          title: row.title,
          tag: row.tag,
          description: row.description,
          imagePath: row.image_path,
          offeringType: row.offering_type,
          actualPrice: row.actual_price,
          offerPrice: row.offer_price,
          availability: row.availability,
          htmlContent: row.html_content,
          // Distinct creation times keep the list in the given order.
          createdOn: sql`now() - make_interval(secs => ${rows.length - i})`,
        })),
      )
      .onConflictDoNothing();
    return true;
  });
}

/** The four programs of the spec and two services, written once per database. */
export async function seedContent(db: Database, log: FastifyBaseLogger): Promise<void> {
  if (await seedOnce(db, 'seed:programs', programs, SEED_PROGRAMS)) {
    log.info({ programs: SEED_PROGRAMS.length }, 'seed programs written');
  }
  if (await seedOnce(db, 'seed:services', services, SEED_SERVICES)) {
    log.info({ services: SEED_SERVICES.length }, 'seed services written');
  }
}

/** The welcome video's length: long enough to show resuming and the 90 % rule, small to store. */
export const SAMPLE_VIDEO_SECONDS = 20;

/**
 * Makes the sample video with ffmpeg, stores it and records it (its transcoding job is queued in
 * `tx`). Null when ffmpeg or storage fails: the articles are seeded without the video.
 */
async function seedSampleVideo(tx: DbOrTx, storage: MediaStorage, log: FastifyBaseLogger) {
  const work = await mkdtemp(path.join(tmpdir(), 'fintrain-seed-'));
  try {
    const file = path.join(work, 'welcome.mp4');
    await makeSampleVideo(file, { seconds: SAMPLE_VIDEO_SECONDS, width: 640, height: 360, rate: 25 });
    const id = randomUUID();
    const storageKey = mediaKeys.original(id, 'mp4');
    await storage.putFile(storageKey, file, 'video/mp4');
    const row = await createMedia(tx, {
      id,
      originalName: 'welcome.mp4',
      contentType: 'video/mp4',
      sizeBytes: (await stat(file)).size,
      storageKey,
      isVideo: true,
    });
    return row.id;
  } catch (error) {
    log.warn({ err: error }, 'the sample video could not be made: the seed curricula have no video');
    return null;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The seed programs' sample curricula (seed-curricula.ts), written once per database to the seed
 * programs that still exist and have no module yet: an admin's own curriculum is never touched.
 */
export async function seedCurricula(
  db: Database,
  storage: MediaStorage,
  log: FastifyBaseLogger,
): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: 'seed:curricula', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return;
    const targets = await tx
      .select({ id: programs.id, slug: programs.slug })
      .from(programs)
      .where(
        and(
          inArray(programs.slug, Object.keys(SEED_CURRICULA)),
          sql`not exists (select 1 from ${courseModules} where ${courseModules.programId} = ${programs.id})`,
        ),
      );
    if (targets.length === 0) return;
    const videoId = await seedSampleVideo(tx, storage, log);
    for (const program of targets) {
      const modules = (program.slug && SEED_CURRICULA[program.slug]) || [];
      for (const [position, module] of modules.entries()) {
        const [moduleRow] = await tx
          .insert(courseModules)
          .values({
            programId: program.id,
            title: module.title,
            releaseAfterDays: module.releaseAfterDays,
            position,
          })
          .returning({ id: courseModules.id });
        const rows = module.lessons.filter((lesson) => lesson.html !== undefined || videoId !== null);
        await tx.insert(lessons).values(
          rows.map((lesson, i) => ({
            moduleId: moduleRow!.id,
            title: lesson.title,
            kind: lesson.html === undefined ? ('video' as const) : ('article' as const),
            htmlContent: lesson.html ?? '',
            mediaId: lesson.html === undefined ? videoId : null,
            preview: lesson.preview ?? false,
            position: i,
          })),
        );
      }
    }
    log.info({ programs: targets.length, video: videoId !== null }, 'seed curricula written');
  });
}

export interface FirstAdminOptions {
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
}

/**
 * Makes sure an admin exists. With ADMIN_EMAIL and ADMIN_PASSWORD that account is created (or an
 * existing account with that address promoted); without them an admin gets a random password,
 * printed once. There is never a built-in default password.
 */
export async function ensureFirstAdmin(
  db: Database,
  options: FirstAdminOptions,
  log: FastifyBaseLogger,
): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.role} = 'admin'`)
    .limit(1);
  if (existing) return;

  const generated = options.adminEmail === undefined;
  const email = options.adminEmail ?? GENERATED_ADMIN_EMAIL;
  const password = options.adminPassword ?? randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  // A password printed in the log is one-time: it must be replaced at first sign-in (ADR 060).
  // One the operator chose (ADMIN_PASSWORD) is theirs to keep.
  const mustChangePassword = generated;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (owner) {
    await db
      .update(users)
      .set({ role: 'admin', status: 'active', passwordHash, mustChangePassword })
      .where(eq(users.id, owner.id));
  } else {
    await db.insert(users).values({
      name: 'Administrator',
      email,
      passwordHash,
      role: 'admin',
      status: 'active',
      mustChangePassword,
    });
  }
  if (generated) {
    log.warn(
      { email },
      `No admin existed: created ${email} with the one-time password ${password} — sign in and change it. This password is not shown again.`,
    );
  } else {
    log.info({ email }, 'first admin created from ADMIN_EMAIL');
  }
}
