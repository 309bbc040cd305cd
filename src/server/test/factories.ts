import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../accounts/password.ts';
import type { Database } from '../db/client.ts';
import {
  batches,
  contactMessages,
  courseModules,
  lessons,
  liveSessions,
  programs,
  questionBanks,
  questions,
  quizSettings,
  subscriptions,
  users,
} from '../db/schema.ts';
import { type NotifyInput, notify } from '../notifications/index.ts';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

type ProgramInsert = typeof programs.$inferInsert;

/** A program row with sensible defaults; override what the test is about. */
export async function createProgram(db: Database, overrides: Partial<ProgramInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(programs)
    .values({
      title: `Test Program ${n}`,
      tag: 'Testing',
      description: 'A program made by a test.',
      imagePath: null,
      offeringType: 'PAID',
      actualPrice: 10_000,
      offerPrice: 7_500,
      availability: 'yes',
      htmlContent: '<p>Curriculum</p>',
      ...overrides,
    })
    .returning();
  return row!;
}

type UserInsert = typeof users.$inferInsert;

/** A user row; the password hash is a placeholder unless one is given (no login in these tests). */
export async function createUser(db: Database, overrides: Partial<UserInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      name: `Test User ${n}`,
      email: `user${n}@example.in`,
      mobile: '9876543210',
      passwordHash: 'not-a-real-hash',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createContactMessage(
  db: Database,
  overrides: Partial<typeof contactMessages.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: `Visitor ${n}`,
      email: `visitor${n}@example.in`,
      subject: 'Question',
      message: 'Hello',
      ...overrides,
    })
    .returning();
  return row!;
}

export const TEST_PASSWORD = 'Nifty-Sensex-2026';

/** A user who can log in with TEST_PASSWORD (real argon2id hash). */
export async function createAccount(db: Database, overrides: Partial<UserInsert> = {}) {
  return createUser(db, { passwordHash: await hashPassword(TEST_PASSWORD), ...overrides });
}

/** Logs in through the API and returns the bearer token. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An admin account and its bearer token. */
export async function adminSession(app: FastifyInstance, db: Database, overrides: Partial<UserInsert> = {}) {
  const user = await createAccount(db, {
    role: 'admin',
    name: 'Admin',
    email: `admin${next()}@fintrain.test`,
    ...overrides,
  });
  const token = await loginAs(app, user.email);
  return { user, token, headers: bearer(token) };
}

/** An instructor (docs/product.md §20.7) and their bearer token. */
export async function instructorSession(
  app: FastifyInstance,
  db: Database,
  overrides: Partial<UserInsert> = {},
) {
  const user = await createAccount(db, {
    role: 'instructor',
    name: 'Instructor',
    email: `instructor${next()}@fintrain.test`,
    ...overrides,
  });
  const token = await loginAs(app, user.email);
  return { user, token, headers: bearer(token) };
}

/** An ordinary learner account and its bearer token. */
export async function userSession(app: FastifyInstance, db: Database, overrides: Partial<UserInsert> = {}) {
  const user = await createAccount(db, { email: `learner${next()}@example.in`, ...overrides });
  const token = await loginAs(app, user.email);
  return { user, token, headers: bearer(token) };
}

type SubscriptionInsert = typeof subscriptions.$inferInsert;

/** A subscription row for a user and program, pending unless said otherwise. */
export async function createSubscription(
  db: Database,
  user: { id: string; name: string; email: string },
  program: { id: string; title: string; offerPrice: number },
  overrides: Partial<SubscriptionInsert> = {},
) {
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
      resourceType: 'program',
      resourceId: program.id,
      resourceTitle: program.title,
      offerPrice: program.offerPrice,
      // An active subscription's drip clock starts now unless the test says when.
      activatedAt: overrides.status === 'active' ? new Date() : null,
      ...overrides,
    })
    .returning();
  return row!;
}

type ModuleInsert = typeof courseModules.$inferInsert;

/** A module of a program, last in its order unless a position is given; opens at once by default. */
export async function createModule(
  db: Database,
  program: { id: string },
  overrides: Partial<ModuleInsert> = {},
) {
  const n = next();
  const existing = await db.$count(courseModules, eq(courseModules.programId, program.id));
  const [row] = await db
    .insert(courseModules)
    .values({ programId: program.id, title: `Module ${n}`, position: existing, ...overrides })
    .returning();
  return row!;
}

type LessonInsert = typeof lessons.$inferInsert;

/** A lesson of a module (an article unless said otherwise), last in its order. */
export async function createLesson(
  db: Database,
  module: { id: string },
  overrides: Partial<LessonInsert> = {},
) {
  const n = next();
  const existing = await db.$count(lessons, eq(lessons.moduleId, module.id));
  const [row] = await db
    .insert(lessons)
    .values({
      moduleId: module.id,
      title: `Lesson ${n}`,
      kind: 'article',
      htmlContent: `<p>Lesson ${n}</p>`,
      position: existing,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A question bank of `count` single-choice questions, 4 options each, option 1 correct (the
 * option texts say which: 'Q3 right', 'Q3 wrong 1', ...).
 */
export async function createBank(db: Database, count: number, title = `Bank ${next()}`) {
  const [bank] = await db.insert(questionBanks).values({ title }).returning();
  const rows =
    count === 0
      ? []
      : await db
          .insert(questions)
          .values(
            Array.from({ length: count }, (_, i) => ({
              bankId: bank!.id,
              text: `Question ${i + 1}`,
              options: [
                { id: crypto.randomUUID(), text: `Q${i + 1} right`, correct: true },
                ...[1, 2, 3].map((w) => ({
                  id: crypto.randomUUID(),
                  text: `Q${i + 1} wrong ${w}`,
                  correct: false,
                })),
              ],
              explanation: `Because ${i + 1}.`,
              position: i,
            })),
          )
          .returning();
  return { bank: bank!, questions: rows };
}

type QuizSettingsInsert = typeof quizSettings.$inferInsert;

/** A quiz lesson drawing from `bank` (10 questions, 20 minutes, 60 %, no negative marking unless said). */
export async function createQuizLesson(
  db: Database,
  module: { id: string },
  bank: { id: string },
  settings: Partial<Omit<QuizSettingsInsert, 'lessonId' | 'bankId'>> = {},
  lesson: Partial<LessonInsert> = {},
) {
  const row = await createLesson(db, module, { kind: 'quiz', htmlContent: '', ...lesson });
  const [quiz] = await db
    .insert(quizSettings)
    .values({
      lessonId: row.id,
      bankId: bank.id,
      questionCount: 10,
      timeLimitMinutes: 20,
      passPercent: 60,
      ...settings,
    })
    .returning();
  return { lesson: row, settings: quiz! };
}

type BatchInsert = typeof batches.$inferInsert;

/** A batch of a program (docs/product.md §20.1): open, 30 seats, starting in a week, for eight weeks. */
export async function createBatch(
  db: Database,
  program: { id: string },
  overrides: Partial<BatchInsert> = {},
) {
  const n = next();
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const [row] = await db
    .insert(batches)
    .values({
      programId: program.id,
      name: `Batch ${n}`,
      startsOn: day(7),
      endsOn: day(63),
      capacity: 30,
      ...overrides,
    })
    .returning();
  return row!;
}

type LiveSessionInsert = typeof liveSessions.$inferInsert;

/** A scheduled live session of a batch (docs/product.md §20.2): tomorrow, an hour, in a Jitsi room. */
export async function createLiveSession(
  db: Database,
  batch: { id: string },
  overrides: Partial<LiveSessionInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(liveSessions)
    .values({
      batchId: batch.id,
      title: `Live class ${n}`,
      startsAt: new Date(Date.now() + 86_400_000),
      durationMinutes: 60,
      joinUrl: `https://meet.jit.si/FinTrainTest${n}x${Math.random().toString(36).slice(2)}`,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A notification for a user through the store's own `notify` (docs/product.md §21), in a
 * transaction of its own: mailed per the user's choice, as any area's would be.
 */
export async function createNotification(
  db: Database,
  user: { id: string },
  overrides: Partial<Omit<NotifyInput, 'userId'>> = {},
) {
  const id = await db.transaction((tx) =>
    notify(tx, {
      userId: user.id,
      kind: 'thread_reply',
      title: `Reply ${next()} to your thread`,
      body: 'Asha Rao replied: a stop-loss limits the loss of one trade.',
      link: '/programs',
      ...overrides,
    }),
  );
  if (!id) throw new Error('createNotification: nothing was stored');
  return id;
}
