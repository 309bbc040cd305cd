import { cleanedHtmlTooLongMessage } from '@contract/admin.ts';
import type {
  AdminLesson,
  LessonCreate,
  LessonUpdate,
  ModuleCreate,
  ModuleUpdate,
} from '@contract/course.ts';
import { MESSAGES } from '@contract/messages.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { UserRow } from '../accounts/index.ts';
import type { Database, Tx } from '../db/client.ts';
import { courseModules, lessons, media, moduleEarlyAccess, programs, users } from '../db/schema.ts';
import type { HtmlSanitizer } from '../html/sanitizer-pool.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { scheduleEarlyAccessMail, scheduleModuleUnlockMails } from './drip.ts';
import { presentAdminLesson, presentModule } from './presenter.ts';
import {
  insertQuizSettings,
  presentQuizSettings,
  quizSettingsOf,
  updateQuizSettings,
} from './quiz-settings.ts';

type ModuleRow = typeof courseModules.$inferSelect;
type LessonRow = typeof lessons.$inferSelect;

/**
 * Gives the ids, in this order, positions 0..n-1 (only the rows whose position changes are
 * written). Callers hold the parent's row lock, so two reorders of one parent run one after the
 * other and positions never gap or repeat.
 */
export async function writeOrder(tx: Tx, table: 'course_modules' | 'lessons', ids: readonly string[]) {
  if (ids.length === 0) return;
  // The ids come from the database (uuids), so the array literal cannot carry anything else.
  await tx.execute(sql`
    update ${sql.identifier(table)} as t set position = o.ord - 1
    from unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as o(id, ord)
    where t.id = o.id and t.position <> o.ord - 1`);
}

/** `ids` with `id` taken out and put back at `position` (last when absent or past the end). */
function placed(ids: readonly string[], id: string, position: number | undefined): string[] {
  const rest = ids.filter((other) => other !== id);
  const at = Math.min(position ?? rest.length, rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

export async function moduleIdsOf(tx: Tx, programId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(eq(courseModules.programId, programId))
    .orderBy(asc(courseModules.position), asc(courseModules.id));
  return rows.map((row) => row.id);
}

export async function lessonIdsOf(tx: Tx, moduleId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.moduleId, moduleId))
    .orderBy(asc(lessons.position), asc(lessons.id));
  return rows.map((row) => row.id);
}

/** Locks the program's row: every change to its list of modules holds this lock. */
export async function lockProgram(tx: Tx, programId: string): Promise<void> {
  const [row] = await tx
    .select({ id: programs.id })
    .from(programs)
    .where(eq(programs.id, programId))
    .for('update');
  if (!row) throw new DomainError('not_found', MESSAGES.programs.notFound);
}

/** Locks modules' rows in id order (so two movers cannot deadlock); every change to a module's lessons holds its lock. */
export async function lockModules(tx: Tx, ids: readonly string[]): Promise<ModuleRow[]> {
  return tx
    .select()
    .from(courseModules)
    .where(inArray(courseModules.id, [...new Set(ids)]))
    .orderBy(asc(courseModules.id))
    .for('update');
}

/** The program's modules with their lessons, in order, content included. */
export async function getCurriculum(db: Database, programId: string) {
  const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId));
  if (!program) throw new DomainError('not_found', MESSAGES.programs.notFound);
  const modules = await db
    .select()
    .from(courseModules)
    .where(eq(courseModules.programId, programId))
    .orderBy(asc(courseModules.position), asc(courseModules.id));
  const rows =
    modules.length === 0
      ? []
      : await db
          .select()
          .from(lessons)
          .where(
            inArray(
              lessons.moduleId,
              modules.map((module) => module.id),
            ),
          )
          .orderBy(asc(lessons.position), asc(lessons.id));
  const quizzes = await quizSettingsOf(
    db,
    rows.filter((lesson) => lesson.kind === 'quiz').map((lesson) => lesson.id),
  );
  const present = (lesson: LessonRow) => {
    const quiz = quizzes.get(lesson.id);
    return presentAdminLesson(lesson, quiz ? presentQuizSettings(quiz) : null);
  };
  return {
    program_id: programId,
    modules: modules.map((module) => ({
      ...presentModule(module),
      lessons: rows.filter((lesson) => lesson.moduleId === module.id).map(present),
    })),
  };
}

export async function addModule(db: Database, actor: UserRow, programId: string, input: ModuleCreate) {
  return db.transaction(async (tx) => {
    await lockProgram(tx, programId);
    const [siblings] = await tx
      .select({ n: count() })
      .from(courseModules)
      .where(eq(courseModules.programId, programId));
    const [row] = await tx
      .insert(courseModules)
      .values({
        programId,
        title: input.title,
        releaseAfterDays: input.release_after_days,
        position: siblings?.n ?? 0,
      })
      .returning();
    await recordAudit(tx, actor, 'module.add', row!.id, null, presentModule(row!));
    await scheduleModuleUnlockMails(tx, row!.id);
    return row!;
  });
}

async function findModule(db: Database | Tx, id: string): Promise<ModuleRow> {
  const [row] = await db.select().from(courseModules).where(eq(courseModules.id, id));
  if (!row) throw new DomainError('not_found', MESSAGES.courses.moduleNotFound);
  return row;
}

/** Renames a module, changes its drip delay, or moves it to `position` among its program's modules. */
export async function editModule(db: Database, actor: UserRow, id: string, input: ModuleUpdate) {
  const { programId } = await findModule(db, id);
  return db.transaction(async (tx) => {
    await lockProgram(tx, programId);
    // Read again under the lock: it may have been deleted meanwhile.
    const before = await findModule(tx, id);
    const changes = {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.release_after_days !== undefined ? { releaseAfterDays: input.release_after_days } : {}),
    };
    if (Object.keys(changes).length > 0) {
      await tx.update(courseModules).set(changes).where(eq(courseModules.id, id));
    }
    if (input.position !== undefined) {
      await writeOrder(tx, 'course_modules', placed(await moduleIdsOf(tx, programId), id, input.position));
    }
    const after = await findModule(tx, id);
    if (after.releaseAfterDays !== before.releaseAfterDays) await scheduleModuleUnlockMails(tx, id);
    await recordAudit(tx, actor, 'module.edit', id, presentModule(before), presentModule(after));
    return after;
  });
}

/** Deletes a module with its lessons (and their progress), closing the gap in the order. */
export async function deleteModule(db: Database, actor: UserRow, id: string): Promise<void> {
  const { programId } = await findModule(db, id);
  await db.transaction(async (tx) => {
    await lockProgram(tx, programId);
    const before = await findModule(tx, id);
    await tx.delete(courseModules).where(eq(courseModules.id, id));
    await writeOrder(tx, 'course_modules', await moduleIdsOf(tx, programId));
    await recordAudit(tx, actor, 'module.delete', id, presentModule(before), null);
  });
}

/** Cleans article HTML off the event loop, before any transaction (as program content is). */
export async function cleanHtml(sanitizer: HtmlSanitizer, html: string): Promise<string> {
  if (html === '') return '';
  const cleaned = await sanitizer.sanitize(html);
  if (cleaned.length > LIMITS.htmlContent) {
    throw new DomainError('invalid', cleanedHtmlTooLongMessage(cleaned.length));
  }
  return cleaned;
}

/**
 * Checks that the media exists and returns its duration once transcoded (null before). The row is
 * held FOR SHARE: a transcoding job that finishes meanwhile waits for this transaction, then its
 * own update of the media's lessons sees this lesson, so the duration is never missed.
 */
export async function mediaDuration(tx: Tx, mediaId: string | null | undefined): Promise<number | null> {
  if (!mediaId) return null;
  const [row] = await tx
    .select({ status: media.status, durationSeconds: media.durationSeconds })
    .from(media)
    .where(eq(media.id, mediaId))
    .for('share');
  if (!row) throw new DomainError('invalid', MESSAGES.courses.mediaNotFound);
  return row.status === 'ready' ? row.durationSeconds : null;
}

export async function addLesson(
  db: Database,
  sanitizer: HtmlSanitizer,
  actor: UserRow,
  moduleId: string,
  input: LessonCreate,
): Promise<AdminLesson> {
  const htmlContent = await cleanHtml(sanitizer, input.html_content);
  return db.transaction(async (tx) => {
    const [module] = await lockModules(tx, [moduleId]);
    if (!module) throw new DomainError('not_found', MESSAGES.courses.moduleNotFound);
    // A ready video's own length wins over one typed by the admin.
    const duration = await mediaDuration(tx, input.media_id);
    const [siblings] = await tx.select({ n: count() }).from(lessons).where(eq(lessons.moduleId, moduleId));
    const [row] = await tx
      .insert(lessons)
      .values({
        moduleId,
        title: input.title,
        kind: input.kind,
        htmlContent,
        mediaId: input.media_id,
        durationSeconds: duration ?? input.duration_seconds,
        preview: input.preview,
        position: siblings?.n ?? 0,
      })
      .returning();
    const quiz = input.quiz ? presentQuizSettings(await insertQuizSettings(tx, row!.id, input.quiz)) : null;
    const lesson = presentAdminLesson(row!, quiz);
    await recordAudit(tx, actor, 'lesson.add', row!.id, null, lesson);
    return lesson;
  });
}

async function findLesson(db: Database | Tx, id: string): Promise<LessonRow> {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id));
  if (!row) throw new DomainError('not_found', MESSAGES.courses.lessonNotFound);
  return row;
}

/**
 * Runs `change` holding the row locks of the lesson's module (and of `targetModuleId`). The
 * lesson's module is read before the locks are taken, so a concurrent move can make it stale:
 * then it is read and locked again.
 */
async function withLessonLocked<T>(
  db: Database,
  id: string,
  targetModuleId: string | undefined,
  change: (tx: Tx, lesson: LessonRow, modules: ModuleRow[]) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const { moduleId } = await findLesson(db, id);
    const result = await db.transaction(async (tx) => {
      const modules = await lockModules(tx, [moduleId, targetModuleId ?? moduleId]);
      const lesson = await findLesson(tx, id);
      if (lesson.moduleId !== moduleId) return { stale: true as const };
      return { stale: false as const, value: await change(tx, lesson, modules) };
    });
    if (!result.stale) return result.value;
    if (attempt >= 5) throw new Error(`lesson ${id} kept moving while it was being changed`);
  }
}

/**
 * Edits a lesson; `position` moves it within its module, `module_id` moves it to another module
 * of the same program (at `position`, or last).
 */
export async function editLesson(
  db: Database,
  sanitizer: HtmlSanitizer,
  actor: UserRow,
  id: string,
  input: LessonUpdate,
): Promise<AdminLesson> {
  const htmlContent =
    input.html_content === undefined ? undefined : await cleanHtml(sanitizer, input.html_content);
  return withLessonLocked(db, id, input.module_id, async (tx, before, modules) => {
    const source = modules.find((module) => module.id === before.moduleId)!;
    const targetId = input.module_id ?? before.moduleId;
    const target = modules.find((module) => module.id === targetId);
    if (!target) throw new DomainError('not_found', MESSAGES.courses.moduleNotFound);
    if (target.programId !== source.programId) {
      throw new DomainError('invalid', MESSAGES.courses.moduleElsewhere);
    }
    // A quiz keeps its attempts and settings: a lesson is made a quiz when created, and stays one.
    if (input.kind !== undefined && (input.kind === 'quiz') !== (before.kind === 'quiz')) {
      throw new DomainError('invalid', MESSAGES.quizzes.quizKindFixed);
    }
    if (input.quiz !== undefined && before.kind !== 'quiz') {
      throw new DomainError('invalid', MESSAGES.quizzes.settingsOnlyForQuiz);
    }
    const quizBefore = (await quizSettingsOf(tx, [id])).get(id);
    const presentBefore = presentAdminLesson(before, quizBefore ? presentQuizSettings(quizBefore) : null);
    if (input.quiz !== undefined) await updateQuizSettings(tx, id, input.quiz);
    const duration = await mediaDuration(tx, input.media_id);
    const moving = target.id !== source.id;
    const changes = {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.kind !== undefined ? { kind: input.kind } : {}),
      ...(htmlContent !== undefined ? { htmlContent } : {}),
      ...(input.media_id !== undefined ? { mediaId: input.media_id } : {}),
      ...(input.preview !== undefined ? { preview: input.preview } : {}),
      ...(input.duration_seconds !== undefined ? { durationSeconds: input.duration_seconds } : {}),
      ...(duration !== null ? { durationSeconds: duration } : {}),
      ...(moving ? { moduleId: target.id } : {}),
    };
    if (Object.keys(changes).length > 0) await tx.update(lessons).set(changes).where(eq(lessons.id, id));
    if (moving) {
      await writeOrder(tx, 'lessons', await lessonIdsOf(tx, source.id));
      await writeOrder(
        tx,
        'lessons',
        placed(
          (await lessonIdsOf(tx, target.id)).filter((other) => other !== id),
          id,
          input.position,
        ),
      );
    } else if (input.position !== undefined) {
      await writeOrder(tx, 'lessons', placed(await lessonIdsOf(tx, source.id), id, input.position));
    }
    const quizAfter = (await quizSettingsOf(tx, [id])).get(id);
    const after = presentAdminLesson(
      await findLesson(tx, id),
      quizAfter ? presentQuizSettings(quizAfter) : null,
    );
    await recordAudit(tx, actor, 'lesson.edit', id, presentBefore, after);
    return after;
  });
}

/** Deletes a lesson (and its learners' progress), closing the gap in its module's order. */
export async function deleteLesson(db: Database, actor: UserRow, id: string): Promise<void> {
  await withLessonLocked(db, id, undefined, async (tx, before) => {
    await tx.delete(lessons).where(eq(lessons.id, id));
    await writeOrder(tx, 'lessons', await lessonIdsOf(tx, before.moduleId));
    const quiz = (await quizSettingsOf(tx, [id])).get(id);
    await recordAudit(
      tx,
      actor,
      'lesson.delete',
      id,
      presentAdminLesson(before, quiz ? presentQuizSettings(quiz) : null),
      null,
    );
  });
}

/** Opens a module to one learner before its drip date (idempotent). */
export async function grantEarlyAccess(db: Database, actor: UserRow, moduleId: string, userId: string) {
  return db.transaction(async (tx) => {
    await findModule(tx, moduleId);
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new DomainError('not_found', MESSAGES.courses.userNotFound);
    await tx
      .insert(moduleEarlyAccess)
      .values({ moduleId, userId, grantedBy: actor.id })
      .onConflictDoNothing();
    const [grant] = await tx
      .select()
      .from(moduleEarlyAccess)
      .where(and(eq(moduleEarlyAccess.moduleId, moduleId), eq(moduleEarlyAccess.userId, userId)));
    await scheduleEarlyAccessMail(tx, userId, moduleId);
    await recordAudit(tx, actor, 'module.early_access_grant', moduleId, null, { user_id: userId });
    return grant!;
  });
}

export async function revokeEarlyAccess(db: Database, actor: UserRow, moduleId: string, userId: string) {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(moduleEarlyAccess)
      .where(and(eq(moduleEarlyAccess.moduleId, moduleId), eq(moduleEarlyAccess.userId, userId)))
      .returning();
    if (!removed) throw new DomainError('not_found', MESSAGES.courses.earlyAccessNotFound);
    await recordAudit(tx, actor, 'module.early_access_revoke', moduleId, { user_id: userId }, null);
  });
}
