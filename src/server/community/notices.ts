import { fillPath } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { communityPosts, users } from '../db/schema.ts';
import { notify } from '../notifications/index.ts';

/**
 * What the community tells its members through the notifications store (docs/product.md §21, §22):
 * a reply to their thread, a mention by name, their answer accepted, a moderator's decision on
 * their post. Each is written in the transaction that made the change; a post that is held tells
 * nobody until a moderator approves it. The dedupe keys make a retried request notify once.
 */

interface ThreadRef {
  id: string;
  title: string;
  authorId: string | null;
}

const threadLink = (threadId: string) => fillPath(CLIENT_ROUTES.communityThread, { id: threadId });

/** A short plain-text extract of a post for the notification's body. */
const extract = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);

/**
 * Members named in a post as "@Full Name" (or "@First" when only one participant of the thread has
 * that first name), among the people who wrote in the thread: the only names a reader could mean.
 */
export async function mentionedMembers(tx: Tx, threadId: string, text: string): Promise<string[]> {
  if (!text.includes('@')) return [];
  const participants = await tx
    .selectDistinct({ id: users.id, name: users.name })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .where(
      and(
        eq(communityPosts.threadId, threadId),
        eq(communityPosts.status, 'published'),
        isNotNull(communityPosts.authorId),
      ),
    );
  const lower = text.toLowerCase();
  const named = (name: string) => {
    const at = `@${name.toLowerCase()}`;
    const index = lower.indexOf(at);
    return index >= 0 && !/[\p{L}\p{N}]/u.test(lower.charAt(index + at.length));
  };
  const firstNames = new Map<string, number>();
  for (const { name } of participants) {
    const first = name.split(/\s+/)[0]!.toLowerCase();
    firstNames.set(first, (firstNames.get(first) ?? 0) + 1);
  }
  return participants
    .filter(({ name }) => {
      const first = name.split(/\s+/)[0]!;
      return named(name) || (firstNames.get(first.toLowerCase()) === 1 && named(first));
    })
    .map(({ id }) => id);
}

/** A reply was published: its thread's author hears of it, and each member it names. Not the replier. */
export async function noticeOfReply(
  tx: Tx,
  input: { thread: ThreadRef; postId: string; authorId: string | null; authorName: string; text: string },
): Promise<void> {
  const { thread, postId, authorId } = input;
  const mentioned = await mentionedMembers(tx, thread.id, input.text);
  if (thread.authorId && thread.authorId !== authorId) {
    await notify(tx, {
      userId: thread.authorId,
      kind: 'thread_reply',
      title: MESSAGES.community.notices.reply(input.authorName, thread.title),
      body: extract(input.text),
      link: threadLink(thread.id),
      dedupeKey: `thread-reply:${postId}`,
    });
  }
  for (const userId of mentioned) {
    if (userId === authorId || userId === thread.authorId) continue;
    await notify(tx, {
      userId,
      kind: 'mention',
      title: MESSAGES.community.notices.mention(input.authorName, thread.title),
      body: extract(input.text),
      link: threadLink(thread.id),
      dedupeKey: `mention:${postId}:${userId}`,
    });
  }
}

/** A reply was marked the accepted answer: its author hears of it. */
export async function noticeOfAcceptance(
  tx: Tx,
  input: { thread: ThreadRef; postId: string; authorId: string | null },
): Promise<void> {
  if (!input.authorId) return;
  await notify(tx, {
    userId: input.authorId,
    kind: 'answer_accepted',
    title: MESSAGES.community.notices.accepted(input.thread.title),
    link: threadLink(input.thread.id),
    dedupeKey: `answer-accepted:${input.postId}`,
  });
}

/**
 * A moderator decided on a post (docs/product.md §22.4): its author is told the decision and the
 * note. A post taken out of view links to its space, since the thread may be gone with it.
 */
export async function noticeOfDecision(
  tx: Tx,
  input: {
    thread: ThreadRef & { programId: string };
    postId: string;
    authorId: string | null;
    action: 'approve' | 'hide' | 'delete';
    note: string;
    decidedAt: Date;
  },
): Promise<void> {
  if (!input.authorId) return;
  const link =
    input.action === 'approve'
      ? threadLink(input.thread.id)
      : fillPath(CLIENT_ROUTES.community, { programId: input.thread.programId });
  await notify(tx, {
    userId: input.authorId,
    kind: 'moderation_decision',
    title: MESSAGES.community.notices.decision[input.action](input.thread.title),
    body: input.note,
    link,
    dedupeKey: `moderation:${input.postId}:${input.decidedAt.toISOString()}`,
  });
}
