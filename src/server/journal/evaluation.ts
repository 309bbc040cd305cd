import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { journalTrades, mentorAssignments } from '../db/schema.ts';

/**
 * What the evaluation (docs/product.md §23.4) needs from the journal for a learner in a program:
 * how many trades carry a plan written before entry, and the mentor's sign-off (who and when).
 */
export async function evaluationFacts(db: DbOrTx, learnerId: string, programId: string) {
  // One query after another: the evaluation calls this inside a transaction, on one connection.
  const [planned] = await db
    .select({ trades: count() })
    .from(journalTrades)
    .where(
      and(
        eq(journalTrades.userId, learnerId),
        eq(journalTrades.programId, programId),
        eq(journalTrades.planBeforeEntry, true),
      ),
    );
  const [assignment] = await db
    .select({ signedOffAt: mentorAssignments.signedOffAt, signedOffBy: mentorAssignments.signedOffBy })
    .from(mentorAssignments)
    .where(and(eq(mentorAssignments.learnerId, learnerId), eq(mentorAssignments.programId, programId)));
  return {
    tradesPlannedBeforeEntry: planned?.trades ?? 0,
    signedOffAt: assignment?.signedOffAt ?? null,
    signedOffBy: assignment?.signedOffBy ?? null,
  };
}
