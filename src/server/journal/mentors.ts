import type {
  MentorAssignment,
  MentorLearner,
  MentorSignOffInputSchema,
  WeeklyReview,
  WeeklyReviewInputSchema,
} from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { mentorAssignments, programs, users, weeklyReviews } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import { holdsProgram, type JournalCaller, notInRunningBlindChallengeOf, requireMentee } from './access.ts';
import { noticeOfReview } from './notices.ts';

/**
 * Mentors (docs/product.md §23.2): an admin assigns a program's learners to mentors (instructors
 * or admins); a mentor's dashboard, weekly reviews from a checklist that the learner acknowledges,
 * and the sign-off kept for the evaluation (who and when).
 */

const mentor = alias(users, 'mentor');
const learner = alias(users, 'learner');
const signer = alias(users, 'signer');

const assignmentColumns = {
  programId: mentorAssignments.programId,
  learnerId: mentorAssignments.learnerId,
  learnerName: learner.name,
  learnerEmail: learner.email,
  mentorId: mentorAssignments.mentorId,
  mentorName: mentor.name,
  signedOffAt: mentorAssignments.signedOffAt,
  signerName: signer.name,
};

type AssignmentRow = {
  programId: string;
  learnerId: string;
  learnerName: string;
  learnerEmail: string;
  mentorId: string;
  mentorName: string;
  signedOffAt: Date | null;
  signerName: string | null;
};

function presentAssignment(row: AssignmentRow): MentorAssignment {
  return {
    program_id: row.programId,
    learner_id: row.learnerId,
    learner_name: row.learnerName,
    learner_email: row.learnerEmail,
    mentor_id: row.mentorId,
    mentor_name: row.mentorName,
    signed_off: row.signedOffAt !== null,
    signed_off_at: row.signedOffAt?.toISOString() ?? null,
    signed_off_by_name: row.signedOffAt === null ? null : row.signerName,
  };
}

function selectAssignments(db: DbOrTx) {
  return db
    .select(assignmentColumns)
    .from(mentorAssignments)
    .innerJoin(learner, eq(learner.id, mentorAssignments.learnerId))
    .innerJoin(mentor, eq(mentor.id, mentorAssignments.mentorId))
    .leftJoin(signer, eq(signer.id, mentorAssignments.signedOffBy));
}

async function requireProgram(db: DbOrTx, programId: string): Promise<{ title: string }> {
  const [program] = await db
    .select({ title: programs.title })
    .from(programs)
    .where(eq(programs.id, programId));
  if (!program) throw new DomainError('not_found', MESSAGES.journal.programNotFound);
  return program;
}

async function oneAssignment(db: DbOrTx, programId: string, learnerId: string): Promise<MentorAssignment> {
  const [row] = await selectAssignments(db).where(
    and(eq(mentorAssignments.programId, programId), eq(mentorAssignments.learnerId, learnerId)),
  );
  if (!row) throw new DomainError('not_found', MESSAGES.journal.learnerNotFound);
  return presentAssignment(row);
}

/** A program's assignments, by learner name. */
export async function listAssignments(db: DbOrTx, programId: string): Promise<MentorAssignment[]> {
  await requireProgram(db, programId);
  const rows = await selectAssignments(db)
    .where(eq(mentorAssignments.programId, programId))
    .orderBy(asc(learner.name), asc(learner.id));
  return rows.map(presentAssignment);
}

/** The accounts an admin may choose as a mentor: instructors and admins, active. */
export async function mentorChoices(db: DbOrTx) {
  const rows = await db
    .select({ _id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.role, ['instructor', 'admin']), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.id));
  return rows;
}

/**
 * Assigns (or moves) a program's learner to a mentor. The learner must hold the program (400); the
 * mentor must be an instructor or an admin (400). Moving keeps the sign-off only if the mentor
 * stays the same.
 */
export async function assignMentor(
  db: DbOrTx,
  admin: JournalCaller,
  input: { programId: string; learnerId: string; mentorId: string },
): Promise<MentorAssignment> {
  await requireProgram(db, input.programId);
  const [person] = await db.select({ role: users.role }).from(users).where(eq(users.id, input.mentorId));
  if (!person || person.role === 'user')
    throw new DomainError('invalid', MESSAGES.journal.mentorNotInstructor);
  if (!(await holdsProgram(db, input.learnerId, input.programId))) {
    throw new DomainError('invalid', MESSAGES.journal.learnerNotInProgram);
  }
  await db
    .insert(mentorAssignments)
    .values({ ...input, assignedBy: admin.id })
    .onConflictDoUpdate({
      target: [mentorAssignments.programId, mentorAssignments.learnerId],
      set: {
        mentorId: input.mentorId,
        assignedBy: admin.id,
        signedOffAt: sql`case when ${mentorAssignments.mentorId} = ${input.mentorId} then ${mentorAssignments.signedOffAt} end`,
        signedOffBy: sql`case when ${mentorAssignments.mentorId} = ${input.mentorId} then ${mentorAssignments.signedOffBy} end`,
      },
    });
  return oneAssignment(db, input.programId, input.learnerId);
}

export async function unassignMentor(db: DbOrTx, programId: string, learnerId: string): Promise<void> {
  const removed = await db
    .delete(mentorAssignments)
    .where(and(eq(mentorAssignments.programId, programId), eq(mentorAssignments.learnerId, learnerId)))
    .returning({ learnerId: mentorAssignments.learnerId });
  if (removed.length === 0) throw new DomainError('not_found', MESSAGES.journal.learnerNotFound);
}

/** The Monday of the week before the one `now` falls in, in IST: the last full week to review. */
export function lastFullWeek(now: Date): string {
  const ist = new Date(now.getTime() + 330 * 60_000);
  const sinceMonday = (ist.getUTCDay() + 6) % 7;
  const monday = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() - sinceMonday - 7);
  return new Date(monday).toISOString().slice(0, 10);
}

/** The mentor's dashboard: each assigned learner with trades, unreviewed trades and a review due. */
export async function mentorDashboard(
  db: DbOrTx,
  caller: JournalCaller,
  now: Date,
): Promise<MentorLearner[]> {
  const due = lastFullWeek(now);
  const result = await db.execute<{
    learner_id: string;
    learner_name: string;
    program_id: string;
    program_title: string;
    trades: number;
    unreviewed: number;
    last_week: string | null;
    signed_off: boolean;
  }>(sql`
    select a.learner_id, u.name as learner_name, a.program_id, p.title as program_title,
      (select count(*)::int from journal_trades t where t.user_id = a.learner_id and t.program_id = a.program_id
        and ${notInRunningBlindChallengeOf(sql`t.sim_account_id`)}) as trades,
      (select count(*)::int from journal_trades t where t.user_id = a.learner_id and t.program_id = a.program_id
        and ${notInRunningBlindChallengeOf(sql`t.sim_account_id`)}
        and not exists (select 1 from journal_comments c where c.trade_id = t.id and c.author_id = a.mentor_id)) as unreviewed,
      (select max(r.week_start)::text from weekly_reviews r
        where r.learner_id = a.learner_id and r.program_id = a.program_id) as last_week,
      a.signed_off_at is not null as signed_off
    from mentor_assignments a
    join users u on u.id = a.learner_id
    join programs p on p.id = a.program_id
    where a.mentor_id = ${caller.id}
    order by u.name, a.learner_id, p.title`);
  return result.rows.map((row) => ({
    learner_id: row.learner_id,
    learner_name: row.learner_name,
    program_id: row.program_id,
    program_title: row.program_title,
    trades: Number(row.trades),
    unreviewed: Number(row.unreviewed),
    last_review_week: row.last_week,
    review_due: row.last_week === null || row.last_week < due,
    signed_off: row.signed_off,
  }));
}

type ReviewRow = typeof weeklyReviews.$inferSelect & { programTitle: string; mentorName: string | null };

function presentReview(row: ReviewRow): WeeklyReview {
  return {
    _id: row.id,
    program_id: row.programId,
    program_title: row.programTitle,
    learner_id: row.learnerId,
    mentor_name: row.mentorName ?? '',
    week_start: row.weekStart,
    rules_followed: row.rulesFollowed,
    risk_per_trade: row.riskPerTrade,
    journal_kept: row.journalKept,
    note: row.note,
    created_on: row.createdOn.toISOString(),
    acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
  };
}

function selectReviews(db: DbOrTx) {
  return db
    .select({ review: weeklyReviews, programTitle: programs.title, mentorName: mentor.name })
    .from(weeklyReviews)
    .innerJoin(programs, eq(programs.id, weeklyReviews.programId))
    .leftJoin(mentor, eq(mentor.id, weeklyReviews.mentorId));
}

const flatten = (row: {
  review: typeof weeklyReviews.$inferSelect;
  programTitle: string;
  mentorName: string | null;
}) => presentReview({ ...row.review, programTitle: row.programTitle, mentorName: row.mentorName });

/** A mentor's weekly review of an assigned learner; one per learner, program and week (409). */
export async function addReview(
  db: DbOrTx,
  caller: JournalCaller,
  learnerId: string,
  input: z.output<typeof WeeklyReviewInputSchema>,
): Promise<WeeklyReview> {
  await requireMentee(db, caller, learnerId, input.program_id);
  // The review and its notice to the learner commit together (docs/product.md §23.2).
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(weeklyReviews)
      .values({
        programId: input.program_id,
        learnerId,
        mentorId: caller.id,
        weekStart: input.week_start,
        rulesFollowed: input.rules_followed,
        riskPerTrade: input.risk_per_trade,
        journalKept: input.journal_kept,
        note: input.note,
      })
      .onConflictDoNothing()
      .returning({ id: weeklyReviews.id });
    if (!row) throw new DomainError('conflict', MESSAGES.journal.reviewExists);
    const [review] = await selectReviews(tx).where(eq(weeklyReviews.id, row.id));
    await noticeOfReview(tx, {
      reviewId: row.id,
      learnerId,
      mentorName: review!.mentorName ?? '',
      weekStart: input.week_start,
    });
    return flatten(review!);
  });
}

/** A mentored learner's reviews in a program, newest week first. */
export async function mentorReviews(db: DbOrTx, caller: JournalCaller, learnerId: string, programId: string) {
  await requireMentee(db, caller, learnerId, programId);
  const rows = await selectReviews(db)
    .where(and(eq(weeklyReviews.learnerId, learnerId), eq(weeklyReviews.programId, programId)))
    .orderBy(desc(weeklyReviews.weekStart));
  return rows.map(flatten);
}

/** The learner's own reviews, newest week first. */
export async function myReviews(db: DbOrTx, caller: JournalCaller): Promise<WeeklyReview[]> {
  const rows = await selectReviews(db)
    .where(eq(weeklyReviews.learnerId, caller.id))
    .orderBy(desc(weeklyReviews.weekStart), asc(programs.title));
  return rows.map(flatten);
}

/** The learner acknowledges their review (once: a second press keeps the first time); 404 for another's. */
export async function acknowledgeReview(
  db: DbOrTx,
  caller: JournalCaller,
  reviewId: string,
): Promise<WeeklyReview> {
  const [updated] = await db
    .update(weeklyReviews)
    .set({ acknowledgedAt: sql`coalesce(${weeklyReviews.acknowledgedAt}, now())` })
    .where(and(eq(weeklyReviews.id, reviewId), eq(weeklyReviews.learnerId, caller.id)))
    .returning({ id: weeklyReviews.id });
  if (!updated) throw new DomainError('not_found', MESSAGES.journal.reviewNotFound);
  const [review] = await selectReviews(db).where(eq(weeklyReviews.id, updated.id));
  return flatten(review!);
}

/** The mentor's sign-off of an assigned learner in a program (or its withdrawal), with who and when. */
export async function signOff(
  db: DbOrTx,
  caller: JournalCaller,
  learnerId: string,
  input: z.output<typeof MentorSignOffInputSchema>,
): Promise<MentorAssignment> {
  await requireMentee(db, caller, learnerId, input.program_id);
  await db
    .update(mentorAssignments)
    .set(
      input.signed_off
        ? {
            // Signing off again keeps the first sign-off's who and when.
            signedOffAt: sql`coalesce(${mentorAssignments.signedOffAt}, now())`,
            signedOffBy: sql`case when ${mentorAssignments.signedOffAt} is null then ${caller.id}::uuid else ${mentorAssignments.signedOffBy} end`,
          }
        : { signedOffAt: null, signedOffBy: null },
    )
    .where(
      and(eq(mentorAssignments.programId, input.program_id), eq(mentorAssignments.learnerId, learnerId)),
    );
  return oneAssignment(db, input.program_id, learnerId);
}
