import { CourseOutlineSchema, LessonSchema } from '@contract/course.ts';
import { lessonUnlocksMessage, MESSAGES } from '@contract/messages.ts';
import { AttemptSchema, QuizResultSchema } from '@contract/quiz.ts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lessonProgress, quizAttempts, quizSettings } from '../db/schema.ts';
import { runDueJobs } from '../jobs/index.ts';
import { createJobTasks } from '../jobs/tasks.ts';
import { sharedTestDatabase } from '../test/database.ts';
import {
  adminSession,
  createBank,
  createLesson,
  createModule,
  createProgram,
  createQuizLesson,
  createSubscription,
  userSession,
} from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { gradeAttemptAtDeadline } from './attempts.ts';

const { app, db } = await buildTestApp();
const { pool } = await sharedTestDatabase();
const DAY = 24 * 60 * 60 * 1000;

type Headers = Record<string, string>;

/** A program with an open module holding a quiz of 10 questions from a bank of 30, and an active learner. */
async function quizCourse(
  settings: Parameters<typeof createQuizLesson>[3] = {},
  bankSize = 30,
  releaseAfterDays = 0,
) {
  const program = await createProgram(db, { slug: 'nism-prep' });
  const module = await createModule(db, program, { releaseAfterDays });
  const { bank, questions } = await createBank(db, bankSize);
  const { lesson } = await createQuizLesson(db, module, bank, settings);
  const learner = await userSession(app, db);
  await createSubscription(db, learner.user, program, { status: 'active' });
  return { program, module, bank, questions, lesson, learner };
}

const start = (lessonId: string, headers: Headers = {}) =>
  app.inject({ method: 'POST', url: `/api/quiz/${lessonId}/attempt`, headers });
const answer = (attemptId: string, headers: Headers, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/attempt/${attemptId}/answer`, headers, payload });
const submit = (attemptId: string, headers: Headers) =>
  app.inject({ method: 'POST', url: `/api/attempt/${attemptId}/submit`, headers });
const getAttempt = (attemptId: string, headers: Headers) =>
  app.inject({ method: 'GET', url: `/api/attempt/${attemptId}`, headers });

async function started(lessonId: string, headers: Headers) {
  const res = await start(lessonId, headers);
  expect(res.statusCode).toBe(201);
  return AttemptSchema.parse(res.json());
}

/** Each question's correct option and one wrong option, from the bank as created. */
function key(questions: Awaited<ReturnType<typeof createBank>>['questions']) {
  return new Map(
    questions.map((question) => [
      question.id,
      {
        right: question.options.find((option) => option.correct)!.id,
        wrong: question.options.find((option) => !option.correct)!.id,
      },
    ]),
  );
}

/** Moves an attempt's clock: its deadline is `secondsAgo` seconds in the past. */
async function expire(attemptId: string, secondsAgo: number) {
  await db
    .update(quizAttempts)
    .set({
      startedAt: sql`now() - interval '1 hour'`,
      endsAt: sql`now() - make_interval(secs => ${secondsAgo})`,
    })
    .where(eq(quizAttempts.id, attemptId));
}

describe('POST /api/quiz/:lessonId/attempt', () => {
  it('draws the quiz’s questions, with ids and texts but no answers, and a server deadline', async () => {
    const { lesson, learner } = await quizCourse({ timeLimitMinutes: 20 });
    const res = await start(lesson.id, learner.headers);
    expect(res.statusCode).toBe(201);
    const attempt = AttemptSchema.parse(res.json());
    expect(attempt.questions).toHaveLength(10);
    expect(new Set(attempt.questions.map((question) => question._id)).size).toBe(10);
    for (const question of attempt.questions) {
      expect(question.options).toHaveLength(4);
      expect(question.multiple).toBe(false);
      expect(Object.keys(question).sort()).toEqual(['_id', 'multiple', 'options', 'text']);
      for (const option of question.options) expect(Object.keys(option).sort()).toEqual(['_id', 'text']);
    }
    // Nothing that gives an answer away: no correct flags, no explanations.
    expect(res.body).not.toMatch(/correct|explanation|Because/);
    expect(new Date(attempt.ends_at).getTime() - new Date(attempt.started_at).getTime()).toBe(20 * 60 * 1000);
    expect(attempt.answers).toEqual([]);
    expect(attempt.result).toBeNull();
  });

  it('gives two learners their own draw and order of questions and options', async () => {
    const { program, lesson, learner } = await quizCourse();
    const other = await userSession(app, db);
    await createSubscription(db, other.user, program, { status: 'active' });
    const first = await started(lesson.id, learner.headers);
    const second = await started(lesson.id, other.headers);
    const ids = (attempt: typeof first) => attempt.questions.map((question) => question._id);
    // 10 of 30: the same set twice has odds of 1 in 30 million.
    expect(new Set(ids(first))).not.toEqual(new Set(ids(second)));
    expect(ids(first)).not.toEqual(ids(second));
    // Option order is shuffled too: over 10 questions, some option is not first in both.
    const firsts = (attempt: typeof first) => attempt.questions.map((question) => question.options[0]!.text);
    expect(firsts(first).some((text) => !text.endsWith('right'))).toBe(true);
    const rows = await db.select({ drawn: quizAttempts.drawn }).from(quizAttempts);
    expect(rows).toHaveLength(2);
  });

  it('returns the open attempt again, with its saved answers (a reload loses nothing)', async () => {
    const { lesson, learner, questions } = await quizCourse();
    const answers = key(questions);
    const attempt = await started(lesson.id, learner.headers);
    const question = attempt.questions[3]!;
    const saved = await answer(attempt.attempt_id, learner.headers, {
      question_id: question._id,
      option_ids: [answers.get(question._id)!.right],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      question_id: question._id,
      option_ids: [answers.get(question._id)!.right],
    });

    const again = await started(lesson.id, learner.headers);
    expect(again.attempt_id).toBe(attempt.attempt_id);
    expect(again.questions).toEqual(attempt.questions);
    expect(again.answers).toEqual([
      { question_id: question._id, option_ids: [answers.get(question._id)!.right] },
    ]);

    const resumed = await getAttempt(attempt.attempt_id, learner.headers);
    expect(resumed.statusCode).toBe(200);
    expect(AttemptSchema.parse(resumed.json())).toEqual(again);
  });

  it('opens one attempt for parallel starts and never more than attempts_allowed', async () => {
    const { lesson, learner } = await quizCourse({ attemptsAllowed: 2 });
    const round = async () => {
      const answers = await Promise.all(Array.from({ length: 10 }, () => start(lesson.id, learner.headers)));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
      const ids = new Set(answers.map((res) => res.json().attempt_id as string));
      expect(ids.size).toBe(1);
      return [...ids][0]!;
    };
    const first = await round();
    expect((await submit(first, learner.headers)).statusCode).toBe(200);
    const second = await round();
    expect(second).not.toBe(first);
    expect((await submit(second, learner.headers)).statusCode).toBe(200);

    const refused = await Promise.all(Array.from({ length: 3 }, () => start(lesson.id, learner.headers)));
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MESSAGES.quizzes.attemptsUsedUp });
    }
    const rows = await db.select().from(quizAttempts).where(eq(quizAttempts.lessonId, lesson.id));
    expect(rows.map((row) => row.number).sort()).toEqual([1, 2]);
  });

  it('refuses to start while the bank has fewer questions than the quiz draws', async () => {
    const { lesson, learner } = await quizCourse({ questionCount: 10 }, 5);
    const res = await start(lesson.id, learner.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.quizzes.bankTooSmall });
  });
});

describe('entitlement: the quiz lesson’s own', () => {
  it('answers 401 to an anonymous caller', async () => {
    const { lesson } = await quizCourse();
    const res = await start(lesson.id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.auth.loginRequired });
  });

  it.each([
    ['a pending subscription', 'pending', MESSAGES.courses.notActive],
    ['a rejected subscription', 'rejected', MESSAGES.courses.subscribeToOpen],
  ] as const)('answers 403 to a learner with %s', async (_name, status, message) => {
    const { program, lesson } = await quizCourse();
    const learner = await userSession(app, db);
    await createSubscription(db, learner.user, program, { status });
    const res = await start(lesson.id, learner.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message });
  });

  it('answers 403 with unlocks_at before the module is released', async () => {
    const { lesson, learner } = await quizCourse({}, 30, 5);
    const [subscription] = await db
      .execute<{ activated_at: string }>(
        sql`select activated_at from subscriptions where user_id = ${learner.user.id}`,
      )
      .then((result) => result.rows);
    const unlocksAt = new Date(new Date(subscription!.activated_at).getTime() + 5 * DAY);
    const res = await start(lesson.id, learner.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: lessonUnlocksMessage(unlocksAt),
      unlocks_at: unlocksAt.toISOString(),
    });
  });

  it('lets an admin take the quiz', async () => {
    const { lesson } = await quizCourse();
    const admin = await adminSession(app, db);
    expect((await start(lesson.id, admin.headers)).statusCode).toBe(201);
  });

  it('stops a learner whose subscription was rejected mid-attempt from saving answers', async () => {
    const { lesson, learner } = await quizCourse();
    const attempt = await started(lesson.id, learner.headers);
    await db.execute(sql`update subscriptions set status = 'rejected' where user_id = ${learner.user.id}`);
    const question = attempt.questions[0]!;
    const res = await answer(attempt.attempt_id, learner.headers, {
      question_id: question._id,
      option_ids: [question.options[0]!._id],
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 to anyone but the attempt’s owner', async () => {
    const { program, lesson, learner } = await quizCourse();
    const attempt = await started(lesson.id, learner.headers);
    const other = await userSession(app, db);
    await createSubscription(db, other.user, program, { status: 'active' });
    for (const res of [
      await getAttempt(attempt.attempt_id, other.headers),
      await submit(attempt.attempt_id, other.headers),
      await answer(attempt.attempt_id, other.headers, {
        question_id: attempt.questions[0]!._id,
        option_ids: [],
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.quizzes.attemptNotFound });
    }
    expect((await getAttempt(attempt.attempt_id, {})).statusCode).toBe(401);
  });

  it('answers 400 for a lesson that is not a quiz', async () => {
    const { module, learner } = await quizCourse();
    const article = await createLesson(db, module);
    const res = await start(article.id, learner.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.quizzes.notAQuiz });
  });
});

describe('PUT /api/attempt/:id/answer', () => {
  it('refuses a question outside the attempt, a foreign option, and two options on a single-choice question', async () => {
    const { lesson, learner, questions } = await quizCourse();
    const attempt = await started(lesson.id, learner.headers);
    const drawn = new Set(attempt.questions.map((question) => question._id));
    const outside = questions.find((question) => !drawn.has(question.id))!;
    const question = attempt.questions[0]!;
    const cases = [
      [
        { question_id: outside.id, option_ids: [outside.options[0]!.id] },
        MESSAGES.quizzes.questionNotInAttempt,
      ],
      [
        { question_id: question._id, option_ids: [outside.options[0]!.id] },
        MESSAGES.quizzes.optionNotInQuestion,
      ],
      [
        { question_id: question._id, option_ids: [question.options[0]!._id, question.options[1]!._id] },
        MESSAGES.quizzes.oneOptionOnly,
      ],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await answer(attempt.attempt_id, learner.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });

  it('takes answers until 5 seconds after ends_at on the server’s clock, and refuses them after', async () => {
    const { lesson, learner } = await quizCourse();
    const attempt = await started(lesson.id, learner.headers);
    const [first, second] = attempt.questions;
    await expire(attempt.attempt_id, 2);
    const inGrace = await answer(attempt.attempt_id, learner.headers, {
      question_id: first!._id,
      option_ids: [first!.options[0]!._id],
    });
    expect(inGrace.statusCode).toBe(200);

    await expire(attempt.attempt_id, 6);
    const late = await answer(attempt.attempt_id, learner.headers, {
      question_id: second!._id,
      option_ids: [second!.options[0]!._id],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: MESSAGES.quizzes.timeUp });
    const resumed = AttemptSchema.parse((await getAttempt(attempt.attempt_id, learner.headers)).json());
    expect(resumed.answers.map((saved) => saved.question_id)).toEqual([first!._id]);
  });
});

describe('POST /api/attempt/:id/submit', () => {
  it('scores the NISM example: 70 right, 20 wrong and 10 blank at −0.25 is 65 of 100, a pass at 60 %', async () => {
    const { lesson, learner, questions, program } = await quizCourse(
      { questionCount: 100, timeLimitMinutes: 120, passPercent: 60, negativeMarkHundredths: 25 },
      100,
    );
    const answers = key(questions);
    const attempt = await started(lesson.id, learner.headers);
    expect(attempt.questions).toHaveLength(100);
    for (const [i, question] of attempt.questions.entries()) {
      if (i >= 90) break;
      const option = i < 70 ? answers.get(question._id)!.right : answers.get(question._id)!.wrong;
      const res = await answer(attempt.attempt_id, learner.headers, {
        question_id: question._id,
        option_ids: [option],
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await submit(attempt.attempt_id, learner.headers);
    expect(res.statusCode).toBe(200);
    const result = QuizResultSchema.parse(res.json());
    expect(result).toMatchObject({ score: 65, max_score: 100, percent: 65, passed: true });
    // The quiz hides its answers: each question says only how it went.
    const count = (outcome: string) => result.outcomes?.filter((item) => item.outcome === outcome).length;
    expect([count('right'), count('wrong'), count('unanswered')]).toEqual([70, 20, 10]);

    // Passing completes the quiz lesson, so the course's progress counts it.
    const [progress] = await db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, learner.user.id), eq(lessonProgress.lessonId, lesson.id)));
    expect(progress?.completedAt).toBeInstanceOf(Date);
    const outline = CourseOutlineSchema.parse(
      (
        await app.inject({ method: 'GET', url: `/api/course/${program.id}`, headers: learner.headers })
      ).json(),
    );
    expect(outline.progress_percent).toBe(100);
    expect(outline.modules[0]!.lessons[0]).toMatchObject({
      completed: true,
      quiz: {
        questions: 100,
        negative_mark: 0.25,
        attempts_used: 1,
        best_score: 65,
        best_percent: 65,
        passed: true,
      },
    });
  });

  it('fails below the pass mark and leaves the lesson incomplete', async () => {
    const { lesson, learner, questions } = await quizCourse({ passPercent: 60, negativeMarkHundredths: 25 });
    const answers = key(questions);
    const attempt = await started(lesson.id, learner.headers);
    // 6 right, 4 wrong: 6 − 1 = 5 of 10, 50 %.
    for (const [i, question] of attempt.questions.entries()) {
      const option = i < 6 ? answers.get(question._id)!.right : answers.get(question._id)!.wrong;
      await answer(attempt.attempt_id, learner.headers, { question_id: question._id, option_ids: [option] });
    }
    expect((await submit(attempt.attempt_id, learner.headers)).json()).toMatchObject({
      score: 5,
      max_score: 10,
      percent: 50,
      passed: false,
    });
    const rows = await db.select().from(lessonProgress).where(eq(lessonProgress.lessonId, lesson.id));
    expect(rows).toEqual([]);
  });

  it('grades once: parallel and repeated submits all get the same result, and answers are then refused', async () => {
    const { lesson, learner, questions } = await quizCourse();
    const answers = key(questions);
    const attempt = await started(lesson.id, learner.headers);
    for (const question of attempt.questions.slice(0, 7)) {
      await answer(attempt.attempt_id, learner.headers, {
        question_id: question._id,
        option_ids: [answers.get(question._id)!.right],
      });
    }
    const results = await Promise.all(
      Array.from({ length: 5 }, () => submit(attempt.attempt_id, learner.headers)),
    );
    const expected = { score: 7, max_score: 10, percent: 70, passed: true };
    const first = results[0]!.json();
    expect(first).toMatchObject(expected);
    for (const res of results) expect(res.json()).toEqual(first);
    expect((await submit(attempt.attempt_id, learner.headers)).json()).toEqual(first);
    const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.attempt_id));
    expect(row?.scoreHundredths).toBe(700);

    const late = await answer(attempt.attempt_id, learner.headers, {
      question_id: attempt.questions[9]!._id,
      option_ids: [answers.get(attempt.questions[9]!._id)!.right],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: MESSAGES.quizzes.attemptGraded });
  });

  it('adds a review with correct and chosen options and explanations when the quiz shows answers', async () => {
    const { lesson, learner, questions } = await quizCourse({ showAnswers: true, questionCount: 3 });
    const answers = key(questions);
    const attempt = await started(lesson.id, learner.headers);
    const [a, b] = attempt.questions;
    await answer(attempt.attempt_id, learner.headers, {
      question_id: a!._id,
      option_ids: [answers.get(a!._id)!.wrong],
    });
    await answer(attempt.attempt_id, learner.headers, {
      question_id: b!._id,
      option_ids: [answers.get(b!._id)!.right],
    });
    const result = QuizResultSchema.parse((await submit(attempt.attempt_id, learner.headers)).json());
    expect(result.review).toHaveLength(3);
    expect(result.review![0]).toEqual({
      question_id: a!._id,
      text: a!.text,
      correct_option_ids: [answers.get(a!._id)!.right],
      chosen_option_ids: [answers.get(a!._id)!.wrong],
      explanation: `Because ${a!.text.replace('Question ', '')}.`,
    });
    expect(result.review![2]!.chosen_option_ids).toEqual([]);
  });

  it('tells, when the quiz hides its answers, which questions were right, wrong or unanswered, and no correct option', async () => {
    const { lesson, learner, questions } = await quizCourse({ showAnswers: false, questionCount: 3 });
    const answers = key(questions);
    const attempt = await started(lesson.id, learner.headers);
    const [a, b, c] = attempt.questions;
    await answer(attempt.attempt_id, learner.headers, {
      question_id: a!._id,
      option_ids: [answers.get(a!._id)!.wrong],
    });
    await answer(attempt.attempt_id, learner.headers, {
      question_id: b!._id,
      option_ids: [answers.get(b!._id)!.right],
    });
    const res = await submit(attempt.attempt_id, learner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      score: 1,
      max_score: 3,
      percent: 33.33,
      passed: false,
      outcomes: [
        { question_id: a!._id, text: a!.text, outcome: 'wrong' },
        { question_id: b!._id, text: b!.text, outcome: 'right' },
        { question_id: c!._id, text: c!.text, outcome: 'unanswered' },
      ],
    });
    expect(res.body).not.toMatch(/correct_option_ids|explanation|Because/);
    expect(res.body).not.toContain(answers.get(a!._id)!.right);
    // Read again later, the attempt carries the same result.
    const again = AttemptSchema.parse((await getAttempt(attempt.attempt_id, learner.headers)).json());
    expect(again.result).toEqual(res.json());
  });

  it('reveals no answer of a quiz that hides them through another quiz drawing from the same bank', async () => {
    // The practice quiz shows answers; the exam, on the same bank, does not.
    const {
      module,
      bank,
      lesson: exam,
      learner,
    } = await quizCourse({ showAnswers: false, questionCount: 10 });
    const { lesson: practice } = await createQuizLesson(db, module, bank, {
      showAnswers: true,
      questionCount: 10,
    });
    const examAttempt = await started(exam.id, learner.headers);
    const attempt = await started(practice.id, learner.headers);
    const res = await submit(attempt.attempt_id, learner.headers);
    expect(res.statusCode).toBe(200);
    const result = QuizResultSchema.parse(res.json());
    expect(result.review).toBeUndefined();
    // Nor which of them were right: over a few attempts, that is the exam's answer key too.
    expect(result.outcomes).toBeUndefined();
    expect(res.body).not.toMatch(/correct_option_ids|explanation|Because/);
    const again = AttemptSchema.parse((await getAttempt(attempt.attempt_id, learner.headers)).json());
    expect(again.result?.review).toBeUndefined();
    // Nothing of the exam's own paper either.
    for (const question of examAttempt.questions) expect(res.body).not.toContain(question._id);
  });

  it('keeps the review of a quiz whose bank only quizzes that show answers draw from', async () => {
    const { module, bank, lesson, learner } = await quizCourse({ showAnswers: true, questionCount: 3 });
    await createQuizLesson(db, module, bank, { showAnswers: true, questionCount: 5 });
    // Another bank's exam hides its answers: that has nothing to do with this bank.
    const { bank: otherBank } = await createBank(db, 10);
    await createQuizLesson(db, module, otherBank, { showAnswers: false });
    const attempt = await started(lesson.id, learner.headers);
    const result = QuizResultSchema.parse((await submit(attempt.attempt_id, learner.headers)).json());
    expect(result.review?.map((item) => item.question_id)).toEqual(
      attempt.questions.map((question) => question._id),
    );
  });

  it('leaves out of the review the questions of an earlier bank that a quiz hiding answers now uses', async () => {
    const { module, lesson, learner } = await quizCourse({ showAnswers: true, questionCount: 3 });
    const attempt = await started(lesson.id, learner.headers);
    // The practice quiz moves to a new bank; its old bank becomes the exam's.
    const [oldBank] = await db
      .select({ bankId: quizSettings.bankId })
      .from(quizSettings)
      .where(eq(quizSettings.lessonId, lesson.id));
    const { bank: newBank } = await createBank(db, 10);
    await db.update(quizSettings).set({ bankId: newBank.id }).where(eq(quizSettings.lessonId, lesson.id));
    await createQuizLesson(db, module, { id: oldBank!.bankId }, { showAnswers: false, questionCount: 3 });
    const result = QuizResultSchema.parse((await submit(attempt.attempt_id, learner.headers)).json());
    expect(result.review).toBeUndefined();
  });
});

describe('the deadline job', () => {
  it('is queued for ends_at plus the grace, and grades an attempt left open with the answers saved in time', async () => {
    const { lesson, learner, questions } = await quizCourse({ passPercent: 50 });
    const answers = key(questions);
    const attempt = await started(lesson.id, learner.headers);
    for (const question of attempt.questions.slice(0, 6)) {
      await answer(attempt.attempt_id, learner.headers, {
        question_id: question._id,
        option_ids: [answers.get(question._id)!.right],
      });
    }
    const jobKey = `quiz-deadline:${attempt.attempt_id}`;
    const { rows } = await db.execute<{ run_at: string; task_identifier: string }>(
      sql`select run_at, task_identifier from graphile_worker.jobs where key = ${jobKey}`,
    );
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.run_at).getTime()).toBe(new Date(attempt.ends_at).getTime() + 5000);

    const tasks = {
      'quiz-deadline': (payload: { attempt_id: string }) => gradeAttemptAtDeadline(db, payload.attempt_id),
    };
    // Not due yet: running the due jobs grades nothing.
    await runDueJobs(pool, tasks);
    expect(
      AttemptSchema.parse((await getAttempt(attempt.attempt_id, learner.headers)).json()).result,
    ).toBeNull();

    // The clock passes the deadline (the attempt's, and its job's by the same key).
    await expire(attempt.attempt_id, 10);
    await db.execute(sql`select graphile_worker.add_job('quiz-deadline',
      json_build_object('attempt_id', ${attempt.attempt_id}::text), run_at => now(), job_key => ${jobKey})`);
    await runDueJobs(pool, tasks);

    const graded = AttemptSchema.parse((await getAttempt(attempt.attempt_id, learner.headers)).json());
    expect(graded.result).toMatchObject({ score: 6, max_score: 10, percent: 60, passed: true });
    // A late submit gets the stored grade; a late answer is refused.
    expect((await submit(attempt.attempt_id, learner.headers)).json()).toEqual(graded.result);
    const late = await answer(attempt.attempt_id, learner.headers, {
      question_id: attempt.questions[9]!._id,
      option_ids: [answers.get(attempt.questions[9]!._id)!.right],
    });
    expect(late.statusCode).toBe(409);
  });

  it('leaves an attempt the learner submitted as it was', async () => {
    const { lesson, learner } = await quizCourse();
    const attempt = await started(lesson.id, learner.headers);
    const submitted = (await submit(attempt.attempt_id, learner.headers)).json();
    await gradeAttemptAtDeadline(db, attempt.attempt_id);
    expect((await submit(attempt.attempt_id, learner.headers)).json()).toEqual(submitted);
  });

  it('has a late submit grade an attempt the job has not reached yet', async () => {
    const { lesson, learner } = await quizCourse();
    const attempt = await started(lesson.id, learner.headers);
    await expire(attempt.attempt_id, 60);
    const res = await submit(attempt.attempt_id, learner.headers);
    expect(res.statusCode).toBe(200);
    const result = QuizResultSchema.parse(res.json());
    expect(result).toMatchObject({ score: 0, max_score: 10, percent: 0, passed: false });
    expect(result.outcomes?.map((item) => item.outcome)).toEqual(Array(10).fill('unanswered'));
  });
});

describe('the quiz lesson for its learner', () => {
  it('carries the settings without the bank, the caller’s attempts, and refuses completion by hand', async () => {
    const { lesson, learner } = await quizCourse({ negativeMarkHundredths: 25, attemptsAllowed: 3 });
    const attempt = await started(lesson.id, learner.headers);
    const res = await app.inject({
      method: 'GET',
      url: `/api/lesson/${lesson.id}`,
      headers: learner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('bank_id');
    expect(LessonSchema.parse(res.json()).quiz).toEqual({
      questions: 10,
      time_limit_minutes: 20,
      pass_percent: 60,
      negative_mark: 0.25,
      attempts_allowed: 3,
      show_answers: false,
      required: true,
      attempts_used: 1,
      best_score: null,
      best_percent: null,
      passed: false,
      open_attempt_id: attempt.attempt_id,
    });
    const progress = await app.inject({
      method: 'POST',
      url: `/api/lesson/${lesson.id}/progress`,
      headers: learner.headers,
      payload: { completed: true },
    });
    expect(progress.statusCode).toBe(409);
    expect(progress.json()).toEqual({ message: MESSAGES.quizzes.quizCompletesOnPass });
  });
});

describe('the certificate after a passed quiz', () => {
  /** Answers `right` questions correctly and the rest wrongly, then submits. */
  async function takeQuiz(
    lessonId: string,
    headers: Headers,
    questions: Awaited<ReturnType<typeof createBank>>['questions'],
    right: number,
  ) {
    const attempt = await started(lessonId, headers);
    const answers = key(questions);
    for (const [i, question] of attempt.questions.entries()) {
      const choice = answers.get(question._id)!;
      const res = await answer(attempt.attempt_id, headers, {
        question_id: question._id,
        option_ids: [i < right ? choice.right : choice.wrong],
      });
      expect(res.statusCode).toBe(200);
    }
    return attempt;
  }

  const certificatesOf = async (headers: Headers) => {
    const res = await app.inject({ method: 'GET', url: '/api/certificates', headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { name: string; program: string; score: number | null }[];
  };

  it('is issued once the required quiz is passed and every other lesson is done, with its score', async () => {
    const { module, lesson, learner, questions } = await quizCourse({
      attemptsAllowed: 3,
      passPercent: 60,
      negativeMarkHundredths: 25,
    });
    const article = await createLesson(db, module, { title: 'Options basics' });
    await app.inject({
      method: 'POST',
      url: `/api/lesson/${article.id}/progress`,
      headers: learner.headers,
      payload: { completed: true },
    });
    expect(await certificatesOf(learner.headers)).toEqual([]);

    // 5 of 10 right, −0.25 × 5: 3.75 of 10, failed: still no certificate.
    const failed = await takeQuiz(lesson.id, learner.headers, questions, 5);
    expect(QuizResultSchema.parse((await submit(failed.attempt_id, learner.headers)).json()).passed).toBe(
      false,
    );
    expect(await certificatesOf(learner.headers)).toEqual([]);

    // 8 right, 2 wrong: 8 − 0.5 = 7.5 of 10 = 75 %.
    const passed = await takeQuiz(lesson.id, learner.headers, questions, 8);
    const result = QuizResultSchema.parse((await submit(passed.attempt_id, learner.headers)).json());
    expect(result).toMatchObject({ passed: true, percent: 75 });
    const [certificate, ...more] = await certificatesOf(learner.headers);
    expect(more).toEqual([]);
    expect(certificate).toMatchObject({ score: 75 });
    // Submitting again changes nothing.
    await submit(passed.attempt_id, learner.headers);
    expect(await certificatesOf(learner.headers)).toHaveLength(1);
  });

  it('is issued by the deadline job for an attempt the learner never submitted', async () => {
    const { lesson, learner, questions } = await quizCourse({ passPercent: 60 });
    const attempt = await takeQuiz(lesson.id, learner.headers, questions, 10);
    await expire(attempt.attempt_id, 60);
    // The deadline job is due now: the attempt's clock was moved back.
    await db.execute(sql`
      select graphile_worker.reschedule_jobs(array_agg(id), run_at => now())
      from graphile_worker.jobs where key = ${`quiz-deadline:${attempt.attempt_id}`}`);
    await runDueJobs(
      pool,
      createJobTasks({
        db,
        mediaStorage: app.mediaStorage,
        publicUrl: app.config.publicUrl,
        certSigningKey: app.config.certSigningKey,
      }),
    );
    const [certificate] = await certificatesOf(learner.headers);
    expect(certificate).toMatchObject({ score: 100 });
  });

  it('does not wait for a quiz that is not required', async () => {
    const { module, lesson, learner, questions } = await quizCourse({ passPercent: 60 });
    const { bank: other } = await createBank(db, 5);
    await createQuizLesson(db, module, other, { questionCount: 5, required: false });
    const attempt = await takeQuiz(lesson.id, learner.headers, questions, 10);
    await submit(attempt.attempt_id, learner.headers);
    expect(await certificatesOf(learner.headers)).toHaveLength(1);
  });
});
