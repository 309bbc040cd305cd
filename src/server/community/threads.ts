import {
  COMMUNITY_LIMITS,
  type ThreadDetail,
  type ThreadInputSchema,
  type ThreadListQuerySchema,
  type ThreadModerate,
  type ThreadPage,
} from '@contract/community.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../db/client.ts';
import { containsPattern } from '../db/list-page.ts';
import { communityPosts, communityThreads, courseModules, lessons, users } from '../db/schema.ts';
import type { HtmlSanitizer } from '../html/sanitizer-pool.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { type Member, type SpaceAccess, spaceAccess } from './access.ts';
import { cleanBody } from './body.ts';
import { presentPost, presentThreadSummary } from './presenter.ts';
import { admitPost, statusOf } from './publishing.ts';
import { readableThread, selectPosts, visibleTo } from './queries.ts';

type ThreadListQuery = z.output<typeof ThreadListQuerySchema>;
type ThreadFields = z.output<typeof ThreadInputSchema>;

/** The threads a member may see in a space, as one condition. */
function threadsVisibleIn(
  access: SpaceAccess,
  opening: { status: AnyPgColumn; authorId: AnyPgColumn },
  viewerId: string,
): SQL {
  const batchIds = access.batches.map((batch) => batch.id);
  const batchVisible = access.moderator
    ? undefined
    : batchIds.length === 0
      ? isNull(communityThreads.batchId)
      : or(isNull(communityThreads.batchId), inArray(communityThreads.batchId, batchIds));
  return and(
    eq(communityThreads.programId, access.programId),
    batchVisible,
    visibleTo(opening, viewerId),
  ) as SQL;
}

/**
 * One page of a space (docs/product.md §22.1): pinned threads first, then by the sort; `q` matches
 * the title or the opening post's text through the trigram index on search_text.
 */
export async function listThreads(
  db: Database,
  member: Member,
  programId: string,
  query: ThreadListQuery,
): Promise<ThreadPage> {
  const access = await spaceAccess(db, member, programId);
  const opening = alias(communityPosts, 'opening');
  const pattern = containsPattern(query.q);
  const where = and(
    threadsVisibleIn(access, opening, member.id),
    pattern ? ilike(communityThreads.searchText, pattern) : undefined,
    query.lesson ? eq(communityThreads.lessonId, query.lesson) : undefined,
    query.sort === 'unanswered'
      ? and(eq(communityThreads.replyCount, 0), isNull(communityThreads.acceptedPostId))
      : undefined,
  );
  const order =
    query.sort === 'top'
      ? [desc(opening.score), desc(communityThreads.createdAt)]
      : [desc(communityThreads.createdAt)];
  const from = db
    .select({
      id: communityThreads.id,
      title: communityThreads.title,
      authorName: users.name,
      createdAt: communityThreads.createdAt,
      lastActivityAt: communityThreads.lastActivityAt,
      replyCount: communityThreads.replyCount,
      score: opening.score,
      pinned: communityThreads.pinned,
      locked: communityThreads.locked,
      closed: communityThreads.closed,
      acceptedPostId: communityThreads.acceptedPostId,
      batchId: communityThreads.batchId,
      lessonId: communityThreads.lessonId,
      status: opening.status,
      heldReason: opening.heldReason,
    })
    .from(communityThreads)
    .innerJoin(opening, and(eq(opening.threadId, communityThreads.id), eq(opening.opening, true)))
    .leftJoin(users, eq(users.id, communityThreads.authorId))
    .where(where);
  const [rows, [total]] = await Promise.all([
    from
      .orderBy(desc(communityThreads.pinned), ...order, desc(communityThreads.id))
      .limit(COMMUNITY_LIMITS.pageSize)
      .offset((query.page - 1) * COMMUNITY_LIMITS.pageSize),
    db
      .select({ n: count() })
      .from(communityThreads)
      .innerJoin(opening, and(eq(opening.threadId, communityThreads.id), eq(opening.opening, true)))
      .where(where),
  ]);
  return {
    program_id: access.programId,
    program_title: access.programTitle,
    can_moderate: access.moderator,
    batches: access.batches.map((batch) => ({ _id: batch.id, name: batch.name })),
    threads: rows.map(presentThreadSummary),
    total: total?.n ?? 0,
    page: query.page,
    page_size: COMMUNITY_LIMITS.pageSize,
  };
}

/** The lesson must belong to the space's program (a question under it, docs/product.md §22.2). */
async function assertLessonInProgram(tx: DbOrTx, lessonId: string, programId: string): Promise<void> {
  const [row] = await tx
    .select({ programId: courseModules.programId })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(lessons.id, lessonId));
  if (row?.programId !== programId) throw new DomainError('invalid', MESSAGES.community.lessonNotInProgram);
}

export type Published<T> =
  | { held: false; value: T }
  | { held: true; reason: string; postId: string; threadId: string };

/**
 * Starts a thread (docs/product.md §22.1): the body is cleaned, then in one transaction the member's
 * mute and post limit are checked, the rule set gives its verdict and thread and opening post are
 * written. A held thread is seen by its author only.
 */
export async function addThread(
  db: Database,
  sanitizer: HtmlSanitizer,
  member: Member,
  programId: string,
  input: ThreadFields,
  now: Date,
): Promise<Published<ThreadDetail>> {
  const body = await cleanBody(sanitizer, input.body);
  const created = await db.transaction(async (tx) => {
    const access = await spaceAccess(tx, member, programId);
    if (input.batch_id !== null && !access.batches.some((batch) => batch.id === input.batch_id)) {
      throw new DomainError('invalid', MESSAGES.community.batchNotFound);
    }
    if (input.lesson_id !== null) await assertLessonInProgram(tx, input.lesson_id, programId);
    const verdict = await admitPost(tx, access, member, body, input.title, now);
    const [thread] = await tx
      .insert(communityThreads)
      .values({
        programId,
        batchId: input.batch_id,
        lessonId: input.lesson_id,
        authorId: member.id,
        title: input.title,
        searchText: `${input.title}\n${body.text}`,
        createdAt: now,
        lastActivityAt: now,
      })
      .returning();
    const [post] = await tx
      .insert(communityPosts)
      .values({
        threadId: thread!.id,
        authorId: member.id,
        opening: true,
        bodyHtml: body.html,
        bodyText: body.text,
        createdAt: now,
        ...statusOf(verdict),
      })
      .returning({ id: communityPosts.id });
    return { verdict, threadId: thread!.id, postId: post!.id };
  });
  if (created.verdict.held) {
    return { held: true, reason: created.verdict.reason, postId: created.postId, threadId: created.threadId };
  }
  return { held: false, value: await getThread(db, member, created.threadId) };
}

/** A thread with its opening post and the replies the member may see, the accepted answer first. */
export async function getThread(db: DbOrTx, member: Member, threadId: string): Promise<ThreadDetail> {
  const { thread, access } = await readableThread(db, member, threadId);
  const posts = await selectPosts(
    db,
    member.id,
    and(eq(communityPosts.threadId, thread.id), visibleTo(communityPosts, member.id)) as SQL,
  );
  const openingRow = posts.find((post) => post.opening);
  if (!openingRow) throw new DomainError('not_found', MESSAGES.community.threadNotFound);
  const present = (row: (typeof posts)[number]) => presentPost(row, member.id, thread.acceptedPostId);
  const replies = posts.filter((post) => post !== openingRow).map(present);
  replies.sort((a, b) => Number(b.accepted) - Number(a.accepted));
  return {
    ...presentThreadSummary({
      ...thread,
      authorName: openingRow.authorName,
      score: openingRow.score,
      status: openingRow.status,
      heldReason: openingRow.heldReason,
    }),
    program_id: access.programId,
    program_title: access.programTitle,
    can_moderate: access.moderator,
    can_reply: !thread.locked && !thread.closed && openingRow.status === 'published',
    opening: present(openingRow),
    replies,
  };
}

/** Pins, locks or closes a thread (docs/product.md §22.1): the space's moderators only, audited. */
export async function moderateThread(
  db: Database,
  actor: Member,
  threadId: string,
  changes: ThreadModerate,
): Promise<ThreadDetail> {
  await db.transaction(async (tx) => {
    const { thread, access } = await readableThread(tx, actor, threadId, { lock: true });
    if (!access.moderator) throw new DomainError('forbidden', MESSAGES.community.staffOnly);
    const before = { pinned: thread.pinned, locked: thread.locked, closed: thread.closed };
    const after = { ...before, ...changes };
    await tx.update(communityThreads).set(after).where(eq(communityThreads.id, threadId));
    await recordAudit(tx, actor, 'community_thread.moderate', threadId, before, after);
  });
  return getThread(db, actor, threadId);
}
