import { createHmac, randomBytes } from 'node:crypto';
import { CALENDAR_TOKEN_PATTERN, type CalendarFeed } from '@contract/live-calendar.ts';
import { eq, sql } from 'drizzle-orm';
import { sha256 } from '../accounts/index.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { calendarFeeds, users } from '../db/schema.ts';

/**
 * A learner's private calendar feed (docs/product.md §20.4, ADR 074). The token in its address is
 * HMAC-SHA-256 under the server secret (the key of the verification codes) of the user and the
 * feed's salt: the profile can show the same address again without storing it, and a copy of the
 * database alone cannot make one. The table keeps the token's SHA-256 for the lookup, so finding
 * a feed compares digests in an index, never the token byte by byte. Rotating draws a new salt,
 * and the old address answers 404 from then on.
 */

export function feedToken(secret: string, userId: string, salt: string): string {
  return createHmac('sha256', secret).update(`calendar-feed\u0000${userId}\u0000${salt}`).digest('base64url');
}

function newSalt(): string {
  return randomBytes(16).toString('base64url');
}

function feedRow(secret: string, userId: string, salt: string) {
  return { userId, salt, tokenHash: sha256(feedToken(secret, userId, salt)) };
}

/** The feed's addresses: https for Outlook, webcal:// for Apple Calendar, and Google's "add by URL". */
export function presentFeed(publicUrl: string, token: string, rotatedAt: Date): CalendarFeed {
  const feedUrl = `${publicUrl}/api/calendar/${token}.ics`;
  const webcalUrl = feedUrl.replace(/^https?:\/\//, 'webcal://');
  return {
    feed_url: feedUrl,
    webcal_url: webcalUrl,
    google_url: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl)}`,
    rotated_at: rotatedAt.toISOString(),
  };
}

/** The user's feed, made on first ask (two first asks at once make one row). */
export async function getFeed(
  db: Database,
  options: { secret: string; publicUrl: string; userId: string },
): Promise<CalendarFeed> {
  const { secret, userId } = options;
  await db
    .insert(calendarFeeds)
    .values(feedRow(secret, userId, newSalt()))
    .onConflictDoNothing({ target: calendarFeeds.userId });
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return presentFeed(options.publicUrl, feedToken(secret, userId, row!.salt), row!.rotatedAt);
}

/** A new salt, hence a new address; the old one stops at once. */
export async function rotateFeed(
  db: Database,
  options: { secret: string; publicUrl: string; userId: string },
): Promise<CalendarFeed> {
  const { secret, userId } = options;
  const values = feedRow(secret, userId, newSalt());
  const [row] = await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { salt: values.salt, tokenHash: values.tokenHash, rotatedAt: sql`now()` },
    })
    .returning();
  return presentFeed(options.publicUrl, feedToken(secret, userId, row!.salt), row!.rotatedAt);
}

/**
 * The active account a feed token belongs to, or undefined: an unknown or rotated token, or an
 * account that is blocked or waiting for its guardian (docs/product.md §18.1).
 */
export async function feedOwner(db: DbOrTx, token: string): Promise<string | undefined> {
  if (!CALENDAR_TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({ userId: users.id })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(sql`${calendarFeeds.tokenHash} = ${sha256(token)} and ${users.status} = 'active'`);
  return row?.userId;
}
