import type { LiveSession, StaffLiveSession } from '@contract/live.ts';
import { JOIN_OPENS_BEFORE_MS } from '@contract/live.ts';
import type { LiveLocation, LiveSessionStatus } from '@contract/live-vocabulary.ts';
import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { batches, liveSessions, programs, users } from '../db/schema.ts';

/** A session with its batch, program and instructor names: what every presenter of it needs. */
export interface SessionView {
  id: string;
  batchId: string;
  batchName: string;
  batchInstructorId: string | null;
  programId: string;
  programTitle: string;
  title: string;
  startsAt: Date;
  durationMinutes: number;
  location: LiveLocation;
  status: LiveSessionStatus;
  sequence: number;
  instructorId: string | null;
  instructorName: string | null;
  joinUrl: string;
  seriesId: string | null;
  recordingLessonId: string | null;
  recordingUrl: string | null;
}

const instructor = alias(users, 'session_instructor');

/** Sessions with their names, in one query (a join, never a lookup per session). */
export function selectSessionViews(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: liveSessions.id,
      batchId: liveSessions.batchId,
      batchName: batches.name,
      batchInstructorId: batches.instructorId,
      programId: programs.id,
      programTitle: programs.title,
      title: liveSessions.title,
      startsAt: liveSessions.startsAt,
      durationMinutes: liveSessions.durationMinutes,
      location: liveSessions.location,
      status: liveSessions.status,
      sequence: liveSessions.sequence,
      instructorId: liveSessions.instructorId,
      instructorName: instructor.name,
      joinUrl: liveSessions.joinUrl,
      seriesId: liveSessions.seriesId,
      recordingLessonId: liveSessions.recordingLessonId,
      recordingUrl: liveSessions.recordingUrl,
    })
    .from(liveSessions)
    .innerJoin(batches, eq(batches.id, liveSessions.batchId))
    .innerJoin(programs, eq(programs.id, batches.programId))
    .leftJoin(instructor, eq(instructor.id, liveSessions.instructorId))
    .where(where)
    .orderBy(liveSessions.startsAt, liveSessions.id);
}

/** One session's view, by id. */
export async function findSessionView(db: DbOrTx, id: string): Promise<SessionView | undefined> {
  const [row] = await selectSessionViews(db, and(eq(liveSessions.id, id)));
  return row;
}

/** When the join link opens and closes (docs/product.md §20.3): 15 minutes before the start, to the end. */
export function joinWindow(session: Pick<SessionView, 'startsAt' | 'durationMinutes'>) {
  const start = session.startsAt.getTime();
  return {
    opensAt: new Date(start - JOIN_OPENS_BEFORE_MS),
    endsAt: new Date(start + session.durationMinutes * 60_000),
  };
}

/** Whether the window is open at `now`: from its opening (inclusive) to the end (exclusive). */
export function isJoinOpen(session: Pick<SessionView, 'startsAt' | 'durationMinutes' | 'status'>, now: Date) {
  const { opensAt, endsAt } = joinWindow(session);
  return session.status === 'scheduled' && now >= opensAt && now < endsAt;
}

/**
 * A session as a learner sees it (LiveSessionSchema): never the join link, which only the join
 * redirect gives, to a caller it has checked. `mayJoin`: the caller is one of its people.
 */
export function presentLiveSession(view: SessionView, now: Date, mayJoin = true): LiveSession {
  const { opensAt, endsAt } = joinWindow(view);
  return {
    _id: view.id,
    batch_id: view.batchId,
    batch_name: view.batchName,
    program_id: view.programId,
    program_title: view.programTitle,
    title: view.title,
    starts_at: view.startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
    duration_minutes: view.durationMinutes,
    location: view.location,
    status: view.status,
    sequence: view.sequence,
    instructor_name: view.instructorName,
    join_opens_at: opensAt.toISOString(),
    can_join: mayJoin && isJoinOpen(view, now),
    recording_lesson_id: view.recordingLessonId,
    recording_url: view.recordingUrl,
  };
}

/** A session as staff see it: with its link, series and instructor. */
export function presentStaffLiveSession(view: SessionView, now: Date): StaffLiveSession {
  return {
    ...presentLiveSession(view, now),
    join_url: view.joinUrl,
    series_id: view.seriesId,
    instructor_id: view.instructorId,
  };
}
