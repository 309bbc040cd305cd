import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { paymentTotals } from '../db/schema.ts';

/**
 * Adds to the money totals (payment_totals, one row) in the caller's transaction. An upsert, so a
 * database whose row went missing (a restore, a truncated test database) counts from zero.
 */
export async function addToTotals(tx: Tx, amounts: { collected?: number; refunded?: number }): Promise<void> {
  const collected = amounts.collected ?? 0;
  const refunded = amounts.refunded ?? 0;
  await tx
    .insert(paymentTotals)
    .values({ id: 1, collected, refunded })
    .onConflictDoUpdate({
      target: paymentTotals.id,
      set: {
        collected: sql`${paymentTotals.collected} + ${collected}`,
        refunded: sql`${paymentTotals.refunded} + ${refunded}`,
      },
    });
}
