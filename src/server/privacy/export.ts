import { and, asc, eq, inArray } from 'drizzle-orm';
import { type Zippable, zipSync } from 'fflate';
import { certificateFilesOf } from '../certificates/index.ts';
import type { Database } from '../db/client.ts';
import {
  communityPostEdits,
  communityPosts,
  communityReports,
  communityThreads,
  communityVotes,
  consentEvents,
  consents,
  contactMessages,
  courseModules,
  grievances,
  guardianConsents,
  journalComments,
  journalPictures,
  journalPlans,
  journalTrades,
  leads,
  lessonProgress,
  lessons,
  mentorAssignments,
  notificationPreferences,
  notifications,
  payments,
  privacyNominees,
  programs,
  quizAnswers,
  quizAttempts,
  sessions,
  simAccounts,
  subscriptions,
  type UserRow,
  weeklyReviews,
} from '../db/schema.ts';
import { notInRunningBlindChallenge } from '../journal/index.ts';
import { invoiceFilesOf } from '../payments/index.ts';
import { simulatorDataExport } from '../simulator/index.ts';

/** A row without the columns that are secrets of the site rather than data about the learner. */
function without<Row extends object, Key extends keyof Row>(row: Row, keys: readonly Key[]): Omit<Row, Key> {
  const copy: Partial<Row> = { ...row };
  for (const key of keys) delete copy[key];
  return copy as Omit<Row, Key>;
}

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

const README = `Everything FinTrain Academy holds about you, as of the date in this file's name.

profile.json            your account (correct it in Profile; the password is never stored readably)
sign-ins.json           the devices and addresses you signed in from
nominee.json            the nominee you named (null: none)
subscriptions.json      your subscriptions to programs and services
payments.json           your online payments
invoices.json, invoices/         your GST invoices and credit notes, with their PDFs
course-progress.json    lessons opened and completed
quiz-attempts.json      your quiz attempts, answers and scores
certificates.json, certificates/ your certificates, with their PDFs
simulator-accounts.json, simulator-orders.json   your paper-trading accounts and orders
leads.json, contact-messages.json  offer and newsletter sign-ups and messages sent from your address
grievances.json         the grievances you filed and their answers
consents.json, consent-history.json  your present choices, and every consent given or withdrawn and notice acknowledged
guardian.json           the parent or guardian who confirmed an under-18 account, if any
notifications.json      the notifications in your bell, and your e-mail choice for each kind you changed
journal.json, journal-pictures/  your trading journal: trades and notes, plans, comments, weekly reviews and mentors
                        (a blind challenge's trades join it when the challenge ends)
community.json          your community threads and posts with their earlier versions, votes and reports
`;

/** The learner's rows found by their id: account, learning, money and trading history. */
async function ownRows(db: Database, userId: string) {
  const attempts = await db.select().from(quizAttempts).where(eq(quizAttempts.userId, userId));
  // As the simulator shows them: a running blind challenge stays disguised (docs/product.md §24).
  const simulator = await simulatorDataExport(db, userId);
  return {
    'sign-ins.json': (await db.select().from(sessions).where(eq(sessions.userId, userId))).map((row) =>
      without(row, ['tokenHash']),
    ),
    'nominee.json':
      (await db.select().from(privacyNominees).where(eq(privacyNominees.userId, userId)))[0] ?? null,
    'subscriptions.json': await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    'payments.json': await db.select().from(payments).where(eq(payments.userId, userId)),
    'course-progress.json': await db
      .select({
        program: programs.title,
        module: courseModules.title,
        lesson: lessons.title,
        positionSeconds: lessonProgress.positionSeconds,
        watched: lessonProgress.watched,
        completedAt: lessonProgress.completedAt,
        updatedOn: lessonProgress.updatedOn,
      })
      .from(lessonProgress)
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
      .innerJoin(programs, eq(programs.id, courseModules.programId))
      .where(eq(lessonProgress.userId, userId)),
    'quiz-attempts.json': {
      attempts,
      answers:
        attempts.length === 0
          ? []
          : await db
              .select()
              .from(quizAnswers)
              .where(
                inArray(
                  quizAnswers.attemptId,
                  attempts.map((a) => a.id),
                ),
              ),
    },
    'simulator-accounts.json': simulator.accounts,
    'simulator-orders.json': simulator.orders,
    'grievances.json': (await db.select().from(grievances).where(eq(grievances.userId, userId))).map((row) =>
      without(row, ['repliedBy']),
    ),
    'consents.json': await db.select().from(consents).where(eq(consents.userId, userId)),
    'consent-history.json': await db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.userId, userId))
      .orderBy(asc(consentEvents.createdAt)),
    'guardian.json': (
      await db.select().from(guardianConsents).where(eq(guardianConsents.userId, userId))
    ).map((row) => without(row, ['codeHash', 'failedAttempts'])),
  };
}

/** The bell's notifications and the e-mail choices the learner changed (docs/product.md §21). */
async function notificationRows(db: Database, userId: string) {
  return {
    'notifications.json': {
      notifications: (
        await db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(asc(notifications.createdAt))
      ).map((row) => without(row, ['userId', 'dedupeKey'])),
      emailChoices: (
        await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId))
      ).map((row) => without(row, ['userId'])),
    },
  };
}

/**
 * The learner's trading journal (docs/product.md §23) and community posts (§22). A running blind
 * challenge's trades are left out, as the journal leaves them out, until it ends (§24).
 */
async function journalAndCommunityRows(db: Database, userId: string) {
  const trades = await db
    .select()
    .from(journalTrades)
    .where(and(eq(journalTrades.userId, userId), notInRunningBlindChallenge))
    .orderBy(asc(journalTrades.exitDate));
  const tradeIds = trades.map((trade) => trade.id);
  const posts = await db
    .select({
      post: communityPosts,
      threadTitle: communityThreads.title,
      programId: communityThreads.programId,
    })
    .from(communityPosts)
    .innerJoin(communityThreads, eq(communityThreads.id, communityPosts.threadId))
    .where(eq(communityPosts.authorId, userId))
    .orderBy(asc(communityPosts.createdAt));
  const postIds = posts.map((row) => row.post.id);
  return {
    'journal.json': {
      trades: trades.map((trade) => without(trade, ['userId'])),
      comments:
        tradeIds.length === 0
          ? []
          : await db.select().from(journalComments).where(inArray(journalComments.tradeId, tradeIds)),
      plans: await db
        .select({ plan: journalPlans })
        .from(journalPlans)
        .innerJoin(simAccounts, eq(simAccounts.id, journalPlans.accountId))
        .where(eq(simAccounts.userId, userId))
        .then((rows) => rows.map((row) => row.plan)),
      weeklyReviews: await db.select().from(weeklyReviews).where(eq(weeklyReviews.learnerId, userId)),
      mentors: await db.select().from(mentorAssignments).where(eq(mentorAssignments.learnerId, userId)),
    },
    'community.json': {
      posts: posts.map((row) => ({
        ...without(row.post, ['authorId']),
        threadTitle: row.threadTitle,
        programId: row.programId,
      })),
      earlierVersions:
        postIds.length === 0
          ? []
          : await db.select().from(communityPostEdits).where(inArray(communityPostEdits.postId, postIds)),
      votes: await db.select().from(communityVotes).where(eq(communityVotes.userId, userId)),
      reports: (await db.select().from(communityReports).where(eq(communityReports.reporterId, userId))).map(
        (row) => without(row, ['reporterId']),
      ),
    },
  };
}

/** The journal's chart pictures, one file each, named by trade (docs/product.md §23.1). */
async function journalPictureFiles(db: Database, userId: string): Promise<Record<string, Uint8Array>> {
  const rows = await db
    .select({
      tradeId: journalPictures.tradeId,
      contentType: journalPictures.contentType,
      bytes: journalPictures.bytes,
    })
    .from(journalPictures)
    .innerJoin(journalTrades, eq(journalTrades.id, journalPictures.tradeId))
    .where(and(eq(journalTrades.userId, userId), notInRunningBlindChallenge));
  const extension = (type: string) => (type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg');
  return Object.fromEntries(
    rows.map((row) => [
      `journal-pictures/${row.tradeId}.${extension(row.contentType)}`,
      new Uint8Array(row.bytes),
    ]),
  );
}

/** Rows found by the learner's address: sign-ups and messages sent before or without an account. */
async function addressRows(db: Database, email: string) {
  return {
    'leads.json': (await db.select().from(leads).where(eq(leads.email, email))).map((row) =>
      without(row, ['confirmTokenHash', 'unsubscribeToken', 'contactedBy']),
    ),
    'contact-messages.json': await db.select().from(contactMessages).where(eq(contactMessages.email, email)),
  };
}

/**
 * Everything the site holds about a learner (docs/product.md §17.1, ADR 066) as a ZIP: one JSON file
 * per kind of record, and the PDFs of their invoices, credit notes and certificates. Built for the
 * learner's own request only: no admin reads it. A learner's records are bounded (a few hundred rows
 * and PDFs), so it is built in memory and sent at once rather than prepared by a job.
 */
export async function buildPrivacyExport(db: Database, user: UserRow, publicUrl: string): Promise<Buffer> {
  const files: Zippable = {
    'README.txt': new TextEncoder().encode(README),
    'profile.json': json(without(user, ['passwordHash'])),
  };
  for (const [name, rows] of Object.entries({
    ...(await ownRows(db, user.id)),
    ...(await notificationRows(db, user.id)),
    ...(await journalAndCommunityRows(db, user.id)),
    ...(await addressRows(db, user.email)),
  })) {
    files[name] = json(rows);
  }
  const invoiceFiles = await invoiceFilesOf(db, user.id);
  files['invoices.json'] = json(
    invoiceFiles.map(({ invoice, fileName }) => ({ ...invoice, file: `invoices/${fileName}` })),
  );
  const certificateFiles = await certificateFilesOf(db, user.id, publicUrl);
  files['certificates.json'] = json(
    certificateFiles.map(({ certificate, fileName }) => ({
      ...without(certificate, ['signature']),
      file: `certificates/${fileName}`,
    })),
  );
  // Pictures and PDFs are compressed already: stored as they are.
  for (const [name, bytes] of Object.entries(await journalPictureFiles(db, user.id)))
    files[name] = [bytes, { level: 0 }];
  for (const { fileName, pdf } of invoiceFiles) files[`invoices/${fileName}`] = [pdf, { level: 0 }];
  for (const { fileName, pdf } of certificateFiles) files[`certificates/${fileName}`] = [pdf, { level: 0 }];
  return Buffer.from(zipSync(files, { level: 6 }));
}
