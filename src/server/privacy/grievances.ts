import { MESSAGES } from '@contract/messages.ts';
import type { GrievanceInput } from '@contract/privacy-rights.ts';
import { PRIVACY_RIGHTS } from '@contract/vocabulary.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type AdminListRequest, containsAnywhere, listPage, newestFirst } from '../db/list-page.ts';
import { grievanceCounters, grievances, type UserRow } from '../db/schema.ts';
import { enqueueMail } from '../mail/index.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { isErasedEmail } from './erase-account.ts';
import { grievanceAnsweredMail, grievanceReceivedMail } from './mails.ts';

export type GrievanceRow = typeof grievances.$inferSelect;

/** GRV-2026-000123: the prefix, the year of filing and a sequence of six digits (more past a million). */
export function grievanceNumber(year: number, sequence: number): string {
  return `${PRIVACY_RIGHTS.grievancePrefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Files a learner's grievance (docs/product.md §17.4): numbered from the year's counter in the same
 * transaction (the counter's row lock orders concurrent filings, and a rolled-back filing gives its
 * number back), due 90 days later, and acknowledged by mail at once.
 */
export async function fileGrievance(
  db: Database,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
  input: GrievanceInput,
): Promise<GrievanceRow> {
  return db.transaction(async (tx) => {
    const [counter] = await tx
      .insert(grievanceCounters)
      .values({ year: sql`extract(year from now() at time zone 'Asia/Kolkata')::int`, lastSequence: 1 })
      .onConflictDoUpdate({
        target: grievanceCounters.year,
        set: { lastSequence: sql`${grievanceCounters.lastSequence} + 1` },
      })
      .returning();
    if (!counter) throw new Error('grievance counter: no row returned');
    const [row] = await tx
      .insert(grievances)
      .values({
        number: grievanceNumber(counter.year, counter.lastSequence),
        userId: user.id,
        name: user.name,
        email: user.email,
        subject: input.subject,
        message: input.message,
        dueAt: sql`now() + make_interval(days => ${PRIVACY_RIGHTS.grievanceDueDays})`,
      })
      .returning();
    if (!row) throw new Error('grievance: no row returned');
    await enqueueMail(tx, row.email, grievanceReceivedMail(row));
    return row;
  });
}

/** The learner's own grievances, newest first, with the answers. */
export function listGrievancesOf(db: Database, userId: string): Promise<GrievanceRow[]> {
  return db
    .select()
    .from(grievances)
    .where(eq(grievances.userId, userId))
    .orderBy(desc(grievances.filedAt), desc(grievances.id));
}

/** Every grievance, newest first; the search is a substring of the number, name, e-mail or subject. */
export function listGrievancesForAdmin(db: Database, request: AdminListRequest) {
  return listPage(db, request.window, {
    table: grievances,
    where: containsAnywhere(request.q, [
      grievances.number,
      grievances.name,
      grievances.email,
      grievances.subject,
    ]),
    ordering: newestFirst(grievances.filedAt, grievances.id),
    rows: (condition, orderBy) =>
      db
        .select()
        .from(grievances)
        .where(condition)
        .orderBy(...orderBy),
  });
}

/**
 * An admin answers an open grievance: stored, mailed to the learner and audited in one
 * transaction. Only an open one can be answered, so two admins answering at once send one reply.
 */
export async function replyToGrievance(
  db: Database,
  admin: UserRow,
  id: string,
  reply: string,
): Promise<GrievanceRow> {
  return db.transaction(async (tx) => {
    const [answered] = await tx
      .update(grievances)
      .set({ status: 'answered', reply, repliedAt: sql`now()`, repliedBy: admin.id })
      .where(and(eq(grievances.id, id), eq(grievances.status, 'open')))
      .returning();
    if (!answered) {
      const [exists] = await tx.select({ id: grievances.id }).from(grievances).where(eq(grievances.id, id));
      if (!exists) throw new DomainError('not_found', MESSAGES.privacyRights.grievanceNotFound);
      throw new DomainError('conflict', MESSAGES.privacyRights.grievanceAnswered);
    }
    // An erased learner's grievance is answered for the record: their address is gone.
    if (!isErasedEmail(answered.email)) {
      await enqueueMail(tx, answered.email, grievanceAnsweredMail({ ...answered, reply }));
    }
    await recordAudit(
      tx,
      admin,
      'grievance.reply',
      answered.id,
      { status: 'open' },
      {
        status: 'answered',
        number: answered.number,
        reply,
      },
    );
    return answered;
  });
}
