import { formatDateTime } from '@contract/format.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { batches, communityMutes, programs, subscriptions, type UserRow } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';

/** Who is asking: the session's user. */
export type Member = UserRow;

/**
 * What one member may do in one program's space (docs/product.md §22.1): moderators (admins, and
 * instructors of one of the program's batches) read every thread and moderate; an active
 * subscriber reads the program-wide threads and their own batch's.
 */
export interface SpaceAccess {
  programId: string;
  programTitle: string;
  moderator: boolean;
  /** The batches whose threads the member reads: every batch of the program for a moderator. */
  batches: { id: string; name: string }[];
}

/**
 * The member's access to the program's space; 404 for an unknown program, 403 for anyone else
 * (a lapsed subscriber, a learner of another program), to read and to write alike.
 */
export async function spaceAccess(tx: DbOrTx, member: Member, programId: string): Promise<SpaceAccess> {
  const [program] = await tx
    .select({ id: programs.id, title: programs.title })
    .from(programs)
    .where(eq(programs.id, programId));
  if (!program) throw new DomainError('not_found', MESSAGES.community.programNotFound);
  const programBatches = await tx
    .select({ id: batches.id, name: batches.name, instructorId: batches.instructorId })
    .from(batches)
    .where(eq(batches.programId, programId))
    .orderBy(batches.startsOn);
  const all = programBatches.map(({ id, name }) => ({ id, name }));
  const base = { programId: program.id, programTitle: program.title };
  const teaches = programBatches.some((batch) => batch.instructorId === member.id);
  if (member.role === 'admin' || (member.role === 'instructor' && teaches)) {
    return { ...base, moderator: true, batches: all };
  }
  const [subscription] = await tx
    .select({ batchId: subscriptions.batchId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, member.id),
        eq(subscriptions.resourceType, 'program'),
        eq(subscriptions.resourceId, programId),
        eq(subscriptions.status, 'active'),
      ),
    )
    .limit(1);
  if (!subscription) throw new DomainError('forbidden', MESSAGES.community.noAccess);
  return { ...base, moderator: false, batches: all.filter((batch) => batch.id === subscription.batchId) };
}

/** Whether the member reads threads of `batchId` (null: the program-wide space). */
export function readsBatch(access: SpaceAccess, batchId: string | null): boolean {
  return batchId === null || access.batches.some((batch) => batch.id === batchId);
}

/** Refuses a muted member with 403 and until when (docs/product.md §22.4). */
export async function assertNotMuted(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  const [mute] = await tx
    .select({ until: communityMutes.until })
    .from(communityMutes)
    .where(and(eq(communityMutes.userId, userId), gt(communityMutes.until, now)));
  if (mute) {
    throw new DomainError('forbidden', MESSAGES.community.muted(formatDateTime(mute.until)), undefined, {
      muted_until: mute.until.toISOString(),
    });
  }
}
