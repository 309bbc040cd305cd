import type { Post, PostEdit, ReplyInput, ThreadDetail, Vote } from '@contract/community.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import {
  communityPostEdits,
  communityPosts,
  communityReports,
  communityThreads,
  communityVotes,
  users,
} from '../db/schema.ts';
import type { HtmlSanitizer } from '../html/sanitizer-pool.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { assertNotMuted, type Member } from './access.ts';
import { cleanBody } from './body.ts';
import { noticeOfAcceptance, noticeOfReply } from './notices.ts';
import { presentPost } from './presenter.ts';
import { admitPost, statusOf, verdictOn } from './publishing.ts';
import { type PostRecord, readablePost, readableThread, selectPosts } from './queries.ts';
import { getThread, type Published } from './threads.ts';

/** A reply the thread counts: published and not its opening post. */
const countsAsReply = (post: Pick<PostRecord, 'opening' | 'status'>) =>
  !post.opening && post.status === 'published';

/** Adds `delta` to the thread's reply count (a reply published, hidden or deleted). */
async function countReply(tx: Tx, threadId: string, delta: number, now?: Date): Promise<void> {
  await tx
    .update(communityThreads)
    .set({
      replyCount: sql`${communityThreads.replyCount} + ${delta}`,
      ...(now ? { lastActivityAt: now } : {}),
    })
    .where(eq(communityThreads.id, threadId));
}

async function postView(
  db: Database | Tx,
  member: Member,
  postId: string,
  acceptedPostId: string | null,
): Promise<Post> {
  const [row] = await selectPosts(db, member.id, eq(communityPosts.id, postId) as SQL);
  if (!row) throw new DomainError('not_found', MESSAGES.community.postNotFound);
  return presentPost(row, member.id, acceptedPostId);
}

/**
 * Replies to a thread (docs/product.md §22.1): refused while the thread is locked or closed, then
 * checked as a new thread is (mute, post limit, rule set); a held reply is seen by its author only.
 */
export async function addReply(
  db: Database,
  sanitizer: HtmlSanitizer,
  member: Member,
  threadId: string,
  input: ReplyInput,
  now: Date,
): Promise<Published<Post>> {
  const body = await cleanBody(sanitizer, input.body);
  const created = await db.transaction(async (tx) => {
    const { thread, access } = await readableThread(tx, member, threadId, { lock: true });
    const [opening] = await tx
      .select({ status: communityPosts.status })
      .from(communityPosts)
      .where(and(eq(communityPosts.threadId, threadId), eq(communityPosts.opening, true)));
    if (thread.locked || thread.closed || opening?.status !== 'published') {
      throw new DomainError('conflict', MESSAGES.community.locked);
    }
    const verdict = await admitPost(tx, access, member, body, undefined, now);
    const [post] = await tx
      .insert(communityPosts)
      .values({
        threadId,
        authorId: member.id,
        bodyHtml: body.html,
        bodyText: body.text,
        createdAt: now,
        ...statusOf(verdict),
      })
      .returning({ id: communityPosts.id });
    if (!verdict.held) {
      await countReply(tx, threadId, 1, now);
      await noticeOfReply(tx, {
        thread,
        postId: post!.id,
        authorId: member.id,
        authorName: member.name,
        text: body.text,
      });
    }
    return { verdict, postId: post!.id, acceptedPostId: thread.acceptedPostId };
  });
  if (created.verdict.held) {
    return { held: true, reason: created.verdict.reason, postId: created.postId, threadId };
  }
  return { held: false, value: await postView(db, member, created.postId, created.acceptedPostId) };
}

/**
 * Edits one's own post (docs/product.md §22.1): the earlier body (and title) go to the edit
 * history, and the new text is judged again by the rule set, so an edit cannot slip a tip past it.
 */
export async function editPost(
  db: Database,
  sanitizer: HtmlSanitizer,
  member: Member,
  postId: string,
  input: PostEdit,
  now: Date,
): Promise<Post> {
  const body = await cleanBody(sanitizer, input.body);
  const acceptedPostId = await db.transaction(async (tx) => {
    const { post, thread, access } = await readablePost(tx, member, postId, { lock: true });
    if (post.authorId !== member.id) throw new DomainError('forbidden', MESSAGES.community.notYours);
    await assertNotMuted(tx, member.id, now);
    const title = post.opening ? (input.title ?? thread.title) : undefined;
    const verdict = await verdictOn(tx, access, member, body, title, now);
    await tx.insert(communityPostEdits).values({
      postId,
      title: post.opening ? thread.title : null,
      bodyHtml: post.bodyHtml,
      editedAt: now,
    });
    const next = statusOf(verdict);
    await tx
      .update(communityPosts)
      .set({ bodyHtml: body.html, bodyText: body.text, editedAt: now, ...next })
      .where(eq(communityPosts.id, postId));
    const delta = Number(countsAsReply({ ...post, status: next.status })) - Number(countsAsReply(post));
    if (delta !== 0) await countReply(tx, thread.id, delta);
    if (post.opening) {
      await tx
        .update(communityThreads)
        .set({ title: title ?? thread.title, searchText: `${title ?? thread.title}\n${body.text}` })
        .where(eq(communityThreads.id, thread.id));
    }
    return thread.acceptedPostId;
  });
  return postView(db, member, postId, acceptedPostId);
}

/** Deletes one's own post: nobody sees it any more; an opening post takes its thread with it. */
export async function deletePost(db: Database, member: Member, postId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { post, thread } = await readablePost(tx, member, postId, { lock: true });
    if (post.authorId !== member.id) throw new DomainError('forbidden', MESSAGES.community.notYours);
    await retirePost(tx, post, thread.acceptedPostId, 'deleted');
  });
}

/** Takes a post out of view (deleted by its author, hidden or deleted by a moderator). */
export async function retirePost(
  tx: Tx,
  post: PostRecord,
  acceptedPostId: string | null,
  status: 'hidden' | 'deleted',
): Promise<void> {
  await tx.update(communityPosts).set({ status }).where(eq(communityPosts.id, post.id));
  if (countsAsReply(post)) await countReply(tx, post.threadId, -1);
  if (acceptedPostId === post.id) {
    await tx
      .update(communityThreads)
      .set({ acceptedPostId: null })
      .where(eq(communityThreads.id, post.threadId));
  }
}

/**
 * Sets the member's upvote on a published post. The vote's primary key (post, member) makes it one
 * per member: of 20 parallel requests one inserts and the score rises once.
 */
export async function votePost(db: Database, member: Member, postId: string, up: boolean): Promise<Vote> {
  return db.transaction(async (tx) => {
    const { post } = await readablePost(tx, member, postId);
    if (post.status !== 'published') throw new DomainError('not_found', MESSAGES.community.postNotFound);
    const changed = up
      ? await tx
          .insert(communityVotes)
          .values({ postId, userId: member.id })
          .onConflictDoNothing()
          .returning()
      : await tx
          .delete(communityVotes)
          .where(and(eq(communityVotes.postId, postId), eq(communityVotes.userId, member.id)))
          .returning();
    const delta = changed.length === 0 ? 0 : up ? 1 : -1;
    const [row] = await tx
      .update(communityPosts)
      .set({ score: sql`${communityPosts.score} + ${delta}` })
      .where(eq(communityPosts.id, postId))
      .returning({ score: communityPosts.score });
    return { score: row?.score ?? post.score, voted: up };
  });
}

/**
 * Marks an instructor's or admin's reply as the accepted answer (docs/product.md §22.2): the thread's
 * author or one of the space's moderators may; it shows first.
 */
export async function acceptPost(db: Database, member: Member, postId: string): Promise<ThreadDetail> {
  await db.transaction(async (tx) => {
    const { post, thread, access } = await readablePost(tx, member, postId, { lock: true });
    if (!access.moderator && thread.authorId !== member.id) {
      throw new DomainError('forbidden', MESSAGES.community.staffOnly);
    }
    if (post.opening || post.status !== 'published') {
      throw new DomainError('invalid', MESSAGES.community.acceptReplyOnly);
    }
    const [author] = post.authorId
      ? await tx.select({ role: users.role }).from(users).where(eq(users.id, post.authorId))
      : [];
    if (author?.role !== 'instructor' && author?.role !== 'admin') {
      throw new DomainError('conflict', MESSAGES.community.acceptStaffOnly);
    }
    await tx
      .update(communityThreads)
      .set({ acceptedPostId: postId })
      .where(eq(communityThreads.id, thread.id));
    if (thread.acceptedPostId !== postId) {
      await noticeOfAcceptance(tx, { thread, postId, authorId: post.authorId });
    }
    await recordAudit(
      tx,
      member,
      'community_post.accept',
      postId,
      { accepted: thread.acceptedPostId },
      { accepted: postId },
    );
  });
  const [row] = await db
    .select({ threadId: communityPosts.threadId })
    .from(communityPosts)
    .where(eq(communityPosts.id, postId));
  return getThread(db, member, row!.threadId);
}

/** Reports a post with a reason: it joins the moderators' queue (docs/product.md §22.4). Once per member. */
export async function reportPost(
  db: Database,
  member: Member,
  postId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await readablePost(tx, member, postId);
    await tx
      .insert(communityReports)
      .values({ postId, reporterId: member.id, reason, createdAt: now })
      .onConflictDoUpdate({
        target: [communityReports.postId, communityReports.reporterId],
        set: { reason, createdAt: now, resolvedAt: null },
      });
  });
}
