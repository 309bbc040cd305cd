import type {
  CourseOutline,
  CourseProgress,
  Lesson,
  LessonProgress,
  ProgressInput,
} from '@contract/course.ts';
import { lessonUnlocksMessage, MESSAGES } from '@contract/messages.ts';
import { COURSE_LIMITS } from '@contract/vocabulary.ts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { UserRow } from '../accounts/index.ts';
import { presentProgram } from '../catalogue/index.ts';
import { type CertificateIssuer, issueCertificateIfEligible } from '../certificates/index.ts';
import type { Database, Tx } from '../db/client.ts';
import {
  courseModules,
  lessonOpens,
  lessonProgress,
  lessons,
  media,
  moduleEarlyAccess,
  programs,
  subscriptions,
  users,
} from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import { learnerQuizzes } from './quiz-settings.ts';
import { acceptedRanges, parseMultirange, type SecondRange, watchAllowance } from './watch-allowance.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * The learner's current subscription to a program (pending or active), read on every request:
 * entitlement is never cached, so a rejection ends access at once. The drip clock starts at
 * activated_at (rows made active before migration 0008 have it backfilled; updated_on is the
 * fallback should one slip through).
 */
async function currentSubscription(db: Database, userId: string, programId: string) {
  const [row] = await db
    .select({
      status: subscriptions.status,
      batchId: subscriptions.batchId,
      activatedAt: sql<Date>`coalesce(${subscriptions.activatedAt}, ${subscriptions.updatedOn})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.resourceType, 'program'),
        eq(subscriptions.resourceId, programId),
        inArray(subscriptions.status, ['pending', 'active']),
      ),
    )
    .limit(1);
  return row;
}

/** When each module opens for a learner active since `activatedAt`: its drip date, or their early access. */
async function unlockDates(
  db: Database,
  userId: string,
  activatedAt: Date,
  modules: readonly { id: string; releaseAfterDays: number }[],
): Promise<Map<string, Date>> {
  const early =
    modules.length === 0
      ? []
      : await db
          .select({ moduleId: moduleEarlyAccess.moduleId, createdOn: moduleEarlyAccess.createdOn })
          .from(moduleEarlyAccess)
          .where(
            and(
              eq(moduleEarlyAccess.userId, userId),
              inArray(
                moduleEarlyAccess.moduleId,
                modules.map((module) => module.id),
              ),
            ),
          );
  const dates = new Map<string, Date>();
  for (const module of modules) {
    const drip = new Date(activatedAt.getTime() + module.releaseAfterDays * DAY_MS);
    const grant = early.find((row) => row.moduleId === module.id)?.createdOn;
    dates.set(module.id, grant && grant < drip ? grant : drip);
  }
  return dates;
}

/** Distinct seconds in a multirange, in SQL (unnest of a multirange: PostgreSQL 14+). */
const distinctSeconds = (watched: unknown) =>
  sql`(select coalesce(sum(upper(r) - lower(r)), 0) from unnest(${watched}) as r)`;

/** A program (by id or slug) with its modules and their lessons in order, without content. */
async function loadCurriculum(db: Database, programIdOrSlug: string) {
  const [program] = await db
    .select()
    .from(programs)
    .where(isUuid(programIdOrSlug) ? eq(programs.id, programIdOrSlug) : eq(programs.slug, programIdOrSlug))
    .limit(1);
  if (!program) throw new DomainError('not_found', MESSAGES.courses.courseNotFound);
  const modules = await db
    .select()
    .from(courseModules)
    .where(eq(courseModules.programId, program.id))
    .orderBy(asc(courseModules.position), asc(courseModules.id));
  const moduleIds = modules.map((module) => module.id);
  const rows =
    moduleIds.length === 0
      ? []
      : await db
          .select({
            id: lessons.id,
            moduleId: lessons.moduleId,
            title: lessons.title,
            kind: lessons.kind,
            durationSeconds: lessons.durationSeconds,
            preview: lessons.preview,
            position: lessons.position,
            batchId: lessons.batchId,
          })
          .from(lessons)
          .where(inArray(lessons.moduleId, moduleIds))
          .orderBy(asc(lessons.position), asc(lessons.id));
  return { program, modules, rows };
}

/** Which of these lessons the caller completed, and the one they worked on last. */
async function callerProgress(db: Database, userId: string, lessonIds: string[]) {
  const completed = new Set<string>();
  if (lessonIds.length === 0) return { completed, lastWorkedOn: undefined };
  const progress = await db
    .select({ lessonId: lessonProgress.lessonId, completedAt: lessonProgress.completedAt })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.lessonId, lessonIds)))
    .orderBy(desc(lessonProgress.updatedOn));
  for (const row of progress) if (row.completedAt) completed.add(row.lessonId);
  return { completed, lastWorkedOn: progress[0]?.lessonId };
}

/**
 * Whether a learner in `subscriberBatchId` (none: undefined or null) sees a lesson restricted to
 * `lessonBatchId`: a lesson without a batch is everyone's; a batch's own (a live session's
 * recording, docs/product.md §20.6) is its learners' only. Admins see every lesson.
 */
export function seesBatchLesson(lessonBatchId: string | null, subscriberBatchId: string | null | undefined) {
  return lessonBatchId === null || lessonBatchId === subscriberBatchId;
}

/** A module whose lessons are all some other batch's is not shown (an empty one still is). */
function hiddenModule(
  moduleId: string,
  all: readonly { moduleId: string }[],
  shown: readonly { moduleId: string }[],
): boolean {
  return all.some((row) => row.moduleId === moduleId) && !shown.some((row) => row.moduleId === moduleId);
}

/**
 * The course outline for a caller (null when anonymous): modules and lessons in order, without
 * content, with `locked` and `completed` for that caller, and their progress over the program.
 * Another batch's lessons are left out; a batch's own lessons do not count in the progress
 * (ADR 075: a recording is extra, so no batch's completion waits on it).
 */
export async function getCourseOutline(
  db: Database,
  caller: UserRow | null,
  programIdOrSlug: string,
): Promise<CourseOutline> {
  const { program, modules, rows: all } = await loadCurriculum(db, programIdOrSlug);

  const isAdmin = caller?.role === 'admin';
  const subscription = caller && !isAdmin ? await currentSubscription(db, caller.id, program.id) : undefined;
  const rows = all.filter((row) => isAdmin || seesBatchLesson(row.batchId, subscription?.batchId));
  const active = subscription?.status === 'active' ? subscription : undefined;
  const unlocks =
    caller && active ? await unlockDates(db, caller.id, active.activatedAt, modules) : undefined;
  const { completed, lastWorkedOn } = caller
    ? await callerProgress(
        db,
        caller.id,
        rows.map((row) => row.id),
      )
    : { completed: new Set<string>(), lastWorkedOn: undefined };

  const quizzes = await learnerQuizzes(
    db,
    caller?.id ?? null,
    rows.filter((row) => row.kind === 'quiz').map((row) => row.id),
  );
  const now = Date.now();
  const shownModules = modules.filter((module) => !hiddenModule(module.id, all, rows));
  const outlineModules = shownModules.map((module) => {
    const unlocksAt = unlocks?.get(module.id);
    const open = isAdmin || (unlocksAt !== undefined && unlocksAt.getTime() <= now);
    return {
      _id: module.id,
      title: module.title,
      unlocks_at: unlocksAt ? unlocksAt.toISOString() : null,
      release_after_days: module.releaseAfterDays,
      position: module.position,
      lessons: rows
        .filter((row) => row.moduleId === module.id)
        .map((row) => ({
          _id: row.id,
          title: row.title,
          kind: row.kind,
          duration_seconds: row.durationSeconds,
          preview: row.preview,
          locked: !(row.preview || open),
          completed: completed.has(row.id),
          position: row.position,
          quiz: quizzes.get(row.id) ?? null,
        })),
    };
  });
  const counted = rows.filter((row) => row.batchId === null);
  const done = counted.filter((row) => completed.has(row.id)).length;
  return {
    program: presentProgram(program),
    modules: outlineModules,
    progress_percent: counted.length === 0 ? 0 : Math.round((100 * done) / counted.length),
    resume_lesson_id: resumeLesson(
      outlineModules.flatMap((module) => module.lessons),
      lastWorkedOn,
    ),
  };
}

/**
 * Where "Continue" goes: the lesson last worked on while it is unfinished, else the first open,
 * unfinished lesson after it (or before it, when everything after it is done or locked).
 */
export function resumeLesson(
  lessonsInOrder: readonly { _id: string; locked: boolean; completed: boolean }[],
  lastWorkedOn: string | undefined,
): string | null {
  if (lastWorkedOn === undefined) return null;
  const at = lessonsInOrder.findIndex((lesson) => lesson._id === lastWorkedOn);
  if (at === -1) return null;
  if (!lessonsInOrder[at]!.completed) return lastWorkedOn;
  const open = (lesson: { locked: boolean; completed: boolean }) => !lesson.locked && !lesson.completed;
  const next =
    lessonsInOrder.slice(at + 1).find(open) ?? lessonsInOrder.slice(0, at).find(open) ?? lessonsInOrder[at]!;
  return next._id;
}

/**
 * The caller's progress in each program they are active on, in one query: My Subscriptions shows
 * it on every card, so it must not cost a request per program.
 */
export async function listCourseProgress(db: Database, userId: string): Promise<CourseProgress[]> {
  const result = await db.execute<{
    program_id: string;
    slug: string | null;
    total: unknown;
    done: unknown;
    touched: unknown;
  }>(sql`
    select s.resource_id as program_id,
           pr.slug,
           count(l.id) as total,
           count(p.completed_at) as done,
           count(p.lesson_id) as touched
    from subscriptions s
    join programs pr on pr.id = s.resource_id
    left join course_modules m on m.program_id = s.resource_id
    left join lessons l on l.module_id = m.id and l.batch_id is null
    left join lesson_progress p on p.lesson_id = l.id and p.user_id = s.user_id
    where s.user_id = ${userId} and s.resource_type = 'program' and s.status = 'active'
    group by s.resource_id, pr.slug
    order by s.resource_id`);
  return result.rows.map((row) => {
    const total = Number(row.total);
    return {
      program_id: row.program_id,
      slug: row.slug,
      progress_percent: total === 0 ? 0 : Math.round((100 * Number(row.done)) / total),
      started: Number(row.touched) > 0,
    };
  });
}

export async function findLessonWithModule(db: Database, id: string) {
  const [row] = await db
    .select({
      lesson: lessons,
      programId: courseModules.programId,
      releaseAfterDays: courseModules.releaseAfterDays,
    })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(lessons.id, id))
    .limit(1);
  if (!row) throw new DomainError('not_found', MESSAGES.courses.lessonNotFound);
  return row;
}

export type LessonWithModule = Awaited<ReturnType<typeof findLessonWithModule>>;

/**
 * May this caller open this lesson? A preview is open to anyone; otherwise the caller must be
 * signed in (401), an admin or hold an active subscription to the program (403), and the module
 * must be released for them (403 with `unlocks_at`). Checked against the database every time.
 */
export async function authorizeLesson(
  db: Database,
  caller: UserRow | null,
  row: LessonWithModule,
): Promise<void> {
  if (row.lesson.batchId !== null) return authorizeBatchLesson(db, caller, row);
  if (row.lesson.preview) return;
  if (!caller) throw new DomainError('unauthenticated', MESSAGES.auth.loginRequired);
  if (caller.role === 'admin') return;
  const subscription = await currentSubscription(db, caller.id, row.programId);
  if (!subscription) throw new DomainError('forbidden', MESSAGES.courses.subscribeToOpen);
  await authorizeSubscriber(db, caller, row, subscription);
}

/**
 * A batch's own lesson (docs/product.md §20.6) is for an admin, or a learner whose current
 * subscription is in that batch; to anyone else, signed in or not, it does not exist (404), even
 * when marked as a preview. Past that, the usual rules: active, and the module released.
 */
async function authorizeBatchLesson(db: Database, caller: UserRow | null, row: LessonWithModule) {
  if (caller?.role === 'admin') return;
  const subscription = caller ? await currentSubscription(db, caller.id, row.programId) : undefined;
  if (!caller || !subscription || !seesBatchLesson(row.lesson.batchId, subscription.batchId)) {
    throw new DomainError('not_found', MESSAGES.courses.lessonNotFound);
  }
  await authorizeSubscriber(db, caller, row, subscription);
}

/** A subscriber may open the lesson once active and once its module is released for them. */
async function authorizeSubscriber(
  db: Database,
  caller: UserRow,
  row: LessonWithModule,
  subscription: NonNullable<Awaited<ReturnType<typeof currentSubscription>>>,
): Promise<void> {
  if (subscription.status !== 'active') throw new DomainError('forbidden', MESSAGES.courses.notActive);
  const unlocks = await unlockDates(db, caller.id, subscription.activatedAt, [
    { id: row.lesson.moduleId, releaseAfterDays: row.releaseAfterDays },
  ]);
  const unlocksAt = unlocks.get(row.lesson.moduleId)!;
  if (unlocksAt.getTime() > Date.now()) {
    throw new DomainError('forbidden', lessonUnlocksMessage(unlocksAt), undefined, {
      unlocks_at: unlocksAt.toISOString(),
    });
  }
}

const NO_PROGRESS: LessonProgress = { completed: false, watched_seconds: 0, position: 0 };

function progressOf(row: { completed_at: unknown; watched_seconds: unknown; position_seconds: unknown }) {
  return {
    completed: row.completed_at !== null,
    watched_seconds: Number(row.watched_seconds),
    position: Number(row.position_seconds),
  };
}

/**
 * Signs a media file of a lesson for the caller (routes build it from the app secret and the
 * caller's id: the domain only decides which file a lesson may expose).
 */
export type MediaLinkSigner = (mediaId: string, file: 'index.m3u8' | 'download', lessonId: string) => string;

/**
 * A lesson's content and the caller's progress in it, when the caller may open it; a video's
 * playlist (once its media is ready) and a file's download as signed URLs.
 */
export async function getLesson(
  db: Database,
  caller: UserRow | null,
  id: string,
  signMediaLink?: MediaLinkSigner,
): Promise<Lesson> {
  const row = await findLessonWithModule(db, id);
  await authorizeLesson(db, caller, row);
  let progress = NO_PROGRESS;
  if (caller && row.lesson.kind === 'video') await recordFirstOpen(db, caller.id, id);
  if (caller) {
    const result = await db.execute<{
      completed_at: unknown;
      watched_seconds: unknown;
      position_seconds: unknown;
    }>(sql`
      select completed_at, ${distinctSeconds(sql`watched`)} as watched_seconds, position_seconds
      from lesson_progress where user_id = ${caller.id} and lesson_id = ${id}`);
    if (result.rows[0]) progress = progressOf(result.rows[0]);
  }
  const { lesson } = row;
  let playlistUrl: string | null = null;
  let downloadUrl: string | null = null;
  if (lesson.mediaId && signMediaLink) {
    const [file] = await db.select({ status: media.status }).from(media).where(eq(media.id, lesson.mediaId));
    if (lesson.kind === 'video' && file?.status === 'ready') {
      playlistUrl = signMediaLink(lesson.mediaId, 'index.m3u8', lesson.id);
    } else if (lesson.kind === 'file' && file?.status === 'ready') {
      downloadUrl = signMediaLink(lesson.mediaId, 'download', lesson.id);
    }
  }
  return {
    _id: lesson.id,
    title: lesson.title,
    kind: lesson.kind,
    html_content: lesson.kind === 'article' ? lesson.htmlContent : '',
    media_id: lesson.mediaId,
    duration_seconds: lesson.durationSeconds,
    preview: lesson.preview,
    module_id: lesson.moduleId,
    program_id: row.programId,
    progress,
    playlist_url: playlistUrl,
    download_url: downloadUrl,
    quiz:
      lesson.kind === 'quiz'
        ? ((await learnerQuizzes(db, caller?.id ?? null, [lesson.id])).get(lesson.id) ?? null)
        : null,
  };
}

/**
 * May the holder of a signed URL for (user, lesson) still open `mediaId`? The same rules as the
 * lesson itself, read from the database now: a rejection or a deactivation ends access at once.
 * Any refusal is 'forbidden' here (a signed URL has no session to renew).
 */
export async function authorizeMediaAccess(
  db: Database,
  userId: string | null,
  lessonId: string,
  mediaId: string,
): Promise<void> {
  const denied = () => new DomainError('forbidden', MESSAGES.media.linkExpired);
  const row = await findLessonWithModule(db, lessonId).catch(() => null);
  if (row?.lesson.mediaId !== mediaId) throw denied();
  let caller: UserRow | null = null;
  if (userId) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (user?.status !== 'active') throw denied();
    caller = user;
  }
  try {
    await authorizeLesson(db, caller, row);
  } catch (error) {
    if (error instanceof DomainError) throw new DomainError('forbidden', error.message);
    throw error;
  }
}

/**
 * Starts the clock of a video lesson for a learner (ADR 054), once: a later read (a fresh playlist
 * URL, another visit) leaves it where it is.
 */
async function recordFirstOpen(db: Database | Tx, userId: string, lessonId: string): Promise<void> {
  await db.insert(lessonOpens).values({ userId, lessonId }).onConflictDoNothing();
}

/**
 * A player's ranges in whole seconds: widened (a player reports fractions), clamped to the video,
 * empty ranges dropped.
 */
export function watchedSeconds(
  watched: readonly (readonly [number, number])[],
  duration: number,
): SecondRange[] {
  return watched
    .map(([from, to]) => [Math.floor(Math.min(from, duration)), Math.ceil(Math.min(to, duration))] as const)
    .filter(([from, to]) => from < to);
}

/** Ranges of whole seconds as an int4multirange literal; '{}' when there are none. */
const multirangeLiteral = (ranges: readonly SecondRange[]) =>
  `{${ranges.map(([from, to]) => `[${from},${to})`).join(',')}}`;

/** Seconds that must be watched for a video of `duration` seconds to count as complete. */
export function secondsToComplete(duration: number): number {
  // Rounded first so that 0.9 × 100 is 90, not 90.00000000000001.
  return Math.ceil(Math.round(duration * COURSE_LIMITS.completionShare * 1e6) / 1e6);
}

/**
 * Records progress. Video: the watched ranges are merged into the stored multirange, no faster
 * than the clock allows since the lesson was opened (saveVideoProgress); completion is judged on
 * the distinct seconds and never goes back. Article or file: `completed: true` marks it complete.
 * Anonymous callers have nowhere to keep progress (401).
 */
export async function recordProgress(
  db: Database,
  caller: UserRow | null,
  id: string,
  input: ProgressInput,
  certificateIssuer?: CertificateIssuer,
): Promise<LessonProgress> {
  const row = await findLessonWithModule(db, id);
  await authorizeLesson(db, caller, row);
  if (!caller) throw new DomainError('unauthenticated', MESSAGES.auth.loginRequired);
  const progress = await saveProgress(db, caller, row, input);
  // The certificate is decided after the progress is committed, in its own transaction: of two
  // lessons completed at once, the later check sees both (one transaction each would see neither).
  // It runs on every post of a complete lesson, so a crash between the two is healed by the next.
  if (progress.completed && certificateIssuer) {
    await db.transaction((tx) => issueCertificateIfEligible(tx, certificateIssuer, caller.id, row.programId));
  }
  return progress;
}

async function saveProgress(
  db: Database,
  caller: UserRow,
  row: LessonWithModule,
  input: ProgressInput,
): Promise<LessonProgress> {
  const { lesson } = row;
  const id = lesson.id;

  // A quiz is complete once an attempt passes (quizzes.ts), never on the learner's word.
  if (lesson.kind === 'quiz') throw new DomainError('conflict', MESSAGES.quizzes.quizCompletesOnPass);
  if (lesson.kind !== 'video') {
    if (!input.completed) throw new DomainError('invalid', MESSAGES.courses.documentNeedsCompleted);
    const result = await db.execute<{
      completed_at: unknown;
      watched_seconds: unknown;
      position_seconds: unknown;
    }>(sql`
      insert into lesson_progress (user_id, lesson_id, completed_at)
      values (${caller.id}, ${id}, now())
      on conflict (user_id, lesson_id) do update
        set completed_at = coalesce(lesson_progress.completed_at, excluded.completed_at), updated_on = now()
      returning completed_at, ${distinctSeconds(sql`watched`)} as watched_seconds, position_seconds`);
    return progressOf(result.rows[0]!);
  }

  if (input.watched === undefined && input.position === undefined) {
    throw new DomainError('invalid', MESSAGES.courses.videoNeedsProgress);
  }
  const duration = lesson.durationSeconds;
  if (duration === null) throw new DomainError('conflict', MESSAGES.courses.videoNotReady);
  return saveVideoProgress(db, caller.id, id, duration, input);
}

/**
 * A video's report, in one transaction holding the learner's progress row: the claimed seconds
 * not stored yet are added only as far as the time since the lesson was opened allows (the first
 * read of the lesson, or this report when there was none; watch-allowance.ts, ADR 054), so a
 * whole video claimed in one request right after opening it does not complete it. What is left
 * out comes back with the player's next report, which repeats every range it has played. The
 * row lock also keeps parallel reports from adding up past the allowance or losing each other's
 * ranges; completion is judged on the stored distinct seconds and never goes back.
 */
async function saveVideoProgress(
  db: Database,
  userId: string,
  lessonId: string,
  duration: number,
  input: ProgressInput,
): Promise<LessonProgress> {
  const claimed = watchedSeconds(input.watched ?? [], duration);
  const position = input.position === undefined ? null : Math.floor(Math.min(input.position, duration));
  const needed = secondsToComplete(duration);
  return db.transaction(async (tx) => {
    await recordFirstOpen(tx, userId, lessonId);
    await tx.insert(lessonProgress).values({ userId, lessonId }).onConflictDoNothing();
    const state = await tx.execute<{ watched: string; elapsed: unknown }>(sql`
      select p.watched::text as watched, extract(epoch from now() - o.opened_at) as elapsed
      from lesson_progress p
      join lesson_opens o on o.user_id = p.user_id and o.lesson_id = p.lesson_id
      where p.user_id = ${userId} and p.lesson_id = ${lessonId}
      for update of p`);
    const { watched: stored, elapsed } = state.rows[0]!;
    const added = multirangeLiteral(
      acceptedRanges(parseMultirange(stored), claimed, watchAllowance(Number(elapsed))),
    );
    const result = await tx.execute<{
      completed_at: unknown;
      watched_seconds: unknown;
      position_seconds: unknown;
    }>(sql`
      update lesson_progress as p set
        watched = p.watched + ${added}::int4multirange,
        position_seconds = coalesce(${position}::integer, p.position_seconds),
        completed_at = coalesce(
          p.completed_at,
          case when ${distinctSeconds(sql`p.watched + ${added}::int4multirange`)} >= ${needed} then now() end
        ),
        updated_on = now()
      where p.user_id = ${userId} and p.lesson_id = ${lessonId}
      returning completed_at, ${distinctSeconds(sql`watched`)} as watched_seconds, position_seconds`);
    return progressOf(result.rows[0]!);
  });
}
