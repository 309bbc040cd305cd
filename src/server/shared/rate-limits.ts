import { isIP } from 'node:net';
import { MESSAGES } from '@contract/messages.ts';
import { eq, sql } from 'drizzle-orm';
import type { RateLimitRule } from '../config.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { DomainError } from './errors.ts';

const windowOf = (rule: RateLimitRule) => sql`make_interval(secs => ${rule.windowSeconds})`;

/**
 * Counts one attempt against `key` in a fixed window kept in the database (so a restart does not
 * reset it and every instance shares it) and refuses with `too_many` (429, Retry-After) past the
 * limit.
 */
export async function consumeRateLimit(db: DbOrTx, key: string, rule: RateLimitRule): Promise<void> {
  const window = windowOf(rule);
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
  if (row && row.count > rule.limit) throw tooManyRequests(Number(row.retryAfter));
}

/** A counter to take one unit from, and its limit. */
export interface RateLimitCounter {
  key: string;
  rule: RateLimitRule;
}

/**
 * Takes one unit from each counter, all or none, before the work they guard: when any counter is
 * used up, nothing is taken and the request is refused with `too_many`. Unlike consumeRateLimit, a
 * refused request does not count, and the caller can give a unit back (releaseRateLimit) when the
 * attempt turns out not to be one the limit is about (a login with the right password is not a
 * failed login).
 *
 * Each counter is an upsert that takes the unit only below the limit (`setWhere`), so requests at
 * the same moment, on any instance, cannot take more units than there are; the transaction gives
 * back the units already taken when a later counter refuses. Callers list counters in one fixed
 * order (the most specific first), so two reservations never wait on each other in a cycle.
 */
export async function reserveRateLimits(db: Database, counters: RateLimitCounter[]): Promise<void> {
  if (counters.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { key, rule } of counters) {
      const window = windowOf(rule);
      const expired = sql`${rateLimits.windowStart} + ${window} <= now()`;
      const [taken] = await tx
        .insert(rateLimits)
        .values({ key, windowStart: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
          },
          setWhere: sql`${expired} or ${rateLimits.count} < ${rule.limit}`,
        })
        .returning({ key: rateLimits.key });
      if (taken) continue;
      const [held] = await tx
        .select({
          retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + ${window} - now())))::int`,
        })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      // Thrown inside the transaction: the units taken from the counters before this one go back.
      throw tooManyRequests(Number(held?.retryAfter ?? rule.windowSeconds));
    }
  });
}

/** Gives back one unit taken by reserveRateLimits (never below zero). */
export async function releaseRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Starts a counter afresh. */
export async function clearRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * The client a per-address limit counts (ADR 012); every per-address limit keys on this. An IPv4
 * address counts as it is, an IPv4-mapped IPv6 address (`::ffff:203.0.113.9`) as its IPv4 address,
 * and any other IPv6 address by its /64 network: one IPv6 subscriber holds a whole /64 (2^64
 * addresses), so counting each address apart would let one client spread its attempts over as
 * many counters as it likes.
 */
export function clientKey(request: { ip: string }): string {
  const { ip } = request;
  if (isIP(ip) !== 6) return ip;
  const groups = ipv6Groups(ip);
  const at = (index: number) => groups[index] ?? 0;
  if (groups.slice(0, 5).every((group) => group === 0) && at(5) === 0xffff) {
    return [at(6) >> 8, at(6) & 0xff, at(7) >> 8, at(7) & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an address that isIP accepted as IPv6 (a zone such as %eth0 is ignored). */
function ipv6Groups(ip: string): number[] {
  const [address = ''] = ip.split('%');
  const [head = '', tail = ''] = address.split('::');
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          // A dotted IPv4 tail fills the last two groups.
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const headGroups = parse(head);
  const tailGroups = parse(tail);
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  return [...headGroups, ...Array<number>(missing).fill(0), ...tailGroups];
}

function tooManyRequests(retryAfterSeconds: number): DomainError {
  const seconds = Math.max(1, retryAfterSeconds);
  return new DomainError('too_many', tooManyMessage(seconds), seconds);
}

function tooManyMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${MESSAGES.generic.tooManyRequests.replace('a moment', wait)}`;
}
