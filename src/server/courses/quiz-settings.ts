import { MESSAGES } from '@contract/messages.ts';
import type { LearnerQuiz, QuizSettings, QuizSettingsInput, QuizSettingsUpdate } from '@contract/quiz.ts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { questionBanks, quizAttempts, quizSettings } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';

export type QuizSettingsRow = typeof quizSettings.$inferSelect;

/** Marks in hundredths from a mark (0.25 → 25): the contract allows steps of 0.01 only. */
export const toHundredths = (mark: number) => Math.round(mark * 100);

export function presentQuizSettings(row: QuizSettingsRow): QuizSettings {
  return {
    bank_id: row.bankId,
    questions: row.questionCount,
    time_limit_minutes: row.timeLimitMinutes,
    pass_percent: row.passPercent,
    negative_mark: row.negativeMarkHundredths / 100,
    attempts_allowed: row.attemptsAllowed,
    show_answers: row.showAnswers,
    required: row.required,
  };
}

async function assertBank(tx: Tx, bankId: string): Promise<void> {
  const [bank] = await tx
    .select({ id: questionBanks.id })
    .from(questionBanks)
    .where(eq(questionBanks.id, bankId));
  if (!bank) throw new DomainError('invalid', MESSAGES.quizzes.bankNotFound);
}

function settingsColumns(input: QuizSettingsUpdate) {
  return {
    ...(input.bank_id !== undefined ? { bankId: input.bank_id } : {}),
    ...(input.questions !== undefined ? { questionCount: input.questions } : {}),
    ...(input.time_limit_minutes !== undefined ? { timeLimitMinutes: input.time_limit_minutes } : {}),
    ...(input.pass_percent !== undefined ? { passPercent: input.pass_percent } : {}),
    ...(input.negative_mark !== undefined
      ? { negativeMarkHundredths: toHundredths(input.negative_mark) }
      : {}),
    ...(input.attempts_allowed !== undefined ? { attemptsAllowed: input.attempts_allowed } : {}),
    ...(input.show_answers !== undefined ? { showAnswers: input.show_answers } : {}),
    ...(input.required !== undefined ? { required: input.required } : {}),
  };
}

/** Stores a new quiz lesson's settings, in the caller's transaction. */
export async function insertQuizSettings(tx: Tx, lessonId: string, input: QuizSettingsInput) {
  await assertBank(tx, input.bank_id);
  const [row] = await tx
    .insert(quizSettings)
    .values({
      lessonId,
      bankId: input.bank_id,
      questionCount: input.questions,
      timeLimitMinutes: input.time_limit_minutes,
      passPercent: input.pass_percent,
      negativeMarkHundredths: toHundredths(input.negative_mark),
      attemptsAllowed: input.attempts_allowed,
      showAnswers: input.show_answers,
      required: input.required,
    })
    .returning();
  return row!;
}

/** Changes the fields sent of a quiz's settings (attempts already made keep their own draw). */
export async function updateQuizSettings(tx: Tx, lessonId: string, input: QuizSettingsUpdate) {
  if (input.bank_id !== undefined) await assertBank(tx, input.bank_id);
  const changes = settingsColumns(input);
  if (Object.keys(changes).length === 0) return;
  await tx.update(quizSettings).set(changes).where(eq(quizSettings.lessonId, lessonId));
}

/** The settings of the quiz lessons among `lessonIds`. */
export async function quizSettingsOf(
  db: Database | Tx,
  lessonIds: readonly string[],
): Promise<Map<string, QuizSettingsRow>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(quizSettings)
    .where(inArray(quizSettings.lessonId, [...lessonIds]));
  return new Map(rows.map((row) => [row.lessonId, row]));
}

/**
 * Of these banks, the ones some quiz other than `lessonId` draws from without showing answers.
 * Their answers stay out of every review: a practice quiz that shows answers must not be the
 * answer key of an exam on the same bank (ADR 054).
 */
export async function banksWithHiddenAnswers(
  db: Database | Tx,
  bankIds: readonly string[],
  lessonId: string,
): Promise<Set<string>> {
  if (bankIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ bankId: quizSettings.bankId })
    .from(quizSettings)
    .where(
      and(
        inArray(quizSettings.bankId, [...bankIds]),
        eq(quizSettings.showAnswers, false),
        ne(quizSettings.lessonId, lessonId),
      ),
    );
  return new Set(rows.map((row) => row.bankId));
}

/** A graded attempt's percent, rounded to 2 places, from exact hundredths of a mark. */
export function percentOf(scoreHundredths: number, maxScore: number): number {
  return maxScore === 0 ? 0 : Math.round((scoreHundredths * 100) / maxScore) / 100;
}

/**
 * What a learner sees of each quiz lesson among `lessonIds`: its settings without the bank, and
 * their attempts (count, best, passed, the one still running). Two queries for any number of lessons.
 */
export async function learnerQuizzes(
  db: Database,
  userId: string | null,
  lessonIds: readonly string[],
): Promise<Map<string, LearnerQuiz>> {
  const settings = await quizSettingsOf(db, lessonIds);
  const attempts =
    userId && settings.size > 0
      ? await db
          .select({
            lessonId: quizAttempts.lessonId,
            id: quizAttempts.id,
            graded: sql<boolean>`${quizAttempts.gradedAt} is not null`,
            open: sql<boolean>`${quizAttempts.gradedAt} is null and ${quizAttempts.endsAt} > now()`,
            scoreHundredths: quizAttempts.scoreHundredths,
            maxScore: quizAttempts.maxScore,
            passed: quizAttempts.passed,
          })
          .from(quizAttempts)
          .where(and(eq(quizAttempts.userId, userId), inArray(quizAttempts.lessonId, [...settings.keys()])))
      : [];
  const quizzes = new Map<string, LearnerQuiz>();
  for (const [lessonId, row] of settings) {
    const { bank_id: _bank, ...visible } = presentQuizSettings(row);
    const mine = attempts.filter((attempt) => attempt.lessonId === lessonId);
    let best: { score: number; percent: number } | null = null;
    for (const attempt of mine) {
      if (!attempt.graded || attempt.scoreHundredths === null) continue;
      const percent = percentOf(attempt.scoreHundredths, attempt.maxScore);
      if (!best || percent > best.percent) best = { score: attempt.scoreHundredths / 100, percent };
    }
    quizzes.set(lessonId, {
      ...visible,
      attempts_used: mine.length,
      best_score: best?.score ?? null,
      best_percent: best?.percent ?? null,
      passed: mine.some((attempt) => attempt.passed === true),
      open_attempt_id: mine.find((attempt) => attempt.open)?.id ?? null,
    });
  }
  return quizzes;
}
