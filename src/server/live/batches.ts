import type { AdminBatch, BatchFields, InstructorChoice, PublicBatch } from '@contract/live-batches.ts';
import { BATCH_RUNNER_ROLES } from '@contract/live-vocabulary.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';
import { batches, batchWaitlist, programs, subscriptions, type UserRow, users } from '../db/schema.ts';
import { addJob } from '../jobs/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { batchClosedMail } from './batches-mail.ts';

/**
 * A program's batches, as admins manage them (docs/product.md §20.1, ADR 072). Seats are held by
 * current subscriptions and counted by the subscriptions trigger (migration 0034); the rules that
 * need the count read it under the batch's row lock.
 */

/** Open: enrolment open, and not ended by the Indian calendar (a batch's dates are Indian dates). */
export const batchIsOpen: SQL<boolean> = sql<boolean>`(${batches.enrolmentOpen} and ${batches.endsOn} >= (now() at time zone 'Asia/Kolkata')::date)`;

const waitlistCount = sql<number>`(select count(*)::int from ${batchWaitlist} where ${batchWaitlist.batchId} = ${batches.id})`;

type BatchRow = typeof batches.$inferSelect;

function presentAdminBatch(row: BatchRow, instructorName: string | null, waitlist: number): AdminBatch {
  return {
    _id: row.id,
    program_id: row.programId,
    name: row.name,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    capacity: row.capacity,
    enrolment_open: row.enrolmentOpen,
    instructor_id: row.instructorId,
    instructor_name: instructorName,
    seats_taken: row.seatsTaken,
    waitlist,
  };
}

function selectAdminBatches(db: DbOrTx) {
  return db
    .select({ batch: batches, instructorName: users.name, waitlist: waitlistCount })
    .from(batches)
    .leftJoin(users, eq(users.id, batches.instructorId));
}

async function findAdminBatch(db: DbOrTx, id: string): Promise<AdminBatch> {
  const [row] = await selectAdminBatches(db).where(eq(batches.id, id)).limit(1);
  if (!row) throw new DomainError('not_found', MESSAGES.batches.notFound);
  return presentAdminBatch(row.batch, row.instructorName, row.waitlist);
}

/** Every batch of a program, soonest first, with its seats taken and waiting list. */
export async function listBatchesForAdmin(db: Database, programId: string): Promise<AdminBatch[]> {
  const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId));
  if (!program) throw new DomainError('not_found', MESSAGES.programs.notFound);
  const rows = await selectAdminBatches(db)
    .where(eq(batches.programId, programId))
    .orderBy(asc(batches.startsOn), asc(batches.id));
  return rows.map((row) => presentAdminBatch(row.batch, row.instructorName, row.waitlist));
}

/** The program page's batches (GET /api/program/:id): the open ones, soonest first, with seats left. */
export async function listOpenBatches(db: DbOrTx, programId: string): Promise<PublicBatch[]> {
  const rows = await db
    .select({ batch: batches, instructorName: users.name })
    .from(batches)
    .leftJoin(users, eq(users.id, batches.instructorId))
    .where(and(eq(batches.programId, programId), batchIsOpen))
    .orderBy(asc(batches.startsOn), asc(batches.id));
  return rows.map(({ batch, instructorName }) => ({
    _id: batch.id,
    name: batch.name,
    starts_on: batch.startsOn,
    ends_on: batch.endsOn,
    seats_left: Math.max(0, batch.capacity - batch.seatsTaken),
    instructor_name: instructorName,
  }));
}

/**
 * Who may run a batch, for the batch form's select (docs/product.md §20.1): the instructors and
 * admins, by name, filtered here on users_role_status_idx rather than in the browser over every user.
 */
export async function listInstructorChoices(db: DbOrTx): Promise<InstructorChoice[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.role, [...BATCH_RUNNER_ROLES]))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'instructor',
  }));
}

/** An instructor must be a user whose role may run a batch: an instructor or an admin (§20.7). */
async function checkInstructor(tx: DbOrTx, instructorId: string | null): Promise<void> {
  if (instructorId === null) return;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, instructorId), inArray(users.role, [...BATCH_RUNNER_ROLES])));
  if (!row) throw new DomainError('invalid', MESSAGES.batches.instructorInvalid);
}

const columns = (input: BatchFields) => ({
  name: input.name,
  startsOn: input.starts_on,
  endsOn: input.ends_on,
  capacity: input.capacity,
  enrolmentOpen: input.enrolment_open,
  instructorId: input.instructor_id,
});

/** Queues the waiting list's turn (the job the seats trigger queues too, under the same key). */
export async function queueSeatOffers(tx: DbOrTx, batchId: string): Promise<void> {
  await addJob(tx, 'batch-seat-freed', { batch_id: batchId }, { jobKey: `batch-seat-freed:${batchId}` });
}

export async function addBatch(
  db: Database,
  actor: UserRow,
  programId: string,
  input: BatchFields,
): Promise<AdminBatch> {
  return db.transaction(async (tx) => {
    const [program] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, programId));
    if (!program) throw new DomainError('not_found', MESSAGES.programs.notFound);
    await checkInstructor(tx, input.instructor_id);
    const [row] = await tx
      .insert(batches)
      .values({ programId, ...columns(input) })
      .returning();
    const added = await findAdminBatch(tx, row!.id);
    await recordAudit(tx, actor, 'batch.add', row!.id, null, added);
    return added;
  });
}

/**
 * Saves a batch. Capacity may not fall below the seats taken (409); more room, or enrolment
 * opened again, gives the freed seats to the waiting list at once (the batch-seat-freed job).
 */
export async function editBatch(
  db: Database,
  actor: UserRow,
  id: string,
  input: BatchFields,
): Promise<AdminBatch> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(batches).where(eq(batches.id, id)).for('update');
    if (!locked) throw new DomainError('not_found', MESSAGES.batches.notFound);
    if (input.capacity < locked.seatsTaken) {
      throw new DomainError('conflict', MESSAGES.batches.capacityBelowSeats(locked.seatsTaken));
    }
    await checkInstructor(tx, input.instructor_id);
    const before = await findAdminBatch(tx, id);
    await tx
      .update(batches)
      .set({ ...columns(input), updatedOn: sql`now()` })
      .where(eq(batches.id, id));
    if (input.capacity > locked.seatsTaken && before.waitlist > 0) await queueSeatOffers(tx, id);
    const after = await findAdminBatch(tx, id);
    await recordAudit(tx, actor, 'batch.edit', id, before, after);
    return after;
  });
}

/**
 * Deletes a batch that holds no current subscription (409 otherwise: an admin moves them first,
 * ADR 072). Its sessions go with it; its waiting learners are told by mail.
 */
export async function deleteBatch(db: Database, actor: UserRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(batches).where(eq(batches.id, id)).for('update');
    if (!locked) throw new DomainError('not_found', MESSAGES.batches.notFound);
    if (locked.seatsTaken > 0) {
      throw new DomainError('conflict', MESSAGES.batches.hasSubscriptions(locked.seatsTaken));
    }
    const before = await findAdminBatch(tx, id);
    const [program] = await tx.select().from(programs).where(eq(programs.id, locked.programId));
    const waiting = await tx
      .select({ name: users.name, email: users.email })
      .from(batchWaitlist)
      .innerJoin(users, eq(users.id, batchWaitlist.userId))
      .where(eq(batchWaitlist.batchId, id));
    for (const learner of waiting) {
      await enqueueMail(
        tx,
        learner.email,
        batchClosedMail({ name: learner.name, batchName: locked.name, programTitle: program?.title ?? '' }),
      );
    }
    await tx.delete(batches).where(eq(batches.id, id));
    await recordAudit(tx, actor, 'batch.delete', id, before, null);
  });
}

/** Whether the learner holds a current (pending or active) subscription to the program. */
export async function holdsProgram(tx: DbOrTx, userId: string, programId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.resourceType, 'program'),
        eq(subscriptions.resourceId, programId),
        inArray(subscriptions.status, ['pending', 'active']),
      ),
    )
    .limit(1);
  return row !== undefined;
}
