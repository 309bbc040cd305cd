import { MESSAGES } from '@contract/messages.ts';
import { sql } from 'drizzle-orm';
import type { RateLimitRule } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { HttpError } from './errors.ts';

/**
 * Counts one attempt against `key` in a fixed window kept in the database (so a restart does not
 * reset it and every instance shares it) and throws 429 with Retry-After past the limit.
 */
export async function consumeRateLimit(db: DbOrTx, key: string, rule: RateLimitRule): Promise<void> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} + ${window} <= now() then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} + ${window} <= now() then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + ${window} - now())))::int`,
    });
  if (row && row.count > rule.limit) {
    const seconds = Math.max(1, Number(row.retryAfter));
    throw new HttpError(429, tooManyMessage(seconds), { 'Retry-After': String(seconds) });
  }
}

function tooManyMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${MESSAGES.generic.tooManyRequests.replace('a moment', wait)}`;
}
