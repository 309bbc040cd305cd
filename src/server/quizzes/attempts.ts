import { randomInt } from 'node:crypto';
import { MESSAGES } from '@contract/messages.ts';
import type { AnswerInput, Attempt, QuizResult } from '@contract/quiz.ts';
import { QUIZ_LIMITS } from '@contract/vocabulary.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UserRow } from '../accounts/index.ts';
import { type CertificateIssuer, issueCertificateIfEligible } from '../certificates/index.ts';
import {
  authorizeLesson,
  banksWithHiddenAnswers,
  findLessonWithModule,
  percentOf,
  type QuizSettingsRow,
  quizSettingsOf,
} from '../courses/index.ts';
import type { Database, Tx } from '../db/client.ts';
import { type DrawnQuestion, questions, quizAnswers, quizAttempts } from '../db/schema.ts';
import { addJob } from '../jobs/index.ts';
import { DomainError } from '../shared/errors.ts';

type AttemptRow = typeof quizAttempts.$inferSelect;
const GRACE = sql`make_interval(secs => ${QUIZ_LIMITS.graceSeconds})`;

/** A uniformly random permutation (Fisher–Yates over crypto.randomInt: no Math.random). */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** What grading needs of a question: its correct options as they stand now. */
interface GradedQuestion {
  id: string;
  correct: ReadonlySet<string>;
}

/** A question counts as right only with exactly its correct options chosen. */
function isExact(chosen: readonly string[], correct: ReadonlySet<string>): boolean {
  return chosen.length === correct.size && chosen.every((id) => correct.has(id));
}

/**
 * The score of an attempt in hundredths of a mark, exactly: +100 per question answered with
 * exactly its correct options, −negative_mark per other answered question, 0 for a blank (a
 * question deleted since the draw counts as blank). 70 right and 20 wrong at 0.25: 7000 − 500 = 6500.
 */
export function scoreHundredths(
  drawn: readonly { question_id: string }[],
  graded: ReadonlyMap<string, GradedQuestion>,
  answers: ReadonlyMap<string, readonly string[]>,
  negativeMarkHundredths: number,
): { score: number; right: number; wrong: number } {
  let right = 0;
  let wrong = 0;
  for (const { question_id } of drawn) {
    const chosen = answers.get(question_id) ?? [];
    const question = graded.get(question_id);
    if (chosen.length === 0 || !question) continue;
    if (isExact(chosen, question.correct)) right += 1;
    else wrong += 1;
  }
  return { score: right * 100 - wrong * negativeMarkHundredths, right, wrong };
}

async function settingsFor(db: Database | Tx, lessonId: string): Promise<QuizSettingsRow> {
  const settings = (await quizSettingsOf(db, [lessonId])).get(lessonId);
  if (!settings) throw new DomainError('invalid', MESSAGES.quizzes.notAQuiz);
  return settings;
}

/** The caller may take this quiz: signed in, and the lesson's own entitlement (ADR 021). */
async function authorizeQuiz(db: Database, caller: UserRow | null, lessonId: string) {
  if (!caller) throw new DomainError('unauthenticated', MESSAGES.auth.loginRequired);
  const row = await findLessonWithModule(db, lessonId);
  await authorizeLesson(db, caller, row);
  if (row.lesson.kind !== 'quiz') throw new DomainError('invalid', MESSAGES.quizzes.notAQuiz);
  return caller;
}

async function answersOf(db: Database | Tx, attemptId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ questionId: quizAnswers.questionId, optionIds: quizAnswers.optionIds })
    .from(quizAnswers)
    .where(eq(quizAnswers.attemptId, attemptId));
  return new Map(rows.map((row) => [row.questionId, row.optionIds]));
}

async function questionsOf(db: Database | Tx, drawn: readonly DrawnQuestion[]) {
  if (drawn.length === 0) return new Map<string, typeof questions.$inferSelect>();
  const rows = await db
    .select()
    .from(questions)
    .where(
      inArray(
        questions.id,
        drawn.map((question) => question.question_id),
      ),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Grades an attempt once, under its row lock: a second grader (a concurrent submit, the deadline
 * job) waits, then finds it graded and changes nothing. Answer saves hold the row FOR SHARE, so
 * none can slip in while it is graded. Passing marks the quiz lesson complete.
 */
async function gradeLocked(tx: Tx, attemptId: string): Promise<AttemptRow | undefined> {
  const [attempt] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId)).for('update');
  if (!attempt || attempt.gradedAt) return attempt;
  const settings = await settingsFor(tx, attempt.lessonId);
  const rows = await questionsOf(tx, attempt.drawn);
  const graded = new Map(
    [...rows.values()].map((row) => [
      row.id,
      {
        id: row.id,
        correct: new Set(row.options.filter((option) => option.correct).map((option) => option.id)),
      },
    ]),
  );
  const { score } = scoreHundredths(
    attempt.drawn,
    graded,
    await answersOf(tx, attemptId),
    settings.negativeMarkHundredths,
  );
  // percent ≥ pass_percent, in integers: score/100 / max × 100 ≥ pass ⇔ score ≥ pass × max.
  const passed = score >= settings.passPercent * attempt.maxScore;
  const [after] = await tx
    .update(quizAttempts)
    .set({ gradedAt: sql`now()`, scoreHundredths: score, passed })
    .where(eq(quizAttempts.id, attemptId))
    .returning();
  if (passed) {
    await tx.execute(sql`
      insert into lesson_progress (user_id, lesson_id, completed_at)
      values (${attempt.userId}, ${attempt.lessonId}, now())
      on conflict (user_id, lesson_id) do update
        set completed_at = coalesce(lesson_progress.completed_at, excluded.completed_at), updated_on = now()`);
  }
  return after;
}

/** How a question went, graded as the score grades it: a question deleted since the draw is blank. */
function outcomeOf(
  chosen: readonly string[],
  row: { options: { id: string; correct: boolean }[] } | undefined,
) {
  if (chosen.length === 0 || !row) return 'unanswered' as const;
  const correct = new Set(row.options.filter((option) => option.correct).map((option) => option.id));
  return isExact(chosen, correct) ? ('right' as const) : ('wrong' as const);
}

/**
 * The result of a graded attempt: the review when the quiz shows answers, and which questions
 * went right or wrong (no correct options) when it hides them (docs/product.md §12.4, ADR 062).
 * Either holds only the quiz's own questions: none from a bank that another quiz hiding its
 * answers also draws from (ADR 054), since a right/wrong per question, over a few attempts,
 * gives answers away too; and neither is there when that leaves nothing.
 */
async function resultOf(
  db: Database | Tx,
  attempt: AttemptRow,
  settings: QuizSettingsRow,
): Promise<QuizResult> {
  const score = attempt.scoreHundredths ?? 0;
  const result: QuizResult = {
    score: score / 100,
    max_score: attempt.maxScore,
    percent: percentOf(score, attempt.maxScore),
    passed: attempt.passed === true,
  };
  const rows = await questionsOf(db, attempt.drawn);
  const hidden = await banksWithHiddenAnswers(
    db,
    [...new Set([...rows.values()].map((row) => row.bankId))],
    attempt.lessonId,
  );
  const shown = attempt.drawn.filter(({ question_id }) => {
    const bankId = rows.get(question_id)?.bankId;
    return bankId === undefined || !hidden.has(bankId);
  });
  if (shown.length === 0) return result;
  const answers = await answersOf(db, attempt.id);
  if (!settings.showAnswers) {
    result.outcomes = shown.map(({ question_id }) => ({
      question_id,
      text: rows.get(question_id)?.text ?? '',
      outcome: outcomeOf(answers.get(question_id) ?? [], rows.get(question_id)),
    }));
    return result;
  }
  result.review = shown.map(({ question_id }) => {
    const row = rows.get(question_id);
    return {
      question_id,
      text: row?.text ?? '',
      correct_option_ids: (row?.options ?? []).filter((option) => option.correct).map((option) => option.id),
      chosen_option_ids: answers.get(question_id) ?? [],
      explanation: row?.explanation ?? '',
    };
  });
  return result;
}

/** An attempt as its learner sees it: questions in its order, no correct flags, saved answers, result once graded. */
async function presentAttempt(db: Database | Tx, attempt: AttemptRow): Promise<Attempt> {
  const rows = await questionsOf(db, attempt.drawn);
  const answers = await answersOf(db, attempt.id);
  const settings = await settingsFor(db, attempt.lessonId);
  return {
    attempt_id: attempt.id,
    lesson_id: attempt.lessonId,
    questions: attempt.drawn.flatMap(({ question_id, option_ids }) => {
      const row = rows.get(question_id);
      if (!row) return [];
      // The attempt's option order; options added by an edit since the draw come after.
      const byId = new Map(row.options.map((option) => [option.id, option]));
      const ordered = [
        ...option_ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
        ...row.options.filter((option) => !option_ids.includes(option.id)),
      ];
      return [
        {
          _id: row.id,
          text: row.text,
          multiple: row.multiple,
          options: ordered.map((option) => ({ _id: option.id, text: option.text })),
        },
      ];
    }),
    started_at: attempt.startedAt.toISOString(),
    ends_at: attempt.endsAt.toISOString(),
    answers: [...answers].map(([question_id, option_ids]) => ({ question_id, option_ids })),
    result: attempt.gradedAt ? await resultOf(db, attempt, settings) : null,
  };
}

/**
 * Starts an attempt, or returns the one still running (a reload loses nothing). Under a lock per
 * learner and quiz, so parallel starts cannot exceed attempts_allowed or open two attempts. An
 * attempt past its deadline that the job has not graded yet is graded here first. The draw, the
 * question order and each question's option order are the attempt's own, stored with it; the
 * deadline job is queued in the same transaction.
 */
export async function startAttempt(db: Database, caller: UserRow | null, lessonId: string): Promise<Attempt> {
  const user = await authorizeQuiz(db, caller, lessonId);
  const attempt = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`quiz:${user.id}:${lessonId}`}, 0))`,
    );
    const settings = await settingsFor(tx, lessonId);
    const mine = await tx
      .select({
        id: quizAttempts.id,
        graded: sql<boolean>`${quizAttempts.gradedAt} is not null`,
        running: sql<boolean>`now() < ${quizAttempts.endsAt}`,
      })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, user.id), eq(quizAttempts.lessonId, lessonId)));
    for (const previous of mine) {
      if (previous.graded) continue;
      if (previous.running) {
        const [open] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, previous.id));
        return open!;
      }
      await gradeLocked(tx, previous.id);
    }
    if (settings.attemptsAllowed !== null && mine.length >= settings.attemptsAllowed) {
      throw new DomainError('conflict', MESSAGES.quizzes.attemptsUsedUp);
    }
    const pool = await tx
      .select({ id: questions.id, options: questions.options })
      .from(questions)
      .where(eq(questions.bankId, settings.bankId));
    if (pool.length < settings.questionCount)
      throw new DomainError('conflict', MESSAGES.quizzes.bankTooSmall);
    const drawn: DrawnQuestion[] = shuffled(pool)
      .slice(0, settings.questionCount)
      .map((question) => ({
        question_id: question.id,
        option_ids: shuffled(question.options.map((option) => option.id)),
      }));
    const [row] = await tx
      .insert(quizAttempts)
      .values({
        userId: user.id,
        lessonId,
        number: mine.length + 1,
        drawn,
        startedAt: sql`now()`,
        endsAt: sql`now() + make_interval(mins => ${settings.timeLimitMinutes})`,
        maxScore: drawn.length,
      })
      .returning();
    await addJob(
      tx,
      'quiz-deadline',
      { attempt_id: row!.id },
      {
        runAt: new Date(row!.endsAt.getTime() + QUIZ_LIMITS.graceSeconds * 1000),
        jobKey: `quiz-deadline:${row!.id}`,
      },
    );
    return row!;
  });
  return presentAttempt(db, attempt);
}

/** The caller's own attempt (anyone else's is 404, as if it did not exist). */
async function ownAttempt(db: Database | Tx, caller: UserRow | null, attemptId: string): Promise<AttemptRow> {
  if (!caller) throw new DomainError('unauthenticated', MESSAGES.auth.loginRequired);
  const [attempt] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
  if (attempt?.userId !== caller.id) throw new DomainError('not_found', MESSAGES.quizzes.attemptNotFound);
  return attempt;
}

export async function getAttempt(db: Database, caller: UserRow | null, attemptId: string): Promise<Attempt> {
  const attempt = await ownAttempt(db, caller, attemptId);
  await authorizeQuiz(db, caller, attempt.lessonId);
  return presentAttempt(db, attempt);
}

/**
 * Saves one answer (replacing the last one for that question; [] clears it) until ends_at plus
 * the grace, on the database's clock. The attempt's row is held FOR SHARE, so a grade waits for
 * the save, and a save after the grade is refused.
 */
export async function saveAnswer(
  db: Database,
  caller: UserRow | null,
  attemptId: string,
  input: AnswerInput,
) {
  const { lessonId } = await ownAttempt(db, caller, attemptId);
  await authorizeQuiz(db, caller, lessonId);
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select({
        drawn: quizAttempts.drawn,
        graded: sql<boolean>`${quizAttempts.gradedAt} is not null`,
        late: sql<boolean>`now() > ${quizAttempts.endsAt} + ${GRACE}`,
      })
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attemptId))
      .for('share');
    if (!attempt) throw new DomainError('not_found', MESSAGES.quizzes.attemptNotFound);
    if (attempt.graded) throw new DomainError('conflict', MESSAGES.quizzes.attemptGraded);
    if (attempt.late) throw new DomainError('conflict', MESSAGES.quizzes.timeUp);
    if (!attempt.drawn.some((question) => question.question_id === input.question_id)) {
      throw new DomainError('invalid', MESSAGES.quizzes.questionNotInAttempt);
    }
    const [question] = await tx.select().from(questions).where(eq(questions.id, input.question_id));
    const optionIds = [...new Set(input.option_ids)];
    const known = new Set(question?.options.map((option) => option.id));
    if (!optionIds.every((id) => known.has(id)))
      throw new DomainError('invalid', MESSAGES.quizzes.optionNotInQuestion);
    if (question && !question.multiple && optionIds.length > 1) {
      throw new DomainError('invalid', MESSAGES.quizzes.oneOptionOnly);
    }
    const [saved] = await tx
      .insert(quizAnswers)
      .values({ attemptId, questionId: input.question_id, optionIds })
      .onConflictDoUpdate({
        target: [quizAnswers.attemptId, quizAnswers.questionId],
        set: { optionIds, savedAt: sql`now()` },
      })
      .returning();
    return {
      question_id: saved!.questionId,
      option_ids: saved!.optionIds,
      saved_at: saved!.savedAt.toISOString(),
    };
  });
}

/**
 * Submits (grades) the caller's attempt and returns its result; again, the same result. After the
 * deadline it is the grade of the answers saved in time (the job's, or made now).
 */
export async function submitAttempt(
  db: Database,
  caller: UserRow | null,
  attemptId: string,
  certificateIssuer?: CertificateIssuer,
): Promise<QuizResult> {
  const { lessonId } = await ownAttempt(db, caller, attemptId);
  await authorizeQuiz(db, caller, lessonId);
  const { result, attempt } = await db.transaction(async (tx) => {
    const graded = await gradeLocked(tx, attemptId);
    if (!graded) throw new DomainError('not_found', MESSAGES.quizzes.attemptNotFound);
    return { result: await resultOf(tx, graded, await settingsFor(tx, lessonId)), attempt: graded };
  });
  if (attempt.passed && certificateIssuer) await issueAfterPass(db, certificateIssuer, attempt);
  return result;
}

/**
 * A pass may complete the program: the certificate is decided after the grade is committed, in a
 * transaction of its own (as for lesson progress, ADR 027), and again on every submit of a
 * passed attempt, so a crash between the two is healed by the next call.
 */
async function issueAfterPass(
  db: Database,
  issuer: CertificateIssuer,
  attempt: { userId: string; lessonId: string },
): Promise<void> {
  const { programId } = await findLessonWithModule(db, attempt.lessonId);
  await db.transaction((tx) => issueCertificateIfEligible(tx, issuer, attempt.userId, programId));
}

/** The `quiz-deadline` job: grades an attempt left open at its deadline (nothing if already graded or gone). */
export async function gradeAttemptAtDeadline(
  db: Database,
  attemptId: string,
  certificateIssuer?: CertificateIssuer,
): Promise<void> {
  const attempt = await db.transaction((tx) => gradeLocked(tx, attemptId));
  if (attempt?.passed && certificateIssuer) await issueAfterPass(db, certificateIssuer, attempt);
}
