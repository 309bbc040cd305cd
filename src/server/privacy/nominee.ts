import type { NomineeInput } from '@contract/privacy-rights.ts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { privacyNominees, type UserRow } from '../db/schema.ts';
import { enqueueMail } from '../mail/index.ts';
import { nomineeNoticeMail } from './mails.ts';

export type NomineeRow = typeof privacyNominees.$inferSelect;

/** The learner's nominee (DPDP Act s.14, docs/product.md §17.3), or undefined while none is named. */
export async function findNominee(db: Database, userId: string): Promise<NomineeRow | undefined> {
  const [row] = await db.select().from(privacyNominees).where(eq(privacyNominees.userId, userId));
  return row;
}

/**
 * Names or changes the learner's nominee; the nominee is told by mail, in the same transaction,
 * whenever the name, address or relationship changes (a save of the same details mails nobody).
 */
export async function saveNominee(
  db: Database,
  user: Pick<UserRow, 'id' | 'name'>,
  input: NomineeInput,
): Promise<NomineeRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(privacyNominees)
      .where(eq(privacyNominees.userId, user.id))
      .for('update');
    const values = { name: input.name, email: input.email, relationship: input.relationship };
    const [row] = await tx
      .insert(privacyNominees)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: privacyNominees.userId, set: { ...values, updatedOn: sql`now()` } })
      .returning();
    if (!row) throw new Error('nominee: no row returned');
    const unchanged =
      before?.name === row.name && before.email === row.email && before.relationship === row.relationship;
    if (!unchanged) {
      await enqueueMail(
        tx,
        row.email,
        nomineeNoticeMail({ nominee: row.name, learner: user.name, relationship: row.relationship }),
      );
    }
    return row;
  });
}

export async function removeNominee(db: Database, userId: string): Promise<void> {
  await db.delete(privacyNominees).where(eq(privacyNominees.userId, userId));
}
