import { SESSION_SEEN_INTERVAL_SECONDS, SESSION_TTL_SECONDS } from '@contract/vocabulary.ts';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
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

/** A session's last-seen time is this old: time to move it (ADR 060). */
const seenLongAgo = sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${SESSION_SEEN_INTERVAL_SECONDS})`;

/**
 * The session and user behind a bearer token, checked against the database on every request:
 * an expired or revoked session, or a user who was deactivated or deleted, yields nothing.
 * Its last-seen time moves at most once per SESSION_SEEN_INTERVAL_SECONDS: the read says whether
 * it is due, so most requests write nothing.
 */
export async function findSession(db: DbOrTx, token: string): Promise<SessionContext | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users, seenLongAgo })
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
  if (!row) return undefined;
  if (row.seenLongAgo) {
    // The condition again, so that concurrent requests of one session write once between them.
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(sessions.id, row.sessionId), seenLongAgo));
  }
  return { sessionId: row.sessionId, user: row.user };
}

/** The live sessions of a user, the most recently seen first. */
export function listLiveSessions(db: DbOrTx, userId: string) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one live session of the user; false when the user has no such live session (another's included). */
export async function revokeOwnSession(db: DbOrTx, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of the user but the one asking (a password change, "sign out all others"). */
export async function revokeOtherSessions(db: DbOrTx, userId: string, keepSessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
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
