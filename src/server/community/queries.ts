import { MESSAGES } from '@contract/messages.ts';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { communityPosts, communityThreads, communityVotes, users } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import { type Member, readsBatch, type SpaceAccess, spaceAccess } from './access.ts';
import type { PostRow } from './presenter.ts';

export type ThreadRecord = typeof communityThreads.$inferSelect;
export type PostRecord = typeof communityPosts.$inferSelect;

/** A post the viewer may see: published, or held and their own (docs/product.md §22.4). */
export function visibleTo(post: { status: AnyPgColumn; authorId: AnyPgColumn }, viewerId: string): SQL {
  return or(eq(post.status, 'published'), and(eq(post.status, 'held'), eq(post.authorId, viewerId))) as SQL;
}

/** Posts with their authors and the viewer's vote, oldest first. */
export function selectPosts(tx: DbOrTx, viewerId: string, where: SQL): Promise<PostRow[]> {
  const mine = alias(communityVotes, 'my_vote');
  return tx
    .select({
      id: communityPosts.id,
      threadId: communityPosts.threadId,
      opening: communityPosts.opening,
      authorId: communityPosts.authorId,
      authorName: users.name,
      authorRole: users.role,
      bodyHtml: communityPosts.bodyHtml,
      bodyText: communityPosts.bodyText,
      createdAt: communityPosts.createdAt,
      editedAt: communityPosts.editedAt,
      score: communityPosts.score,
      voted: sql<boolean>`${mine.userId} is not null`,
      status: communityPosts.status,
      heldReason: communityPosts.heldReason,
    })
    .from(communityPosts)
    .leftJoin(users, eq(users.id, communityPosts.authorId))
    .leftJoin(mine, and(eq(mine.postId, communityPosts.id), eq(mine.userId, viewerId)))
    .where(where)
    .orderBy(asc(communityPosts.createdAt), asc(communityPosts.id));
}

/**
 * The thread and the member's access to its space: 404 for a missing thread or another batch's,
 * 403 (from spaceAccess) for a member without access to the program.
 */
export async function readableThread(
  tx: DbOrTx,
  member: Member,
  threadId: string,
  options: { lock?: boolean } = {},
): Promise<{ thread: ThreadRecord; access: SpaceAccess }> {
  const query = tx.select().from(communityThreads).where(eq(communityThreads.id, threadId));
  const [thread] = options.lock ? await query.for('update') : await query;
  if (!thread) throw new DomainError('not_found', MESSAGES.community.threadNotFound);
  const access = await spaceAccess(tx, member, thread.programId);
  if (!readsBatch(access, thread.batchId))
    throw new DomainError('not_found', MESSAGES.community.threadNotFound);
  return { thread, access };
}

/** A post the member may see, its thread and their access (404 for one they may not see). */
export async function readablePost(
  tx: DbOrTx,
  member: Member,
  postId: string,
  options: { lock?: boolean } = {},
): Promise<{ post: PostRecord; thread: ThreadRecord; access: SpaceAccess }> {
  const query = tx
    .select()
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), visibleTo(communityPosts, member.id)));
  const [post] = options.lock ? await query.for('update') : await query;
  if (!post) throw new DomainError('not_found', MESSAGES.community.postNotFound);
  const { thread, access } = await readableThread(tx, member, post.threadId, options);
  return { post, thread, access };
}
