import { MESSAGES } from '@contract/messages.ts';
import { and, eq, exists, sql } from 'drizzle-orm';
import type { RateLimitName, RateLimitRule } from '../config.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import {
  clearRateLimit,
  clientKey,
  type RateLimitCounter,
  releaseRateLimit,
  reserveRateLimits,
} from '../shared/rate-limits.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession, type UserRow } from './sessions.ts';

// Verifying against a real hash when the address is unknown keeps both answers equally slow,
// so timing does not tell which addresses have accounts.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword('decoy password that never matches');
  return decoyHash;
};

export interface LoginResult {
  token: string;
  user: UserRow;
}

export type LoginLimits = Pick<
  Record<RateLimitName, RateLimitRule>,
  'LOGIN_FAILED_IP' | 'LOGIN_FAILED_EMAIL_IP' | 'LOGIN_FAILED_EMAIL'
>;

/**
 * The failure counters a login attempt draws on, most specific first (ADR 012). Only failures
 * count, so nobody can lock a learner out by trying passwords for them: the attempts of one client
 * address stop at its own limits. The per-account ceiling, across all addresses, is there for an
 * attack spread over many addresses; it and the per-address limit never stop an address the
 * account has signed in from before, so even a ceiling an attacker reaches leaves the learner in.
 */
function failureCounters(
  email: string,
  address: string,
  knownAddress: boolean,
  limits: LoginLimits,
): RateLimitCounter[] {
  const pair: RateLimitCounter = {
    key: `login-failed:email-ip:${email} ${address}`,
    rule: limits.LOGIN_FAILED_EMAIL_IP,
  };
  if (knownAddress) return [pair];
  return [
    pair,
    { key: `login-failed:ip:${address}`, rule: limits.LOGIN_FAILED_IP },
    { key: `login-failed:email:${email}`, rule: limits.LOGIN_FAILED_EMAIL },
  ];
}

/** The right password is not a failure: give back what the attempt took, and start its pair afresh. */
async function forgiveAttempt(db: DbOrTx, counters: RateLimitCounter[]): Promise<void> {
  const [pair, ...others] = counters;
  if (pair) await clearRateLimit(db, pair.key);
  for (const counter of others) await releaseRateLimit(db, counter.key);
}

/**
 * Checks the password of a signed-in user (the profile's password change) under the very counters
 * of failed logins, so a stolen session cannot be used to guess the password faster than the
 * login page allows (docs/product.md §4.8). A wrong password stays counted; a right one is forgiven.
 */
export async function checkPasswordThrottled(
  db: Database,
  user: Pick<UserRow, 'id' | 'email' | 'passwordHash'>,
  password: string,
  client: { ip: string },
  limits: LoginLimits,
): Promise<boolean> {
  const [known] = await db
    .select({ one: sql`1` })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), eq(sessions.ip, client.ip)))
    .limit(1);
  const counters = failureCounters(user.email, clientKey(client), known !== undefined, limits);
  await reserveRateLimits(db, counters);
  const valid = await verifyPassword(user.passwordHash, password);
  if (valid) await forgiveAttempt(db, counters);
  return valid;
}

/**
 * Checks the credentials, opens a session and records the login time and address. A client past
 * its failure limits gets 429 before any password is verified; the attempt counts as a failure
 * unless the password is right.
 */
export async function logIn(
  db: Database,
  credentials: { email: string; password: string },
  client: { ip: string; userAgent: string | undefined },
  limits: LoginLimits,
): Promise<LoginResult> {
  const [found] = await db
    .select({
      user: users,
      // An address the account has signed in from: the learner's own, most likely.
      knownAddress: exists(
        db
          .select({ one: sql`1` })
          .from(sessions)
          .where(and(eq(sessions.userId, users.id), eq(sessions.ip, client.ip))),
      ),
    })
    .from(users)
    .where(eq(users.email, credentials.email))
    .limit(1);
  const user = found?.user;
  // Taken before the (costly) verification, as a failure; given back below when it is not one.
  const counters = failureCounters(
    credentials.email,
    clientKey(client),
    found?.knownAddress === true,
    limits,
  );
  await reserveRateLimits(db, counters);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoy()), credentials.password);
  if (!user || !valid) throw new DomainError('unauthenticated', MESSAGES.auth.invalidCredentials);
  // Only someone who knows the password learns that the account is inactive.
  if (user.status !== 'active') {
    await forgiveAttempt(db, counters);
    throw new DomainError('forbidden', MESSAGES.auth.accountInactive);
  }
  return db.transaction(async (tx) => {
    await forgiveAttempt(tx, counters);
    const token = await createSession(tx, user.id, client);
    const [updated] = await tx
      .update(users)
      .set({ lastLogin: sql`now()`, lastLoginIp: client.ip })
      .where(eq(users.id, user.id))
      .returning();
    return { token, user: updated ?? user };
  });
}
