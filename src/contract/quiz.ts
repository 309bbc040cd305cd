import { z } from 'zod';
import { optionalText, requiredText, wholeNumber } from './fields.ts';
import { LIMITS, QUESTION_OUTCOMES, QUIZ_LIMITS } from './vocabulary.ts';

// Admin: question banks and their questions (docs/product.md §12.1, ADR 026).

export const BankCreateSchema = z.object({ title: requiredText('Title', LIMITS.title) });
export type BankCreate = z.output<typeof BankCreateSchema>;

const OptionInputSchema = z.object({
  text: requiredText('Option', QUIZ_LIMITS.optionText),
  correct: z.boolean({ error: 'correct must be true or false.' }).default(false),
});

/**
 * A single- or multiple-choice question: 2 to 10 options, at least one correct, and exactly one
 * when `multiple` is false. Plain text throughout (no HTML).
 */
export const QuestionInputSchema = z
  .object({
    text: requiredText('Question', QUIZ_LIMITS.questionText, 'multi-line'),
    multiple: z.boolean({ error: 'multiple must be true or false.' }).default(false),
    options: z
      .array(OptionInputSchema, { error: 'options must be a list of { text, correct }.' })
      .min(QUIZ_LIMITS.minOptions, { error: `A question needs at least ${QUIZ_LIMITS.minOptions} options.` })
      .max(QUIZ_LIMITS.maxOptions, {
        error: `A question can have at most ${QUIZ_LIMITS.maxOptions} options.`,
      }),
    explanation: optionalText('Explanation', QUIZ_LIMITS.explanation, 'multi-line'),
  })
  .superRefine((question, ctx) => {
    const correct = question.options.filter((option) => option.correct).length;
    if (correct === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Mark at least one option as correct.' });
    } else if (!question.multiple && correct > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'A single-choice question has exactly one correct option; set multiple to true for more.',
      });
    }
  });
export type QuestionInput = z.output<typeof QuestionInputSchema>;

export const AdminQuestionSchema = z.object({
  _id: z.string(),
  bank_id: z.string(),
  text: z.string(),
  multiple: z.boolean(),
  options: z.array(z.object({ _id: z.string(), text: z.string(), correct: z.boolean() })),
  explanation: z.string(),
  position: z.number(),
  created_on: z.string(),
});
export type AdminQuestion = z.infer<typeof AdminQuestionSchema>;

export const BankSchema = z.object({
  _id: z.string(),
  title: z.string(),
  question_count: z.number(),
  created_on: z.string(),
});
export type Bank = z.infer<typeof BankSchema>;
export const BankListSchema = z.array(BankSchema);
export const BankDetailSchema = BankSchema.extend({ questions: z.array(AdminQuestionSchema) });

/** The CSV itself (text/csv), columns QUESTION_CSV_COLUMNS. */
export const BankImportBodySchema = z
  .string({ error: 'Send the questions as text/csv.' })
  .max(QUIZ_LIMITS.importBytes, { error: 'The CSV is too large.' });

/** A CSV line (1 is the header) and what is wrong with it, or what to look at. */
const LineNoteSchema = z.object({ line: z.number(), reason: z.string() });
export type LineNote = z.infer<typeof LineNoteSchema>;

export const BankImportResultSchema = z.object({
  imported: z.number(),
  /** Rows imported that an admin should look at: a ticker-like symbol next to a price (SEBI). */
  warnings: z.array(LineNoteSchema),
});
export type BankImportResult = z.infer<typeof BankImportResultSchema>;

/** 400 on an import: every bad row with its line, and nothing imported. */
export const BankImportErrorSchema = z.object({
  message: z.string(),
  errors: z.array(LineNoteSchema).optional(),
});

// Quiz settings, on a quiz lesson.

const negativeMark = z
  .number({ error: 'negative_mark must be a number.' })
  .min(0, { error: 'negative_mark cannot be negative.' })
  .max(QUIZ_LIMITS.maxNegativeMark, {
    error: `negative_mark must be at most ${QUIZ_LIMITS.maxNegativeMark}.`,
  })
  // Marks are kept in hundredths, so 0.25 is exactly 25 (ADR 026).
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, {
    error: 'negative_mark must be in steps of 0.01, such as 0.25.',
  });

const quizFields = {
  bank_id: z.uuid({ error: 'bank_id is not a valid id.' }),
  questions: wholeNumber('questions', 1, QUIZ_LIMITS.quizQuestions),
  time_limit_minutes: wholeNumber('time_limit_minutes', 1, QUIZ_LIMITS.timeLimitMinutes),
  pass_percent: wholeNumber('pass_percent', 0, 100),
  negative_mark: negativeMark,
  attempts_allowed: wholeNumber('attempts_allowed', 1, QUIZ_LIMITS.attemptsAllowed).nullable(),
  show_answers: z.boolean({ error: 'show_answers must be true or false.' }),
  /** Counts towards the program's certificate. */
  required: z.boolean({ error: 'required must be true or false.' }),
};

/** A quiz's settings; `attempts_allowed` null (or left out) means unlimited. */
export const QuizSettingsInputSchema = z.object({
  ...quizFields,
  negative_mark: quizFields.negative_mark.default(0),
  attempts_allowed: quizFields.attempts_allowed.optional().transform((value) => value ?? null),
  show_answers: quizFields.show_answers.default(false),
  required: quizFields.required.default(true),
});
export type QuizSettingsInput = z.output<typeof QuizSettingsInputSchema>;

/** A change to a quiz's settings: only the fields sent change (no defaults fill the others in). */
export const QuizSettingsUpdateSchema = z.object(quizFields).partial();
export type QuizSettingsUpdate = z.output<typeof QuizSettingsUpdateSchema>;

export const QuizSettingsSchema = z.object({
  bank_id: z.string(),
  questions: z.number(),
  time_limit_minutes: z.number(),
  pass_percent: z.number(),
  negative_mark: z.number(),
  attempts_allowed: z.number().nullable(),
  show_answers: z.boolean(),
  required: z.boolean(),
});
export type QuizSettings = z.infer<typeof QuizSettingsSchema>;

/** A quiz as its learner sees it: the settings without the bank, and the caller's attempts so far. */
export const LearnerQuizSchema = QuizSettingsSchema.omit({ bank_id: true }).extend({
  attempts_used: z.number(),
  /** The caller's best graded score and percent (null before any graded attempt). */
  best_score: z.number().nullable(),
  best_percent: z.number().nullable(),
  passed: z.boolean(),
  /** An attempt still running, to resume. */
  open_attempt_id: z.string().nullable(),
});
export type LearnerQuiz = z.infer<typeof LearnerQuizSchema>;

// Learner: attempts.

export const QuizParamsSchema = z.object({ lessonId: z.uuid({ error: 'The lesson id is not valid.' }) });

/** A drawn question as the learner sees it: no correct flags, no explanation. */
const AttemptQuestionSchema = z.object({
  _id: z.string(),
  text: z.string(),
  options: z.array(z.object({ _id: z.string(), text: z.string() })),
  multiple: z.boolean(),
});

const ChosenAnswerSchema = z.object({ question_id: z.string(), option_ids: z.array(z.string()) });

export const ReviewItemSchema = z.object({
  question_id: z.string(),
  text: z.string(),
  correct_option_ids: z.array(z.string()),
  chosen_option_ids: z.array(z.string()),
  explanation: z.string(),
});

/** How one question went, without its correct options: what a quiz hiding its answers tells. */
export const QuestionOutcomeSchema = z.object({
  question_id: z.string(),
  text: z.string(),
  outcome: z.enum(QUESTION_OUTCOMES),
});

/**
 * The result of a graded attempt. score = right − negative_mark × wrong (blanks 0); max_score is
 * the number of questions; percent = score / max_score × 100, rounded to 2 places. `review` only
 * when the quiz shows answers; `outcomes` (right, wrong or unanswered per question, no correct
 * options) only when it hides them.
 */
export const QuizResultSchema = z.object({
  score: z.number(),
  max_score: z.number(),
  percent: z.number(),
  passed: z.boolean(),
  review: z.array(ReviewItemSchema).optional(),
  outcomes: z.array(QuestionOutcomeSchema).optional(),
});
export type QuizResult = z.infer<typeof QuizResultSchema>;

/** An attempt: its questions in its own order, the clock, the answers saved so far, and its result once graded. */
export const AttemptSchema = z.object({
  attempt_id: z.string(),
  lesson_id: z.string(),
  questions: z.array(AttemptQuestionSchema),
  started_at: z.string(),
  /** The server's deadline (ISO); answers are taken until a few seconds after it. */
  ends_at: z.string(),
  answers: z.array(ChosenAnswerSchema),
  result: QuizResultSchema.nullable(),
});
export type Attempt = z.infer<typeof AttemptSchema>;

/** One answer: the chosen options of one question ([] clears it). */
export const AnswerInputSchema = z.object({
  question_id: z.uuid({ error: 'question_id is not a valid id.' }),
  option_ids: z
    .array(z.uuid({ error: 'option_ids must be option ids.' }), {
      error: 'option_ids must be a list of option ids.',
    })
    .max(QUIZ_LIMITS.maxOptions, { error: `Choose at most ${QUIZ_LIMITS.maxOptions} options.` }),
});
export type AnswerInput = z.output<typeof AnswerInputSchema>;

export const AnswerSavedSchema = ChosenAnswerSchema.extend({ saved_at: z.string() });
