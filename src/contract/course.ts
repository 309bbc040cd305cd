import { z } from 'zod';
import { oneOfMessage, plainText, requiredText, wholeNumber } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { ProgramSchema } from './program.ts';
import {
  LearnerQuizSchema,
  QuizSettingsInputSchema,
  QuizSettingsSchema,
  QuizSettingsUpdateSchema,
} from './quiz.ts';
import { COURSE_LIMITS, LESSON_KINDS, LIMITS } from './vocabulary.ts';

// Admin: the curriculum as an admin edits it (docs/product.md §11.1).

const releaseAfterDays = wholeNumber('release_after_days', 0, COURSE_LIMITS.releaseAfterDays);
/** A new place among the siblings, from 0; past the end means last. */
const position = wholeNumber('position', 0, COURSE_LIMITS.position);
const durationSeconds = wholeNumber('duration_seconds', 1, COURSE_LIMITS.durationSeconds);
const htmlContent = z
  .string({ error: 'HTML content must be text.' })
  .max(LIMITS.htmlContent, { error: `HTML content must be at most ${LIMITS.htmlContent} characters.` })
  .superRefine(plainText('HTML content', 'multi-line'));
const mediaId = z.uuid({ error: 'media_id is not a valid id.' });
const lessonKind = z.enum(LESSON_KINDS, { error: oneOfMessage('kind', LESSON_KINDS) });
const preview = z.boolean({ error: 'preview must be true or false.' });

export const ModuleCreateSchema = z.object({
  title: requiredText('Title', LIMITS.title),
  release_after_days: releaseAfterDays.default(0),
});
export type ModuleCreate = z.output<typeof ModuleCreateSchema>;

/** Only the fields sent change; `position` moves the module among its program's modules. */
export const ModuleUpdateSchema = z.object({
  title: requiredText('Title', LIMITS.title).optional(),
  release_after_days: releaseAfterDays.optional(),
  position: position.optional(),
});
export type ModuleUpdate = z.output<typeof ModuleUpdateSchema>;

/**
 * A new lesson. `duration_seconds` is for video lessons until media upload fills it
 * (docs/product.md §11.5): without it a video cannot be judged complete.
 */
export const LessonCreateSchema = z
  .object({
    title: requiredText('Title', LIMITS.title),
    kind: lessonKind,
    html_content: htmlContent.default(''),
    media_id: mediaId.nullish().transform((value) => value ?? null),
    preview: preview.default(false),
    duration_seconds: durationSeconds.nullish().transform((value) => value ?? null),
    /** A quiz lesson's settings (docs/product.md §12.1); required for kind 'quiz', refused for the others. */
    quiz: QuizSettingsInputSchema.optional(),
  })
  .superRefine((lesson, ctx) => {
    if (lesson.kind === 'quiz' && !lesson.quiz) {
      ctx.addIssue({ code: 'custom', path: ['quiz'], message: MESSAGES.quizzes.quizNeedsSettings });
    } else if (lesson.kind !== 'quiz' && lesson.quiz) {
      ctx.addIssue({ code: 'custom', path: ['quiz'], message: MESSAGES.quizzes.settingsOnlyForQuiz });
    }
  });
export type LessonCreate = z.output<typeof LessonCreateSchema>;

/**
 * Only the fields sent change; `position` moves the lesson within its module, or within
 * `module_id` when that is another module of the same program (last when no position is sent).
 */
export const LessonUpdateSchema = z.object({
  title: requiredText('Title', LIMITS.title).optional(),
  kind: lessonKind.optional(),
  html_content: htmlContent.optional(),
  media_id: mediaId.nullable().optional(),
  preview: preview.optional(),
  duration_seconds: durationSeconds.nullable().optional(),
  position: position.optional(),
  module_id: z.uuid({ error: 'module_id is not a valid id.' }).optional(),
  /** Changes a quiz's settings; all of them when the lesson becomes a quiz. */
  quiz: QuizSettingsUpdateSchema.optional(),
});
export type LessonUpdate = z.output<typeof LessonUpdateSchema>;

export const EarlyAccessSchema = z.object({ user_id: z.uuid({ error: 'user_id is not a valid id.' }) });
export const EarlyAccessParamsSchema = z.object({
  id: z.uuid({ error: 'The id is not valid.' }),
  userId: z.uuid({ error: 'The user id is not valid.' }),
});

/** The fields a lesson has for everyone who may see it: the admin's view and the learner's add to them. */
const LessonFieldsSchema = z.object({
  _id: z.string(),
  module_id: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  /** Sanitised HTML for an article; '' for other kinds. */
  html_content: z.string(),
  media_id: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  preview: z.boolean(),
});

export const AdminLessonSchema = LessonFieldsSchema.extend({
  position: z.number(),
  created_on: z.string(),
  /** A quiz lesson's settings; null for the other kinds. */
  quiz: QuizSettingsSchema.nullable(),
  /** Set for a batch's own lesson (a live session's recording, docs/product.md §20.6): that batch's learners only. */
  batch_id: z.string().nullable(),
});
export type AdminLesson = z.infer<typeof AdminLessonSchema>;

export const AdminModuleSchema = z.object({
  _id: z.string(),
  program_id: z.string(),
  title: z.string(),
  release_after_days: z.number(),
  position: z.number(),
  created_on: z.string(),
});
export type AdminModule = z.infer<typeof AdminModuleSchema>;

export const CurriculumSchema = z.object({
  program_id: z.string(),
  modules: z.array(AdminModuleSchema.extend({ lessons: z.array(AdminLessonSchema) })),
});
export type Curriculum = z.infer<typeof CurriculumSchema>;

export const EarlyAccessGrantSchema = z.object({
  module_id: z.string(),
  user_id: z.string(),
  created_on: z.string(),
});

// Public and learner.

export const CourseParamsSchema = z.object({
  programIdOrSlug: z
    .string()
    .max(LIMITS.idOrSlug, { error: 'The id is not valid.' })
    .superRefine(plainText('The id', 'single-line')),
});

/** The caller's progress in one lesson. */
export const LessonProgressSchema = z.object({
  completed: z.boolean(),
  /** Distinct seconds of the video watched (0 for an article or a file). */
  watched_seconds: z.number(),
  /** Where to resume, in whole seconds. */
  position: z.number(),
});
export type LessonProgress = z.infer<typeof LessonProgressSchema>;

/** A lesson in the outline: no content, and `locked`/`completed` for the caller. */
export const OutlineLessonSchema = z.object({
  _id: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  duration_seconds: z.number().nullable(),
  preview: z.boolean(),
  locked: z.boolean(),
  completed: z.boolean(),
  position: z.number(),
  /** A quiz lesson's settings and the caller's attempts (null for the other kinds). */
  quiz: LearnerQuizSchema.nullable(),
});

export const OutlineModuleSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /**
   * When the module opens for the caller (ISO): their activation plus release_after_days, or
   * earlier with early access. Null for a caller without an active subscription, and for admins.
   */
  unlocks_at: z.string().nullable(),
  release_after_days: z.number(),
  position: z.number(),
  lessons: z.array(OutlineLessonSchema),
});

export const CourseOutlineSchema = z.object({
  program: ProgramSchema,
  modules: z.array(OutlineModuleSchema),
  /** Completed lessons of all the program's lessons, in whole percent (0 for anonymous callers). */
  progress_percent: z.number(),
  /**
   * "Continue where you left off": the lesson the caller last worked on, or the open lesson after
   * it once that one is complete. Null before the caller has any progress in the course.
   */
  resume_lesson_id: z.string().nullable(),
});
export type CourseOutline = z.infer<typeof CourseOutlineSchema>;

/** One of the caller's active programs, for My Subscriptions' "Start/Continue learning". */
export const CourseProgressSchema = z.object({
  program_id: z.string(),
  /** The program's slug for its /learn address (null for a program without one: use its id). */
  slug: z.string().nullable(),
  /** Completed lessons of all the program's lessons, in whole percent. */
  progress_percent: z.number(),
  /** True once the caller has opened any lesson of the course ("Continue" rather than "Start"). */
  started: z.boolean(),
});
export type CourseProgress = z.infer<typeof CourseProgressSchema>;
export const CourseProgressListSchema = z.array(CourseProgressSchema);

export const LessonSchema = LessonFieldsSchema.extend({
  program_id: z.string(),
  progress: LessonProgressSchema,
  /** A video whose media is ready: its HLS playlist, signed for the caller for a few minutes. */
  playlist_url: z.string().nullable(),
  /** A file lesson: its download, signed the same way. */
  download_url: z.string().nullable(),
  /** A quiz lesson's settings (never its answers) and the caller's attempts; null for the other kinds. */
  quiz: LearnerQuizSchema.nullable(),
});
export type Lesson = z.infer<typeof LessonSchema>;

/** 403 on a lesson: `unlocks_at` (ISO) when the lesson exists for the caller but is not yet released. */
export const LessonForbiddenSchema = z.object({ message: z.string(), unlocks_at: z.string().optional() });

const second = z
  .number({ error: 'watched must be a list of [from, to] pairs of seconds.' })
  .finite({ error: 'watched must be a list of [from, to] pairs of seconds.' })
  .min(0, { error: 'Watched seconds cannot be negative.' })
  .max(COURSE_LIMITS.durationSeconds, { error: 'Watched seconds are past the longest lesson.' });

/**
 * Video: `{ watched: [[from, to], ...], position }` in seconds (fractions from the player are
 * fine: a range is widened to whole seconds). Article or file: `{ completed: true }`.
 */
export const ProgressInputSchema = z
  .object({
    watched: z
      .array(
        z
          .tuple([second, second], { error: 'watched must be a list of [from, to] pairs of seconds.' })
          .refine(([from, to]) => from < to, { error: 'Each watched range must end after it starts.' }),
        { error: 'watched must be a list of [from, to] pairs of seconds.' },
      )
      .max(COURSE_LIMITS.watchedRanges, {
        error: `Send at most ${COURSE_LIMITS.watchedRanges} watched ranges at a time.`,
      })
      .optional(),
    position: z
      .number({ error: 'position must be a number of seconds.' })
      .finite({ error: 'position must be a number of seconds.' })
      .min(0, { error: 'position cannot be negative.' })
      .optional(),
    completed: z.literal(true, { error: 'completed can only be true.' }).optional(),
  })
  .refine((input) => input.watched !== undefined || input.position !== undefined || input.completed, {
    error: 'Send watched and position for a video, or completed: true for an article or a file.',
  });
export type ProgressInput = z.output<typeof ProgressInputSchema>;
