import { liveSessionDetails, liveSessionPagePath } from '@contract/live-calendar.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, asc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { batches, liveSessions, programs, subscriptions } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import type { IcsEvent } from './ics.ts';

/**
 * The sessions a calendar shows (docs/product.md §20.4): those of the batches of the learner's
 * active subscriptions, and those an instructor teaches, scheduled and cancelled alike (a
 * cancelled one must reach the calendar as STATUS:CANCELLED to leave it).
 */

/** How far back a feed reaches: older sessions are already in the learner's calendar. */
const FEED_HISTORY_DAYS = 90;

const sessionColumns = {
  id: liveSessions.id,
  title: liveSessions.title,
  startsAt: liveSessions.startsAt,
  durationMinutes: liveSessions.durationMinutes,
  status: liveSessions.status,
  sequence: liveSessions.sequence,
  createdOn: liveSessions.createdOn,
  updatedOn: liveSessions.updatedOn,
  batchName: batches.name,
  programTitle: programs.title,
};

type CalendarSessionRow = {
  id: string;
  title: string;
  startsAt: Date;
  durationMinutes: number;
  status: string;
  sequence: number;
  createdOn: Date;
  updatedOn: Date;
  batchName: string;
  programTitle: string;
};

/** The batches whose sessions the user sees: their active subscriptions', and those they teach. */
function visibleTo(userId: string): SQL {
  const subscribed = sql`select ${subscriptions.batchId} from ${subscriptions}
    where ${subscriptions.userId} = ${userId} and ${subscriptions.status} = 'active'
      and ${subscriptions.batchId} is not null`;
  return or(
    sql`${liveSessions.batchId} in (${subscribed})`,
    eq(batches.instructorId, userId),
    eq(liveSessions.instructorId, userId),
  )!;
}

function sessionsQuery(db: DbOrTx, where: SQL) {
  return db
    .select(sessionColumns)
    .from(liveSessions)
    .innerJoin(batches, eq(batches.id, liveSessions.batchId))
    .innerJoin(programs, eq(programs.id, batches.programId))
    .where(where);
}

export async function feedSessions(db: DbOrTx, userId: string): Promise<CalendarSessionRow[]> {
  return sessionsQuery(
    db,
    and(
      visibleTo(userId),
      gt(liveSessions.startsAt, sql`now() - make_interval(days => ${FEED_HISTORY_DAYS})`),
    )!,
  ).orderBy(asc(liveSessions.startsAt), asc(liveSessions.id));
}

/** One session for its own .ics: 404 unless the user may see it (an admin sees every one). */
export async function calendarSession(
  db: DbOrTx,
  user: { id: string; role: string },
  sessionId: string,
): Promise<CalendarSessionRow> {
  const byId = eq(liveSessions.id, sessionId);
  const [row] = await sessionsQuery(db, user.role === 'admin' ? byId : and(byId, visibleTo(user.id))!);
  if (!row) throw new DomainError('not_found', MESSAGES.liveCalendar.sessionNotFound);
  return row;
}

/** A session as a calendar event: its UID stays `<id>@<host>` through every change. */
export function toIcsEvent(row: CalendarSessionRow, publicUrl: string): IcsEvent {
  const page = `${publicUrl}${liveSessionPagePath(row.id)}`;
  return {
    uid: `${row.id}@${new URL(publicUrl).host}`,
    startsAt: row.startsAt,
    endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000),
    sequence: row.sequence,
    cancelled: row.status === 'cancelled',
    summary: row.title,
    description: liveSessionDetails(
      { _id: row.id, program_title: row.programTitle, batch_name: row.batchName },
      publicUrl,
    ),
    url: page,
    created: row.createdOn,
    lastModified: row.updatedOn,
  };
}
