import { MESSAGES } from '@contract/messages.ts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { batches, programs, subscriptions, type UserRow } from '../db/schema.ts';
import { enqueueMail } from '../mail/index.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { findSubscription } from '../subscriptions/index.ts';
import { batchMovedMail } from './batches-mail.ts';

/**
 * An admin moves a current subscription to another batch of its program (docs/product.md §20.1):
 * refused (409) when the target is full. The seats move with it (the trigger of migration 0034
 * counts them, and queues the old batch's waiting list); audited, and the learner is mailed.
 * Both batches are locked soonest first, the order subscribing locks them in, so the two never
 * wait on each other.
 */
export async function moveSubscriptionBatch(db: Database, actor: UserRow, id: string, batchId: string) {
  return db.transaction(async (tx) => {
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    if (!sub) throw new DomainError('not_found', MESSAGES.admin.subscriptionNotFound);
    if (sub.resourceType !== 'program') throw new DomainError('conflict', MESSAGES.batches.moveNotProgram);
    if (sub.status !== 'pending' && sub.status !== 'active') {
      throw new DomainError('conflict', MESSAGES.batches.moveNotCurrent);
    }
    const locked = await tx
      .select()
      .from(batches)
      .where(inArray(batches.id, sub.batchId ? [batchId, sub.batchId] : [batchId]))
      .orderBy(asc(batches.startsOn), asc(batches.id))
      .for('update');
    const target = locked.find((batch) => batch.id === batchId);
    if (!target) throw new DomainError('not_found', MESSAGES.batches.notFound);
    if (target.programId !== sub.resourceId) throw new DomainError('invalid', MESSAGES.batches.notOfProgram);
    if (sub.batchId === target.id) throw new DomainError('conflict', MESSAGES.batches.moveSameBatch);
    if (target.seatsTaken >= target.capacity) {
      throw new DomainError('conflict', MESSAGES.batches.moveFull(target.name));
    }
    await tx
      .update(subscriptions)
      .set({ batchId: target.id, updatedOn: sql`now()` })
      .where(eq(subscriptions.id, id));
    await recordAudit(
      tx,
      actor,
      'subscription.batch',
      id,
      { batch_id: sub.batchId },
      { batch_id: target.id },
    );
    const [program] = await tx
      .select({ title: programs.title })
      .from(programs)
      .where(eq(programs.id, target.programId));
    await enqueueMail(
      tx,
      sub.userEmail,
      batchMovedMail({
        name: sub.userName,
        programTitle: program?.title ?? sub.resourceTitle,
        batchName: target.name,
        startsOn: target.startsOn,
        endsOn: target.endsOn,
      }),
    );
    return (await findSubscription(tx, id))!;
  });
}
