import type { Post, ThreadSummary } from '@contract/community.ts';
import type { ROLES } from '@contract/vocabulary.ts';

/** A post with its author and the viewer's vote, as the queries of this area select it. */
export interface PostRow {
  id: string;
  threadId: string;
  opening: boolean;
  authorId: string | null;
  authorName: string | null;
  authorRole: (typeof ROLES)[number] | null;
  bodyHtml: string;
  bodyText: string;
  createdAt: Date;
  editedAt: Date | null;
  score: number;
  voted: boolean;
  status: 'published' | 'held' | 'hidden' | 'deleted';
  heldReason: string | null;
}

/** The name shown for an author whose account is gone (erased or deleted). */
export const FORMER_MEMBER = 'Former member';

export function presentPost(row: PostRow, viewerId: string, acceptedPostId: string | null): Post {
  return {
    _id: row.id,
    thread_id: row.threadId,
    author_name: row.authorName ?? FORMER_MEMBER,
    author_badge: row.authorRole === 'admin' || row.authorRole === 'instructor' ? row.authorRole : null,
    body_html: row.bodyHtml,
    body_text: row.bodyText,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    score: row.score,
    voted: row.voted,
    accepted: row.id === acceptedPostId,
    mine: row.authorId === viewerId,
    status: row.status === 'held' ? 'held' : 'published',
    held_reason: row.status === 'held' ? row.heldReason : null,
  };
}

/** A thread with its opening post's score and standing, as the space's list selects it. */
export interface ThreadRow {
  id: string;
  title: string;
  authorName: string | null;
  createdAt: Date;
  lastActivityAt: Date;
  replyCount: number;
  score: number;
  pinned: boolean;
  locked: boolean;
  closed: boolean;
  acceptedPostId: string | null;
  batchId: string | null;
  lessonId: string | null;
  status: 'published' | 'held' | 'hidden' | 'deleted';
  heldReason: string | null;
}

export function presentThreadSummary(row: ThreadRow): ThreadSummary {
  return {
    _id: row.id,
    title: row.title,
    author_name: row.authorName ?? FORMER_MEMBER,
    created_at: row.createdAt.toISOString(),
    last_activity_at: row.lastActivityAt.toISOString(),
    reply_count: row.replyCount,
    score: row.score,
    pinned: row.pinned,
    locked: row.locked,
    closed: row.closed,
    answered: row.acceptedPostId !== null,
    batch_id: row.batchId,
    lesson_id: row.lessonId,
    status: row.status === 'held' ? 'held' : 'published',
    held_reason: row.status === 'held' ? row.heldReason : null,
  };
}
