import type { JournalComment, JournalCommentInputSchema } from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { journalComments, users } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import { findVisibleTrade, type JournalCaller } from './access.ts';
import { noticeOfComment } from './notices.ts';
import { presentComment } from './presenter.ts';

/**
 * A trade's thread (docs/product.md §23.2): the learner and their mentor comment; a reply names a
 * comment of the same trade. Each comment is one insert, so comments posted at once all land.
 */
export async function postComment(
  db: DbOrTx,
  caller: JournalCaller,
  tradeId: string,
  input: z.output<typeof JournalCommentInputSchema>,
): Promise<JournalComment> {
  const { trade, mine } = await findVisibleTrade(db, caller, tradeId);
  if (input.parent_id !== null) {
    const [parent] = await db
      .select({ id: journalComments.id })
      .from(journalComments)
      .where(and(eq(journalComments.id, input.parent_id), eq(journalComments.tradeId, trade.id)));
    if (!parent) throw new DomainError('invalid', MESSAGES.journal.parentNotFound);
  }
  // The comment and its notice (the learner, or their mentor) commit together (docs/product.md §23.2).
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(journalComments)
      .values({
        tradeId: trade.id,
        parentId: input.parent_id,
        authorId: caller.id,
        byMentor: !mine,
        body: input.body,
      })
      .returning();
    const [author] = await tx.select({ name: users.name }).from(users).where(eq(users.id, caller.id));
    const authorName = author?.name ?? '';
    await noticeOfComment(tx, { trade, commentId: row!.id, authorName, byMentor: !mine, body: input.body });
    return presentComment({ ...row!, authorName });
  });
}
