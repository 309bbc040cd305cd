import { CurriculumSchema } from '@contract/course.ts';
import { MESSAGES } from '@contract/messages.ts';
import { AdminQuestionSchema, BankDetailSchema } from '@contract/quiz.ts';
import { QUESTION_CSV_COLUMNS, QUIZ_PRESETS, TOTAL_COUNT_HEADER } from '@contract/vocabulary.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, questions, quizSettings } from '../db/schema.ts';
import { adminSession, createBank, createModule, createProgram } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;

async function newBank(headers: Headers, title = 'NISM Series VIII') {
  const res = await app.inject({ method: 'POST', url: '/api/admin/bank', headers, payload: { title } });
  expect(res.statusCode).toBe(201);
  return res.json() as { _id: string; title: string; question_count: number };
}

const importCsv = (bankId: string, headers: Headers, csv: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/bank/${bankId}/import`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: csv,
  });

const HEADER = QUESTION_CSV_COLUMNS.join(',');

describe('question banks', () => {
  it('creates a bank, lists banks a page at a time, and shows one with its questions', async () => {
    const admin = await adminSession(app, db);
    const bank = await newBank(admin.headers);
    expect(bank).toMatchObject({ title: 'NISM Series VIII', question_count: 0 });
    for (const title of ['Options basics', 'Futures basics']) await newBank(admin.headers, title);
    await createBank(db, 3, 'Seeded');

    const page = await app.inject({
      method: 'GET',
      url: '/api/admin/bank/all?page=1&limit=2&q=basics',
      headers: admin.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers[TOTAL_COUNT_HEADER]).toBe('2');
    expect(page.json().map((row: { title: string }) => row.title)).toEqual([
      'Futures basics',
      'Options basics',
    ]);
    const all = await app.inject({ method: 'GET', url: '/api/admin/bank/all', headers: admin.headers });
    expect(all.json().find((row: { title: string }) => row.title === 'Seeded').question_count).toBe(3);

    const added = await app.inject({
      method: 'POST',
      url: `/api/admin/bank/${bank._id}/question`,
      headers: admin.headers,
      payload: {
        text: 'Which of these are derivatives?',
        multiple: true,
        options: [
          { text: 'Futures', correct: true },
          { text: 'Options', correct: true },
          { text: 'Shares', correct: false },
        ],
        explanation: 'Futures and options derive their value from an underlying.',
      },
    });
    expect(added.statusCode).toBe(201);
    const question = AdminQuestionSchema.parse(added.json());
    expect(question.options.map((option) => option.correct)).toEqual([true, true, false]);

    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/bank/${bank._id}`,
      headers: admin.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(BankDetailSchema.parse(detail.json())).toMatchObject({ question_count: 1, questions: [question] });
    const missing = await app.inject({
      method: 'GET',
      url: '/api/admin/bank/0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.quizzes.bankNotFound });
  });

  it.each([
    ['one option', [{ text: 'Yes', correct: true }], false, 'A question needs at least 2 options.'],
    [
      'no correct option',
      [
        { text: 'A', correct: false },
        { text: 'B', correct: false },
      ],
      false,
      'Mark at least one option as correct.',
    ],
    [
      'two correct options on a single-choice question',
      [
        { text: 'A', correct: true },
        { text: 'B', correct: true },
      ],
      false,
      'A single-choice question has exactly one correct option; set multiple to true for more.',
    ],
    [
      'eleven options',
      Array.from({ length: 11 }, (_, i) => ({ text: `O${i}`, correct: i === 0 })),
      false,
      'A question can have at most 10 options.',
    ],
  ])('refuses a question with %s', async (_name, options, multiple, message) => {
    const admin = await adminSession(app, db);
    const bank = await newBank(admin.headers);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/bank/${bank._id}/question`,
      headers: admin.headers,
      payload: { text: 'Q?', multiple, options },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('edits and deletes a question, closing the gap in the bank’s order, with an audit of each', async () => {
    const admin = await adminSession(app, db);
    const { bank, questions: rows } = await createBank(db, 3);
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/question/${rows[0]!.id}`,
      headers: admin.headers,
      payload: {
        text: 'What is a lot size?',
        options: [
          { text: 'A contract’s quantity', correct: true },
          { text: 'A price', correct: false },
        ],
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ text: 'What is a lot size?', multiple: false, explanation: '' });

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/question/${rows[1]!.id}`,
      headers: admin.headers,
    });
    expect(deleted.json()).toEqual({ message: MESSAGES.quizzes.questionDeleted });
    const left = await db.select().from(questions).where(eq(questions.bankId, bank.id));
    expect(left.map((row) => [row.id, row.position]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      [rows[0]!.id, 0],
      [rows[2]!.id, 1],
    ]);
    const audits = await db.select({ action: auditLog.action }).from(auditLog);
    expect(audits.map((row) => row.action).sort()).toEqual(['question.delete', 'question.edit']);
  });
});

describe('POST /api/admin/bank/:id/import', () => {
  it('imports every row of a good CSV, multi-line cells and multiple choice included', async () => {
    const admin = await adminSession(app, db);
    const bank = await newBank(admin.headers);
    const csv = [
      HEADER,
      'What is the lot size of a contract?,false,Fixed by the exchange,Chosen by the buyer,,,,,1,',
      '"Which are\nderivatives?",,Futures,Options,Shares,,,,1;3,Futures and options.',
      'Margin is paid to?,,Broker,Exchange,Clearing corporation,Nobody,,,3,"Via the broker, to the clearing corporation."',
    ].join('\n');
    const res = await importCsv(bank._id, admin.headers, csv);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ imported: 3, warnings: [] });
    const detail = BankDetailSchema.parse(
      (
        await app.inject({ method: 'GET', url: `/api/admin/bank/${bank._id}`, headers: admin.headers })
      ).json(),
    );
    expect(
      detail.questions.map((question) => [question.text, question.multiple, question.options.length]),
    ).toEqual([
      ['What is the lot size of a contract?', false, 2],
      ['Which are\nderivatives?', true, 3],
      ['Margin is paid to?', false, 4],
    ]);
    expect(detail.questions[1]!.options.map((option) => option.correct)).toEqual([true, false, true]);
  });

  it('imports nothing when any row is bad, and names each bad row’s line and reason', async () => {
    const admin = await adminSession(app, db);
    const bank = await newBank(admin.headers);
    const csv = [
      HEADER,
      'A good question?,,Yes,No,,,,,1,',
      '"A question over\ntwo lines with no correct option",,Yes,No,,,,,,',
      'Another good one?,,Yes,No,,,,,2,',
      'Names an empty option?,,Yes,No,,,,,4,',
      'Two right on single choice?,false,A,B,C,,,,1;2,',
      ',,Yes,No,,,,,1,',
    ].join('\n');
    const res = await importCsv(bank._id, admin.headers, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.quizzes.importInvalid,
      errors: [
        { line: 3, reason: 'correct is empty: give the correct option numbers, such as 2 or 1;3.' },
        { line: 6, reason: 'correct names option 4, which is empty.' },
        {
          line: 7,
          reason: 'A single-choice question has exactly one correct option; set multiple to true for more.',
        },
        { line: 8, reason: 'Question is required.' },
      ],
    });
    expect(await db.$count(questions, eq(questions.bankId, bank._id))).toBe(0);
  });

  it('refuses a header with unknown columns, and a CSV that cannot be parsed, on its line', async () => {
    const admin = await adminSession(app, db);
    const bank = await newBank(admin.headers);
    const header = await importCsv(bank._id, admin.headers, 'question,answer\nQ?,1\n');
    expect(header.statusCode).toBe(400);
    expect(header.json().errors[0]).toMatchObject({ line: 1 });
    const broken = await importCsv(bank._id, admin.headers, `${HEADER}\n"Q?",,A,B,,,,,1,\n"open quote,,A\n`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(MESSAGES.quizzes.importInvalid);
    expect(broken.json().errors).toHaveLength(1);
    expect(await db.$count(questions, eq(questions.bankId, bank._id))).toBe(0);
  });

  it('warns about a ticker-like symbol next to a price (SEBI: prices under 30 days old), and still imports', async () => {
    const admin = await adminSession(app, db);
    const bank = await newBank(admin.headers);
    const csv = [
      HEADER,
      'The NISM Series VIII exam has how many questions?,,100,50,,,,,1,',
      'RELIANCE closed at ₹2450. What is the 2400 call’s intrinsic value?,,₹50,₹0,,,,,1,',
    ].join('\n');
    const res = await importCsv(bank._id, admin.headers, csv);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      imported: 2,
      warnings: [
        {
          line: 3,
          reason:
            "'RELIANCE' next to a price: SEBI allows prices of listed securities in education only when they are at least 30 days old.",
        },
      ],
    });
  });

  it('takes the CSV as text/csv only', async () => {
    const admin = await adminSession(app, db);
    const bank = await newBank(admin.headers);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/bank/${bank._id}/import`,
      headers: { ...admin.headers, 'content-type': 'text/plain' },
      payload: HEADER,
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('quiz lessons in the curriculum', () => {
  it('adds a quiz lesson with the NISM Series VIII preset, and changes only the settings sent', async () => {
    const admin = await adminSession(app, db);
    const program = await createProgram(db);
    const module = await createModule(db, program);
    const { bank } = await createBank(db, 100);
    const { name: _name, ...preset } = QUIZ_PRESETS.nismSeriesVIII;
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/module/${module.id}/lesson`,
      headers: admin.headers,
      payload: {
        title: 'Mock test 1',
        kind: 'quiz',
        quiz: { bank_id: bank.id, ...preset, attempts_allowed: 3 },
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().quiz).toEqual({
      bank_id: bank.id,
      questions: 100,
      time_limit_minutes: 120,
      pass_percent: 60,
      negative_mark: 0.25,
      attempts_allowed: 3,
      show_answers: false,
      required: true,
    });
    const [row] = await db.select().from(quizSettings).where(eq(quizSettings.lessonId, res.json()._id));
    expect(row?.negativeMarkHundredths).toBe(25);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/lesson/${res.json()._id}`,
      headers: admin.headers,
      payload: { quiz: { pass_percent: 70, show_answers: true } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().quiz).toMatchObject({
      pass_percent: 70,
      show_answers: true,
      negative_mark: 0.25,
      questions: 100,
    });

    const curriculum = CurriculumSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/admin/program/${program.id}/curriculum`,
          headers: admin.headers,
        })
      ).json(),
    );
    expect(curriculum.modules[0]!.lessons[0]!.quiz).toEqual(edited.json().quiz);
  });

  it.each([
    ['a quiz without settings', { title: 'Quiz', kind: 'quiz' }, MESSAGES.quizzes.quizNeedsSettings],
    [
      'settings on an article',
      {
        title: 'Article',
        kind: 'article',
        quiz: {
          bank_id: '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f',
          questions: 1,
          time_limit_minutes: 1,
          pass_percent: 1,
        },
      },
      MESSAGES.quizzes.settingsOnlyForQuiz,
    ],
    [
      'a bank that does not exist',
      {
        title: 'Quiz',
        kind: 'quiz',
        quiz: {
          bank_id: '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f',
          questions: 1,
          time_limit_minutes: 1,
          pass_percent: 1,
        },
      },
      MESSAGES.quizzes.bankNotFound,
    ],
    [
      'a negative mark that is not in hundredths',
      {
        title: 'Quiz',
        kind: 'quiz',
        quiz: {
          bank_id: '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f',
          questions: 1,
          time_limit_minutes: 1,
          pass_percent: 1,
          negative_mark: 0.333,
        },
      },
      'negative_mark must be in steps of 0.01, such as 0.25.',
    ],
  ])('refuses %s', async (_name, payload, message) => {
    const admin = await adminSession(app, db);
    const module = await createModule(db, await createProgram(db));
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/module/${module.id}/lesson`,
      headers: admin.headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('keeps a quiz a quiz, and another lesson from becoming one', async () => {
    const admin = await adminSession(app, db);
    const module = await createModule(db, await createProgram(db));
    const { bank } = await createBank(db, 1);
    const quiz = await app.inject({
      method: 'POST',
      url: `/api/admin/module/${module.id}/lesson`,
      headers: admin.headers,
      payload: {
        title: 'Q',
        kind: 'quiz',
        quiz: { bank_id: bank.id, questions: 1, time_limit_minutes: 5, pass_percent: 50 },
      },
    });
    const article = await app.inject({
      method: 'POST',
      url: `/api/admin/module/${module.id}/lesson`,
      headers: admin.headers,
      payload: { title: 'A', kind: 'article' },
    });
    for (const [id, kind] of [
      [quiz.json()._id, 'article'],
      [article.json()._id, 'quiz'],
    ]) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/admin/lesson/${id}`,
        headers: admin.headers,
        payload: { kind },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.quizzes.quizKindFixed });
    }
  });
});
