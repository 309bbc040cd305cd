import type { ModerationAction, ModerationWord, MuteInputSchema, QueueItem } from '@contract/community.ts';
import { formatDateTime } from '@contract/format.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, asc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Tx } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import {
  batches,
  communityMutes,
  communityPosts,
  communityReports,
  communityThreads,
  moderationWords,
  programs,
  subscriptions,
  users,
} from '../db/schema.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { type Member, spaceAccess } from './access.ts';
import { noticeOfDecision, noticeOfReply } from './notices.ts';
import { retirePost } from './posts.ts';
import { FORMER_MEMBER } from './presenter.ts';

/** The queue's longest page: the oldest first, so nothing waits for ever behind newer posts. */
const QUEUE_SIZE = 200;

/** The programs an instructor moderates: those with a batch they run (docs/product.md §22.4). */
function taughtPrograms(instructorId: string) {
  return sql`(select ${batches.programId} from ${batches} where ${batches.instructorId} = ${instructorId})`;
}

/**
 * The review queue (docs/product.md §22.4): held posts, and published ones with an open report, of
 * every space for an admin, of their programs' spaces for an instructor.
 */
export async function moderationQueue(db: Database, actor: Member): Promise<QueueItem[]> {
  const reported = exists(
    db
      .select({ one: sql`1` })
      .from(communityReports)
      .where(and(eq(communityReports.postId, communityPosts.id), isNull(communityReports.resolvedAt))),
  );
  const rows = await db
    .select({
      postId: communityPosts.id,
      threadId: communityThreads.id,
      threadTitle: communityThreads.title,
      programTitle: programs.title,
      authorId: communityPosts.authorId,
      authorName: users.name,
      bodyHtml: communityPosts.bodyHtml,
      status: communityPosts.status,
      heldReason: communityPosts.heldReason,
      createdAt: communityPosts.createdAt,
    })
    .from(communityPosts)
    .innerJoin(communityThreads, eq(communityThreads.id, communityPosts.threadId))
    .innerJoin(programs, eq(programs.id, communityThreads.programId))
    .leftJoin(users, eq(users.id, communityPosts.authorId))
    .where(
      and(
        or(eq(communityPosts.status, 'held'), and(eq(communityPosts.status, 'published'), reported)),
        actor.role === 'admin'
          ? undefined
          : sql`${communityThreads.programId} in ${taughtPrograms(actor.id)}`,
      ),
    )
    .orderBy(asc(communityPosts.createdAt))
    .limit(QUEUE_SIZE);
  const reports =
    rows.length === 0
      ? []
      : await db
          .select({
            postId: communityReports.postId,
            reason: communityReports.reason,
            reporterName: users.name,
            createdAt: communityReports.createdAt,
          })
          .from(communityReports)
          .leftJoin(users, eq(users.id, communityReports.reporterId))
          .where(
            and(
              inArray(
                communityReports.postId,
                rows.map((row) => row.postId),
              ),
              isNull(communityReports.resolvedAt),
            ),
          )
          .orderBy(asc(communityReports.createdAt));
  return rows.map((row) => ({
    post_id: row.postId,
    thread_id: row.threadId,
    thread_title: row.threadTitle,
    program_title: row.programTitle,
    author_id: row.authorId,
    author_name: row.authorName ?? FORMER_MEMBER,
    body_html: row.bodyHtml,
    status: row.status === 'held' ? 'held' : 'published',
    held_reason: row.heldReason,
    reports: reports
      .filter((report) => report.postId === row.postId)
      .map((report) => ({
        reason: report.reason,
        reporter_name: report.reporterName ?? FORMER_MEMBER,
        created_at: report.createdAt.toISOString(),
      })),
    created_at: row.createdAt.toISOString(),
  }));
}

/**
 * The author is told the decision (docs/product.md §22.4); a held reply that is approved is news to
 * its thread too, told now rather than when it was written (a held post tells nobody).
 */
async function noticesOfDecision(
  tx: Tx,
  input: {
    post: typeof communityPosts.$inferSelect;
    thread: typeof communityThreads.$inferSelect;
    action: ModerationAction;
    note: string;
    now: Date;
  },
): Promise<void> {
  const { post, thread, action } = input;
  await noticeOfDecision(tx, {
    thread,
    postId: post.id,
    authorId: post.authorId,
    action,
    note: input.note,
    decidedAt: input.now,
  });
  if (action !== 'approve' || post.status !== 'held' || post.opening) return;
  const [author] = post.authorId
    ? await tx.select({ name: users.name }).from(users).where(eq(users.id, post.authorId))
    : [];
  await noticeOfReply(tx, {
    thread,
    postId: post.id,
    authorId: post.authorId,
    authorName: author?.name ?? FORMER_MEMBER,
    text: post.bodyText,
  });
}

/**
 * A moderator's decision on a post (docs/product.md §22.4): approve publishes a held post (or keeps
 * a reported one), hide and delete take it out of view. Its open reports are closed, and the
 * decision, with the note, is in the audit log. Another instructor's space answers 404.
 */
export async function decideOnPost(
  db: Database,
  actor: Member,
  postId: string,
  action: ModerationAction,
  note: string,
  now: Date,
): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const [post] = await tx.select().from(communityPosts).where(eq(communityPosts.id, postId)).for('update');
    if (!post || post.status === 'deleted')
      throw new DomainError('not_found', MESSAGES.community.postNotFound);
    const [thread] = await tx
      .select()
      .from(communityThreads)
      .where(eq(communityThreads.id, post.threadId))
      .for('update');
    // Another instructor's space answers as a missing post does (ADR 073's rule for batches).
    const access = await spaceAccess(tx, actor, thread!.programId).catch((error: unknown) => {
      if (error instanceof DomainError) return undefined;
      throw error;
    });
    if (!access?.moderator) throw new DomainError('not_found', MESSAGES.community.postNotFound);
    if (action === 'approve') {
      if (post.status !== 'published') {
        await tx
          .update(communityPosts)
          .set({ status: 'published', heldReason: null })
          .where(eq(communityPosts.id, postId));
        if (!post.opening) {
          await tx
            .update(communityThreads)
            .set({ replyCount: sql`${communityThreads.replyCount} + 1`, lastActivityAt: now })
            .where(eq(communityThreads.id, post.threadId));
        }
      }
    } else {
      await retirePost(tx, post, thread!.acceptedPostId, action === 'hide' ? 'hidden' : 'deleted');
    }
    await tx
      .update(communityPosts)
      .set({ moderatedBy: actor.id, moderatedAt: now, moderationNote: note })
      .where(eq(communityPosts.id, postId));
    await tx
      .update(communityReports)
      .set({ resolvedAt: now })
      .where(and(eq(communityReports.postId, postId), isNull(communityReports.resolvedAt)));
    await noticesOfDecision(tx, { post, thread: thread!, action, note, now });
    await recordAudit(
      tx,
      actor,
      `community_post.${action}`,
      postId,
      { status: post.status, held_reason: post.heldReason },
      { note },
    );
  });
  return { message: MESSAGES.community.decided[action] };
}

/**
 * Mutes a member in every space until now + `days` (docs/product.md §22.4). An instructor may mute
 * only a learner of one of their programs; staff cannot be muted.
 */
export async function muteMember(
  db: Database,
  actor: Member,
  input: z.output<typeof MuteInputSchema>,
  now: Date,
): Promise<{ message: string; muted_until: string }> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(users).where(eq(users.id, input.user_id));
    if (!member) throw new DomainError('not_found', MESSAGES.community.memberNotFound);
    if (member.role !== 'user') throw new DomainError('invalid', MESSAGES.community.muteStaff);
    if (actor.role !== 'admin') {
      const [learner] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, member.id),
            eq(subscriptions.resourceType, 'program'),
            sql`${subscriptions.resourceId} in ${taughtPrograms(actor.id)}`,
          ),
        )
        .limit(1);
      if (!learner) throw new DomainError('not_found', MESSAGES.community.memberNotFound);
    }
    const until = new Date(now.getTime() + input.days * 24 * 60 * 60 * 1000);
    const [before] = await tx.select().from(communityMutes).where(eq(communityMutes.userId, member.id));
    await tx
      .insert(communityMutes)
      .values({ userId: member.id, until, reason: input.reason, mutedBy: actor.id, createdAt: now })
      .onConflictDoUpdate({
        target: communityMutes.userId,
        set: { until, reason: input.reason, mutedBy: actor.id, createdAt: now },
      });
    await recordAudit(
      tx,
      actor,
      'community_member.mute',
      member.id,
      before ? { until: before.until.toISOString() } : null,
      { until: until.toISOString(), reason: input.reason },
    );
    return {
      message: MESSAGES.community.mutedDone(member.name, formatDateTime(until)),
      muted_until: until.toISOString(),
    };
  });
}

const presentWord = (row: typeof moderationWords.$inferSelect): ModerationWord => ({
  _id: row.id,
  word: row.word,
  created_at: row.createdAt.toISOString(),
});

/** The words admins added to the rule set, alphabetically. */
export async function listModerationWords(db: Database): Promise<ModerationWord[]> {
  const rows = await db
    .select()
    .from(moderationWords)
    .orderBy(asc(sql`lower(${moderationWords.word})`));
  return rows.map(presentWord);
}

export async function addModerationWord(db: Database, actor: Member, word: string): Promise<ModerationWord> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(moderationWords).values({ word, createdBy: actor.id }).returning();
      await recordAudit(tx, actor, 'moderation_word.add', row!.id, null, { word });
      return presentWord(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', MESSAGES.community.wordExists);
    throw error;
  }
}

export async function removeModerationWord(db: Database, actor: Member, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(moderationWords).where(eq(moderationWords.id, id)).returning();
    if (!row) throw new DomainError('not_found', MESSAGES.community.wordNotFound);
    await recordAudit(tx, actor, 'moderation_word.delete', id, { word: row.word }, null);
  });
}
