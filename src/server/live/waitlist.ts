import type { WaitlistPlace } from '@contract/live-batches.ts';
import { MESSAGES } from '@contract/messages.ts';
import { pagePath } from '@contract/routes.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { batches, batchWaitlist, programs, users } from '../db/schema.ts';
import { enqueueMail } from '../mail/index.ts';
import { DomainError } from '../shared/errors.ts';
import { createSubscription } from '../subscriptions/index.ts';
import { batchIsOpen, holdsProgram } from './batches.ts';
import { batchSeatOfferedMail, type SeatNextStep } from './batches-mail.ts';

/** A learner's places on waiting lists (docs/product.md §20.1), soonest batch first. */
export async function listMyWaitlistPlaces(db: Database, userId: string): Promise<WaitlistPlace[]> {
  const { rows } = await db.execute<{
    batch_id: string;
    batch_name: string;
    program_id: string;
    program_title: string;
    starts_on: string;
    position: number;
  }>(sql`
    select b.id as batch_id, b.name as batch_name, p.id as program_id, p.title as program_title,
      b.starts_on::text as starts_on,
      (select count(*)::int from ${batchWaitlist} w
        where w.batch_id = mine.batch_id and (w.created_at, w.user_id) <= (mine.created_at, mine.user_id)) as position
    from ${batchWaitlist} mine
    join ${batches} b on b.id = mine.batch_id
    join ${programs} p on p.id = b.program_id
    where mine.user_id = ${userId}
    order by b.starts_on, b.id`);
  return rows;
}

/** DELETE /api/batch/:id/waitlist: the learner gives up their place (404 when they had none). */
export async function leaveWaitlist(db: Database, userId: string, batchId: string): Promise<void> {
  const gone = await db
    .delete(batchWaitlist)
    .where(and(eq(batchWaitlist.batchId, batchId), eq(batchWaitlist.userId, userId)))
    .returning({ userId: batchWaitlist.userId });
  if (gone.length === 0) throw new DomainError('not_found', MESSAGES.batches.notOnWaitlist);
}

export interface SeatOfferLinks {
  publicUrl: string;
  /** With online payment on (docs/product.md §13.1), the mail leads to paying a paid program. */
  paymentsOn: boolean;
}

/**
 * The batch-seat-freed job (queued by the seats trigger of migration 0034, and when an admin
 * makes room): while the batch is open with free seats and a waiting list, the first in line is
 * subscribed into it as subscribing would (pending, or active for a FREE program set to open at
 * once), taken off the list and mailed, all in one transaction under the batch's lock. A learner
 * who meanwhile subscribed, or whose account is inactive, is only taken off the list.
 */
export async function offerFreedSeats(db: Database, batchId: string, links: SeatOfferLinks): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ batch: batches, open: batchIsOpen })
      .from(batches)
      .where(eq(batches.id, batchId))
      .for('update');
    if (!row?.open) return;
    const { batch } = row;
    const [program] = await tx.select().from(programs).where(eq(programs.id, batch.programId));
    if (program?.availability !== 'yes') return;
    let free = batch.capacity - batch.seatsTaken;
    while (free > 0) {
      const [first] = await tx
        .select({ user: users })
        .from(batchWaitlist)
        .innerJoin(users, eq(users.id, batchWaitlist.userId))
        .where(eq(batchWaitlist.batchId, batchId))
        .orderBy(asc(batchWaitlist.createdAt), asc(batchWaitlist.userId))
        .limit(1);
      if (!first) return;
      const { user } = first;
      await tx
        .delete(batchWaitlist)
        .where(and(eq(batchWaitlist.batchId, batchId), eq(batchWaitlist.userId, user.id)));
      if (user.status !== 'active' || (await holdsProgram(tx, user.id, program.id))) continue;
      const payLink = (id: string) => `${links.publicUrl}${pagePath('pay', { subscriptionId: id })}`;
      const created = await createSubscription(tx, user, 'program', program, { batchId, mail: false });
      const next: SeatNextStep =
        created.status === 'active'
          ? { kind: 'open' }
          : links.paymentsOn && created.offerPrice > 0
            ? { kind: 'pay', payLink: payLink(created.id) }
            : { kind: 'approval' };
      await enqueueMail(
        tx,
        user.email,
        batchSeatOfferedMail({
          name: user.name,
          programTitle: program.title,
          batchName: batch.name,
          startsOn: batch.startsOn,
          next,
          mySubscriptionsUrl: `${links.publicUrl}${pagePath('mySubscriptions')}`,
        }),
      );
      free -= 1;
    }
  });
}
