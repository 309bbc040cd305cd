import { MESSAGES } from '@contract/messages.ts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { batches, batchWaitlist } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import type { BatchPlacement, PlaceInBatch } from '../subscriptions/index.ts';
import { batchIsOpen, holdsProgram } from './batches.ts';

/**
 * Where a learner's new subscription to a program goes (docs/product.md §20.1, ADR 072), inside
 * the subscribing transaction. The batches are locked (`for update`, soonest first, the one
 * order every writer uses) before `seats_taken` is compared to the capacity, so twenty learners
 * at the last seat queue on the lock and exactly one takes it; the rest go on the waiting list.
 *
 * - With a batch: it must be the program's (400) and open (409); a seat, or its waiting list.
 * - Without: the soonest open batch with a seat; all full, the soonest one's waiting list.
 * - A program without open batches works as before: no batch.
 */
export const placeInBatch: PlaceInBatch = async (tx, { userId, programId, batchId }) => {
  const candidates = batchId
    ? await chosenBatch(tx, programId, batchId)
    : await tx
        .select()
        .from(batches)
        .where(and(eq(batches.programId, programId), batchIsOpen))
        .orderBy(asc(batches.startsOn), asc(batches.id))
        .for('update');
  if (candidates.length === 0) return { kind: 'seat', batchId: null };
  // Under the lock: a learner who already holds the program is told so, not put on a list.
  await refuseSecondSubscription(tx, userId, programId);
  const withSeat = candidates.find((batch) => batch.seatsTaken < batch.capacity);
  if (withSeat) {
    // A seat anywhere in the program ends the wait for any of its batches.
    await leaveProgramWaitlists(tx, userId, programId);
    return { kind: 'seat', batchId: withSeat.id };
  }
  return joinWaitlist(tx, userId, candidates[0]!);
};

async function chosenBatch(tx: DbOrTx, programId: string, batchId: string) {
  const [row] = await tx
    .select({ batch: batches, open: batchIsOpen })
    .from(batches)
    .where(eq(batches.id, batchId))
    .for('update');
  if (!row || row.batch.programId !== programId) {
    throw new DomainError('invalid', MESSAGES.batches.notOfProgram);
  }
  if (!row.open) throw new DomainError('conflict', MESSAGES.batches.closed(row.batch.name));
  return [row.batch];
}

async function refuseSecondSubscription(tx: DbOrTx, userId: string, programId: string) {
  if (await holdsProgram(tx, userId, programId)) {
    throw new DomainError('conflict', MESSAGES.subscriptions.alreadySubscribedProgram);
  }
}

async function leaveProgramWaitlists(tx: DbOrTx, userId: string, programId: string) {
  await tx
    .delete(batchWaitlist)
    .where(
      and(
        eq(batchWaitlist.userId, userId),
        inArray(
          batchWaitlist.batchId,
          tx.select({ id: batches.id }).from(batches).where(eq(batches.programId, programId)),
        ),
      ),
    );
}

/**
 * Puts the learner on the batch's waiting list (once: asking again keeps their place). The time
 * is the clock's, read under the batch's lock, so the order of the list is the order the lock
 * was granted in, and every position reported is distinct.
 */
async function joinWaitlist(
  tx: DbOrTx,
  userId: string,
  batch: typeof batches.$inferSelect,
): Promise<BatchPlacement> {
  await tx
    .insert(batchWaitlist)
    .values({ batchId: batch.id, userId, createdAt: sql`clock_timestamp()` })
    .onConflictDoNothing();
  return {
    kind: 'waitlist',
    batchId: batch.id,
    batchName: batch.name,
    position: await waitlistPosition(tx, batch.id, userId),
  };
}

/** 1 for the first in line; 0 when the learner is not on the list. */
export async function waitlistPosition(tx: DbOrTx, batchId: string, userId: string): Promise<number> {
  const { rows } = await tx.execute<{ position: number }>(sql`
    select count(*)::int as position
    from ${batchWaitlist} w, ${batchWaitlist} mine
    where mine.batch_id = ${batchId} and mine.user_id = ${userId}
      and w.batch_id = mine.batch_id
      and (w.created_at, w.user_id) <= (mine.created_at, mine.user_id)`);
  return rows[0]?.position ?? 0;
}
