import type { JournalLists } from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { journalProgramLists, programs } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';

/** A program's journal setups and mistakes checklist, kept by an admin (docs/product.md §23.1). */

const EMPTY: JournalLists = { setups: [], mistakes: [] };

/** The lists of a program (empty when none were kept, or without a program). */
export async function programLists(db: DbOrTx, programId: string | null): Promise<JournalLists> {
  if (programId === null) return EMPTY;
  const [row] = await db
    .select({ setups: journalProgramLists.setups, mistakes: journalProgramLists.mistakes })
    .from(journalProgramLists)
    .where(eq(journalProgramLists.programId, programId));
  return row ?? EMPTY;
}

async function requireProgram(db: DbOrTx, programId: string): Promise<void> {
  const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId));
  if (!program) throw new DomainError('not_found', MESSAGES.journal.programNotFound);
}

/** An admin's read of a program's lists; 404 for an unknown program. */
export async function getProgramLists(db: DbOrTx, programId: string): Promise<JournalLists> {
  await requireProgram(db, programId);
  return programLists(db, programId);
}

/** Replaces a program's lists. A trade keeps the labels it was given even when a list drops one. */
export async function saveProgramLists(
  db: DbOrTx,
  programId: string,
  lists: JournalLists,
): Promise<JournalLists> {
  await requireProgram(db, programId);
  await db
    .insert(journalProgramLists)
    .values({ programId, ...lists })
    .onConflictDoUpdate({
      target: journalProgramLists.programId,
      set: { setups: lists.setups, mistakes: lists.mistakes, updatedOn: new Date() },
    });
  return lists;
}
