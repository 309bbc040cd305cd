import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { batches, liveSessions, type UserRow } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';

export type BatchRow = typeof batches.$inferSelect;
export type LiveSessionRow = typeof liveSessions.$inferSelect;

/** Who is asking on a staff route: an admin (any batch) or an instructor (their own). */
export type Staff = Pick<UserRow, 'id' | 'role'>;

/**
 * Whether staff member `actor` runs `batch` (docs/product.md §20.7): admins every batch, an
 * instructor the batches whose instructor they are.
 */
export function runsBatch(actor: Staff, batch: Pick<BatchRow, 'instructorId'>): boolean {
  return actor.role === 'admin' || (actor.role === 'instructor' && batch.instructorId === actor.id);
}

/**
 * The batch, for a staff route. Another instructor's batch answers 404 like a missing one
 * (ADR 073): an instructor learns nothing of batches that are not theirs.
 */
export async function staffBatch(tx: DbOrTx, actor: Staff, batchId: string): Promise<BatchRow> {
  const [batch] = await tx.select().from(batches).where(eq(batches.id, batchId));
  if (!batch || !runsBatch(actor, batch))
    throw new DomainError('not_found', MESSAGES.liveSessions.batchNotFound);
  return batch;
}

/** The session and its batch, for a staff route, the session's row locked when `lock`. */
export async function staffSession(
  tx: DbOrTx,
  actor: Staff,
  sessionId: string,
  options: { lock?: boolean } = {},
): Promise<{ session: LiveSessionRow; batch: BatchRow }> {
  const query = tx
    .select({ session: liveSessions, batch: batches })
    .from(liveSessions)
    .innerJoin(batches, eq(batches.id, liveSessions.batchId))
    .where(eq(liveSessions.id, sessionId));
  const [row] = options.lock ? await query.for('update', { of: liveSessions }) : await query;
  if (!row || !runsBatch(actor, row.batch)) {
    throw new DomainError('not_found', MESSAGES.liveSessions.sessionNotFound);
  }
  return row;
}
