import type { LivePreferences } from '@contract/live-calendar.ts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { livePreferences } from '../db/schema.ts';

/**
 * A learner's live-class preferences (docs/product.md §20.5): reminder e-mails are on until the
 * learner turns them off, so a row exists only once they change it.
 */
export async function getLivePreferences(db: DbOrTx, userId: string): Promise<LivePreferences> {
  const [row] = await db
    .select({ reminders: livePreferences.reminders })
    .from(livePreferences)
    .where(eq(livePreferences.userId, userId));
  return { reminders: row?.reminders ?? true };
}

export async function saveLivePreferences(
  db: DbOrTx,
  userId: string,
  preferences: LivePreferences,
): Promise<LivePreferences> {
  const [row] = await db
    .insert(livePreferences)
    .values({ userId, reminders: preferences.reminders })
    .onConflictDoUpdate({
      target: livePreferences.userId,
      set: { reminders: preferences.reminders, updatedAt: sql`now()` },
    })
    .returning({ reminders: livePreferences.reminders });
  return { reminders: row!.reminders };
}
