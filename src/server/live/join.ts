import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatIstTime } from '@contract/live.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { batches, liveAttendance, liveSessions, subscriptions, type UserRow, users } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import { overlapping } from './sessions.ts';
import { findSessionView, joinWindow, type SessionView, selectSessionViews } from './sessions-presenter.ts';

type Caller = Pick<UserRow, 'id' | 'role'>;

/** The sessions of `userId`'s batches: active subscriptions, or batches and sessions they teach. */
function sessionsOf(userId: string): SQL {
  return or(
    sql`exists (select 1 from ${subscriptions} where ${subscriptions.batchId} = ${liveSessions.batchId}
          and ${subscriptions.userId} = ${userId} and ${subscriptions.status} = 'active')`,
    eq(batches.instructorId, userId),
    eq(liveSessions.instructorId, userId),
  )!;
}

/** At most this many sessions in one answer of the schedule. */
export const UPCOMING_LIMIT = 100;
/** The schedule looks this far ahead unless asked for another window. */
const UPCOMING_DAYS = 60;

/**
 * The caller's sessions in a window, in time order (docs/product.md §20.3): by default those not
 * yet over, for the next 60 days. One query, whatever the number of batches.
 */
export async function listMySessions(
  db: Database,
  userId: string,
  window: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Promise<SessionView[]> {
  const from = window.from ? new Date(window.from) : now;
  const to = window.to ? new Date(window.to) : new Date(from.getTime() + UPCOMING_DAYS * 86_400_000);
  return selectSessionViews(db, and(sessionsOf(userId), overlapping(from, to))).limit(UPCOMING_LIMIT);
}

/** Whether the caller is one of the session's people: an admin, its instructor, or an active subscriber of its batch. */
async function mayJoin(db: Database, caller: Caller, view: SessionView): Promise<boolean> {
  if (caller.role === 'admin' || view.batchInstructorId === caller.id || view.instructorId === caller.id)
    return true;
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.batchId, view.batchId),
        eq(subscriptions.userId, caller.id),
        eq(subscriptions.status, 'active'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * One session for its page (docs/product.md §20.8), for the people the schedule lists it to: an
 * admin, its instructor, or an active subscriber of its batch. Anyone else gets 404, as for a
 * session that does not exist, so an id tells no one whether a class is there.
 */
export async function findMySession(db: Database, caller: Caller, sessionId: string): Promise<SessionView> {
  const view = await findSessionView(db, sessionId);
  if (!view || !(await mayJoin(db, caller, view)))
    throw new DomainError('not_found', MESSAGES.liveSessions.sessionNotFound);
  return view;
}

/**
 * Checks that the caller may join the session now (docs/product.md §20.3): one of its people,
 * the session not cancelled, from 15 minutes before the start (inclusive) to the end
 * (exclusive). Before the window: 403 with `opens_at`.
 */
export async function authorizeJoin(
  db: Database,
  caller: Caller,
  sessionId: string,
  now: Date,
): Promise<SessionView> {
  const view = await findSessionView(db, sessionId);
  if (!view) throw new DomainError('not_found', MESSAGES.liveSessions.sessionNotFound);
  if (!(await mayJoin(db, caller, view)))
    throw new DomainError('forbidden', MESSAGES.liveSessions.notInBatch);
  if (view.status === 'cancelled') throw new DomainError('forbidden', MESSAGES.liveSessions.cancelled);
  const { opensAt, endsAt } = joinWindow(view);
  if (now < opensAt) {
    throw new DomainError('forbidden', MESSAGES.liveSessions.notYetOpen(formatIstTime(opensAt)), undefined, {
      opens_at: opensAt.toISOString(),
    });
  }
  if (now >= endsAt) throw new DomainError('forbidden', MESSAGES.liveSessions.ended);
  return view;
}

/** A join, as attendance (docs/product.md §20.3): the first time kept, the count raised. */
export async function recordJoin(db: Database, userId: string, sessionId: string, now: Date): Promise<void> {
  await db
    .insert(liveAttendance)
    .values({ sessionId, userId, firstJoinedAt: now, joins: 1 })
    .onConflictDoUpdate({
      target: [liveAttendance.sessionId, liveAttendance.userId],
      set: {
        joins: sql`${liveAttendance.joins} + 1`,
        firstJoinedAt: sql`coalesce(${liveAttendance.firstJoinedAt}, excluded.first_joined_at)`,
      },
    });
}

/** How long a join ticket works: long enough for the browser to follow it, too short to share. */
export const JOIN_TICKET_SECONDS = 60;

function ticketSignature(secret: string, userId: string, sessionId: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(['live-join-v1', userId, sessionId, expires].join('\n'))
    .digest('base64url');
}

/**
 * A join ticket (ADR 073): a browser following a link cannot send the bearer token, so the Join
 * button first asks for this short-lived, signed stand-in for it, bound to the caller and the session.
 */
export function issueJoinTicket(secret: string, userId: string, sessionId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + JOIN_TICKET_SECONDS;
  return `${userId}.${expires}.${ticketSignature(secret, userId, sessionId, expires)}`;
}

/** The user a ticket stands for, or a 401 when it is forged, for another session, or expired. */
export function verifyJoinTicket(secret: string, ticket: string, sessionId: string, now: Date): string {
  const [userId = '', expiresText = '', signature = ''] = ticket.split('.');
  const expires = Number(expiresText);
  const expected = Buffer.from(ticketSignature(secret, userId, sessionId, expires));
  const given = Buffer.from(signature);
  const valid = expected.length === given.length && timingSafeEqual(expected, given);
  if (!valid || !Number.isInteger(expires) || expires < now.getTime() / 1000) {
    throw new DomainError('unauthenticated', MESSAGES.liveSessions.ticketInvalid);
  }
  return userId;
}

/** The account a verified ticket stands for, while it is still an active one. */
export async function findTicketHolder(db: Database, userId: string): Promise<Caller> {
  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active')));
  if (!user) throw new DomainError('unauthenticated', MESSAGES.liveSessions.ticketInvalid);
  return user;
}
