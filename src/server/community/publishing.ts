import { COMMUNITY_LIMITS } from '@contract/community.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { communityPosts, moderationWords, users } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import { assertNotMuted, type Member, type SpaceAccess } from './access.ts';
import type { CleanBody } from './body.ts';
import { reviewPost, type Verdict } from './moderation-rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the account was made. */
export function accountAgeDays(member: Pick<Member, 'createdOn'>, now: Date): number {
  return Math.floor((now.getTime() - member.createdOn.getTime()) / DAY_MS);
}

/**
 * Refuses a post past the member's allowance (docs/product.md §22.5): at most
 * `postsPerWindow` posts in `windowMinutes`, fewer for an account younger than `newMemberDays`.
 * Counted in the transaction that inserts, under the member's row lock, so two requests on two
 * app instances cannot both take the last place.
 */
export async function assertWithinPostLimit(tx: Tx, member: Member, now: Date): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for('update');
  const windowStart = new Date(now.getTime() - COMMUNITY_LIMITS.windowMinutes * 60_000);
  const [recent] = await tx
    .select({ n: count(), oldest: min(communityPosts.createdAt) })
    .from(communityPosts)
    .where(and(eq(communityPosts.authorId, member.id), gt(communityPosts.createdAt, windowStart)));
  const limit =
    accountAgeDays(member, now) < COMMUNITY_LIMITS.newMemberDays
      ? COMMUNITY_LIMITS.newMemberPostsPerWindow
      : COMMUNITY_LIMITS.postsPerWindow;
  if ((recent?.n ?? 0) < limit) return;
  const oldest = recent?.oldest ? new Date(recent.oldest) : now;
  const seconds = Math.max(
    1,
    Math.ceil((oldest.getTime() + COMMUNITY_LIMITS.windowMinutes * 60_000 - now.getTime()) / 1000),
  );
  throw new DomainError('too_many', MESSAGES.community.rateLimited(Math.ceil(seconds / 60)), seconds);
}

/**
 * The moderation verdict on a post about to be published (docs/product.md §22.4): the rule set with
 * the words admins added and the author's account age. A moderator's own posts are not held: they
 * answer learners' questions about stop-losses and targets in the abstract all day.
 */
export async function verdictOn(
  tx: Tx,
  access: SpaceAccess,
  member: Member,
  body: CleanBody,
  title: string | undefined,
  now: Date,
): Promise<Verdict> {
  if (access.moderator) return { held: false };
  const words = await tx.select({ word: moderationWords.word }).from(moderationWords);
  return reviewPost({
    text: title === undefined ? body.text : `${title}\n${body.text}`,
    links: body.links,
    authorAccountAgeDays: accountAgeDays(member, now),
    extraWords: words.map((row) => row.word),
  });
}

/** What every new post checks first, in its transaction: not muted, within the limit; then the verdict. */
export async function admitPost(
  tx: Tx,
  access: SpaceAccess,
  member: Member,
  body: CleanBody,
  title: string | undefined,
  now: Date,
): Promise<Verdict> {
  await assertNotMuted(tx, member.id, now);
  await assertWithinPostLimit(tx, member, now);
  return verdictOn(tx, access, member, body, title, now);
}

/** The columns of a post as the verdict leaves it. */
export function statusOf(verdict: Verdict) {
  return verdict.held
    ? { status: 'held' as const, heldReason: verdict.reason }
    : { status: 'published' as const, heldReason: null };
}
