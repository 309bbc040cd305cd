import { SESSION_TTL_SECONDS } from '@contract/vocabulary.ts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { sessions, type UserRow, users } from '../db/schema.ts';
import { randomToken, sha256 } from './tokens.ts';

export type { UserRow };

export interface SessionContext {
  sessionId: string;
  user: UserRow;
}

/** Starts a session and returns the bearer token; only its digest is stored. */
export async function createSession(
  db: DbOrTx,
  userId: string,
  client: { ip: string; userAgent: string | undefined },
): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: sql`now() + make_interval(secs => ${SESSION_TTL_SECONDS})`,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/**
 * The session and user behind a bearer token, checked against the database on every request:
 * an expired or revoked session, or a user who was deactivated or deleted, yields nothing.
 */
export async function findSession(db: DbOrTx, token: string): Promise<SessionContext | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (password reset, deletion, deactivation). */
export async function revokeAllSessions(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
