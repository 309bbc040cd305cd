import { fillPath } from '@contract/endpoints.ts';
import { formatDate } from '@contract/format.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { mentorAssignments } from '../db/schema.ts';
import { notify } from '../notifications/index.ts';

/**
 * What the journal tells people through the notifications store (docs/product.md §21, §23.2): a
 * mentor's comment tells the learner, a learner's comment tells their mentor in that program, and
 * a weekly review tells the learner. Titles name no symbol or date: a running blind challenge's
 * trade must not be named by its real instrument anywhere (§24).
 */

const extract = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);

export async function noticeOfComment(
  tx: DbOrTx,
  input: {
    trade: { id: string; userId: string; programId: string | null };
    commentId: string;
    authorName: string;
    byMentor: boolean;
    body: string;
  },
): Promise<void> {
  const { trade } = input;
  let recipient: string | undefined = trade.userId;
  if (!input.byMentor) {
    if (trade.programId === null) return;
    const [assignment] = await tx
      .select({ mentorId: mentorAssignments.mentorId })
      .from(mentorAssignments)
      .where(
        and(eq(mentorAssignments.programId, trade.programId), eq(mentorAssignments.learnerId, trade.userId)),
      );
    recipient = assignment?.mentorId;
  }
  if (!recipient) return;
  await notify(tx, {
    userId: recipient,
    kind: 'journal_comment',
    title: MESSAGES.journal.notices.comment(input.authorName),
    body: extract(input.body),
    link: fillPath(CLIENT_ROUTES.journalTrade, { tradeId: trade.id }),
    dedupeKey: `journal-comment:${input.commentId}`,
  });
}

export async function noticeOfReview(
  tx: DbOrTx,
  input: { reviewId: string; learnerId: string; mentorName: string; weekStart: string },
): Promise<void> {
  await notify(tx, {
    userId: input.learnerId,
    kind: 'weekly_review',
    title: MESSAGES.journal.notices.review(input.mentorName, formatDate(input.weekStart)),
    link: CLIENT_ROUTES.journal,
    dedupeKey: `weekly-review:${input.reviewId}`,
  });
}
