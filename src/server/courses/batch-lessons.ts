import { RECORDINGS_MODULE_TITLE } from '@contract/live-recordings.ts';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { UserRow } from '../accounts/index.ts';
import type { Tx } from '../db/client.ts';
import { courseModules, lessons } from '../db/schema.ts';
import { recordAudit } from '../shared/audit.ts';
import {
  lessonIdsOf,
  lockModules,
  lockProgram,
  mediaDuration,
  moduleIdsOf,
  writeOrder,
} from './curriculum.ts';
import { presentAdminLesson, presentModule } from './presenter.ts';

/**
 * A batch's own lesson (docs/product.md §20.6, ADR 075): a live session's recording, shown in the
 * program's curriculum to that batch's learners only (`lessons.batch_id`), never counted toward
 * completion. The live area writes it through these two functions, in its own transaction.
 */
export interface BatchLessonInput {
  programId: string;
  batchId: string;
  title: string;
  /** A video (an uploaded recording), or an article (a link's player or a link out). */
  kind: 'video' | 'article';
  mediaId: string | null;
  /** Already cleaned (cleanHtml) for an article; '' for a video. */
  htmlContent: string;
}

type LessonRow = typeof lessons.$inferSelect;

/**
 * The module that collects the program's recordings: the one holding its latest batch lesson (so
 * a renamed or moved module keeps them), else one titled "Live class recordings", else a new one
 * at the end of the curriculum, open from the first day. No unlock mail: it opens at once, and
 * its lessons are announced under their sessions. The caller holds the program's lock.
 */
async function recordingsModule(tx: Tx, actor: UserRow, programId: string): Promise<string> {
  const [holding] = await tx
    .select({ id: courseModules.id })
    .from(courseModules)
    .innerJoin(lessons, eq(lessons.moduleId, courseModules.id))
    .where(and(eq(courseModules.programId, programId), isNotNull(lessons.batchId)))
    .orderBy(desc(lessons.createdOn))
    .limit(1);
  if (holding) return holding.id;
  const [titled] = await tx
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(and(eq(courseModules.programId, programId), eq(courseModules.title, RECORDINGS_MODULE_TITLE)))
    .orderBy(desc(courseModules.position))
    .limit(1);
  if (titled) return titled.id;
  const [siblings] = await tx
    .select({ n: count() })
    .from(courseModules)
    .where(eq(courseModules.programId, programId));
  const [row] = await tx
    .insert(courseModules)
    .values({ programId, title: RECORDINGS_MODULE_TITLE, releaseAfterDays: 0, position: siblings?.n ?? 0 })
    .returning();
  await recordAudit(tx, actor, 'module.add', row!.id, null, presentModule(row!));
  return row!.id;
}

/** The lesson when it still exists in the program (an admin may have deleted it meanwhile). */
async function existingLesson(tx: Tx, lessonId: string | null, programId: string): Promise<LessonRow | null> {
  if (!lessonId) return null;
  const [row] = await tx
    .select({ lesson: lessons })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(and(eq(lessons.id, lessonId), eq(courseModules.programId, programId)));
  return row?.lesson ?? null;
}

/**
 * Creates the batch's lesson, or updates `lessonId` in place (a recording replaced keeps its
 * lesson, its place and its learners' progress). Returns the lesson's id. Takes the program's row
 * lock, then the module's, as the curriculum's own changes do.
 */
export async function putBatchLesson(
  tx: Tx,
  actor: UserRow,
  lessonId: string | null,
  input: BatchLessonInput,
): Promise<string> {
  await lockProgram(tx, input.programId);
  const before = await existingLesson(tx, lessonId, input.programId);
  const moduleId = before?.moduleId ?? (await recordingsModule(tx, actor, input.programId));
  await lockModules(tx, [moduleId]);
  const duration = await mediaDuration(tx, input.mediaId);
  const values = {
    title: input.title,
    kind: input.kind,
    htmlContent: input.htmlContent,
    mediaId: input.mediaId,
    durationSeconds: duration,
    batchId: input.batchId,
    preview: false,
  };
  if (before) {
    const [after] = await tx.update(lessons).set(values).where(eq(lessons.id, before.id)).returning();
    await recordAudit(
      tx,
      actor,
      'lesson.edit',
      before.id,
      presentAdminLesson(before, null),
      presentAdminLesson(after!, null),
    );
    return before.id;
  }
  const position = (await lessonIdsOf(tx, moduleId)).length;
  const [row] = await tx
    .insert(lessons)
    .values({ moduleId, position, ...values })
    .returning();
  await recordAudit(tx, actor, 'lesson.add', row!.id, null, presentAdminLesson(row!, null));
  return row!.id;
}

/**
 * Deletes the batch's lesson (and its progress), closing the gap in its module; a recordings
 * module left empty goes too. Nothing to do when an admin already deleted it.
 */
export async function removeBatchLesson(tx: Tx, actor: UserRow, lessonId: string): Promise<void> {
  const [found] = await tx
    .select({ lesson: lessons, programId: courseModules.programId })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(lessons.id, lessonId));
  if (!found) return;
  await lockProgram(tx, found.programId);
  const [module] = await lockModules(tx, [found.lesson.moduleId]);
  await tx.delete(lessons).where(eq(lessons.id, lessonId));
  await recordAudit(tx, actor, 'lesson.delete', lessonId, presentAdminLesson(found.lesson, null), null);
  const rest = await lessonIdsOf(tx, found.lesson.moduleId);
  await writeOrder(tx, 'lessons', rest);
  if (rest.length === 0 && module?.title === RECORDINGS_MODULE_TITLE) {
    await tx.delete(courseModules).where(eq(courseModules.id, module.id));
    await writeOrder(tx, 'course_modules', await moduleIdsOf(tx, found.programId));
    await recordAudit(tx, actor, 'module.delete', module.id, presentModule(module), null);
  }
}
