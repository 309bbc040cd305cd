import type { LiveSessionEdit, LiveSessionInput } from '@contract/live.ts';
import { LIVE_LIMITS } from '@contract/live-vocabulary.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { SessionContext } from '../accounts/index.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { batches, liveSessions, users } from '../db/schema.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { joinLinkFor } from './links.ts';
import { onSessionCancelled, onSessionMoved, onSessionScheduled } from './reminders.ts';
import {
  type BatchRow,
  type LiveSessionRow,
  type Staff,
  staffBatch,
  staffSession,
} from './sessions-access.ts';
import { refusingOverlaps } from './sessions-overlap.ts';
import { findSessionView, type SessionView, selectSessionViews } from './sessions-presenter.ts';

type Actor = SessionContext['user'];

/**
 * The instructor a new or edited session gets: the batch's unless one is named. An instructor
 * schedules only themselves; an admin may name any instructor or admin account.
 */
export async function resolveInstructor(
  tx: DbOrTx,
  actor: Staff,
  batch: Pick<BatchRow, 'instructorId'>,
  named: string | null | undefined,
): Promise<string | null> {
  if (named === undefined) return batch.instructorId;
  if (actor.role !== 'admin') {
    if (named !== actor.id) throw new DomainError('forbidden', MESSAGES.liveSessions.instructorOnlySelf);
    return named;
  }
  if (named === null) return null;
  const [person] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, named), inArray(users.role, ['instructor', 'admin'])));
  if (!person) throw new DomainError('invalid', MESSAGES.liveSessions.instructorInvalid);
  return person.id;
}

/** What the audit keeps of a session. */
function auditShape(row: LiveSessionRow) {
  return {
    batch_id: row.batchId,
    title: row.title,
    starts_at: row.startsAt.toISOString(),
    duration_minutes: row.durationMinutes,
    instructor_id: row.instructorId,
    location: row.location,
    status: row.status,
    sequence: row.sequence,
  };
}

/**
 * Schedules one session of a batch (docs/product.md §20.2): not in the past, its link checked or
 * a Jitsi room made, its reminders queued and the change audited in one transaction; an overlap
 * with the batch's or the instructor's other sessions is the database's 409.
 */
export async function createLiveSession(
  db: Database,
  actor: Actor,
  batchId: string,
  input: LiveSessionInput,
  now: Date,
): Promise<SessionView> {
  const id = await refusingOverlaps(() =>
    db.transaction(async (tx) => {
      const batch = await staffBatch(tx, actor, batchId);
      const startsAt = new Date(input.starts_at);
      if (startsAt <= now) throw new DomainError('invalid', MESSAGES.liveSessions.inPast);
      const [row] = await tx
        .insert(liveSessions)
        .values({
          batchId: batch.id,
          title: input.title,
          startsAt,
          durationMinutes: input.duration_minutes,
          instructorId: await resolveInstructor(tx, actor, batch, input.instructor_id),
          location: input.location,
          joinUrl: joinLinkFor(input.location, input.join_url),
        })
        .returning();
      await onSessionScheduled(tx, row!.id);
      await recordAudit(tx, actor, 'live_session.add', row!.id, null, auditShape(row!));
      return row!.id;
    }),
  );
  return (await findSessionView(db, id))!;
}

/** The columns an edit changes, and whether a calendar must see it (RFC 5545 SEQUENCE). */
async function editedValues(
  tx: DbOrTx,
  actor: Staff,
  current: { session: LiveSessionRow; batch: BatchRow },
  input: LiveSessionEdit,
  now: Date,
) {
  const { session } = current;
  const startsAt = input.starts_at === undefined ? session.startsAt : new Date(input.starts_at);
  const moved = startsAt.getTime() !== session.startsAt.getTime();
  if (moved && startsAt <= now) throw new DomainError('invalid', MESSAGES.liveSessions.inPast);
  const location = input.location ?? session.location;
  // The same place keeps its room or link unless a new link is given.
  const keepLink = input.join_url === undefined && location === session.location;
  const values = {
    title: input.title ?? session.title,
    startsAt,
    durationMinutes: input.duration_minutes ?? session.durationMinutes,
    instructorId:
      input.instructor_id === undefined
        ? session.instructorId
        : await resolveInstructor(tx, actor, current.batch, input.instructor_id),
    location,
    joinUrl: keepLink ? session.joinUrl : joinLinkFor(location, input.join_url),
    status: input.status ?? session.status,
  };
  const visible =
    values.title !== session.title ||
    moved ||
    values.durationMinutes !== session.durationMinutes ||
    values.location !== session.location ||
    values.status !== session.status;
  return { values, visible, moved: moved || values.durationMinutes !== session.durationMinutes };
}

/**
 * Moves or edits a session (docs/product.md §20.2). A change its calendars must see (title,
 * time, length, place, status) raises `sequence`; a move requeues its reminders, a cancel drops
 * them, a session brought back queues them again. Audited in the same transaction.
 */
export async function editLiveSession(
  db: Database,
  actor: Actor,
  sessionId: string,
  input: LiveSessionEdit,
  now: Date,
): Promise<SessionView> {
  await refusingOverlaps(() =>
    db.transaction(async (tx) => {
      const current = await staffSession(tx, actor, sessionId, { lock: true });
      const { values, visible, moved } = await editedValues(tx, actor, current, input, now);
      const [row] = await tx
        .update(liveSessions)
        .set({
          ...values,
          sequence: visible ? sql`${liveSessions.sequence} + 1` : current.session.sequence,
          updatedOn: sql`now()`,
        })
        .where(eq(liveSessions.id, sessionId))
        .returning();
      const before = current.session.status;
      if (before === 'scheduled' && row!.status === 'cancelled') await onSessionCancelled(tx, sessionId);
      else if (before === 'cancelled' && row!.status === 'scheduled') await onSessionScheduled(tx, sessionId);
      else if (moved && row!.status === 'scheduled') await onSessionMoved(tx, sessionId);
      await recordAudit(
        tx,
        actor,
        'live_session.edit',
        sessionId,
        auditShape(current.session),
        auditShape(row!),
      );
    }),
  );
  return (await findSessionView(db, sessionId))!;
}

/**
 * Cancels a session (docs/product.md §20.2, ADR 073): it stays, cancelled, with a higher
 * `sequence`, so every calendar that saw it shows it cancelled; it is never deleted. Cancelling a
 * cancelled session changes nothing.
 */
export async function cancelLiveSession(db: Database, actor: Actor, sessionId: string): Promise<SessionView> {
  await db.transaction(async (tx) => {
    const { session } = await staffSession(tx, actor, sessionId, { lock: true });
    if (session.status === 'cancelled') return;
    const [row] = await tx
      .update(liveSessions)
      .set({ status: 'cancelled', sequence: sql`${liveSessions.sequence} + 1`, updatedOn: sql`now()` })
      .where(eq(liveSessions.id, sessionId))
      .returning();
    await onSessionCancelled(tx, sessionId);
    await recordAudit(tx, actor, 'live_session.cancel', sessionId, auditShape(session), auditShape(row!));
  });
  return (await findSessionView(db, sessionId))!;
}

/**
 * A time window over sessions: those that end after `from` and start before `to`. The end is
 * computed, which no index holds, so the start is also bounded below by `from` less the longest
 * session: both bounds then fall on `starts_at`, and a week of the calendar is a range scan of
 * live_sessions_starts_idx (or of the instructor's index), not a walk of every past session.
 */
export function overlapping(from: Date | undefined, to: Date | undefined): SQL | undefined {
  const endsAt = sql`${liveSessions.startsAt} + ${liveSessions.durationMinutes} * interval '1 minute'`;
  const earliestStart = from && new Date(from.getTime() - LIVE_LIMITS.durationMinutesMax * 60_000);
  return and(
    earliestStart ? gt(liveSessions.startsAt, earliestStart) : undefined,
    from ? sql`${endsAt} > ${from.toISOString()}` : undefined,
    to ? lt(liveSessions.startsAt, to) : undefined,
  );
}

/** Every session of a batch, cancelled ones too, in time order (staff). */
export async function listBatchSessions(db: Database, actor: Staff, batchId: string): Promise<SessionView[]> {
  await staffBatch(db, actor, batchId);
  return selectSessionViews(db, eq(liveSessions.batchId, batchId));
}

/**
 * The sessions of the batches the caller runs in a window (the staff calendar): every batch's for
 * an admin, an instructor's own batches' otherwise.
 */
export function listStaffSessions(
  db: Database,
  actor: Staff,
  window: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Promise<SessionView[]> {
  const from = window.from ? new Date(window.from) : now;
  const to = window.to ? new Date(window.to) : new Date(from.getTime() + 60 * 86_400_000);
  const mine = actor.role === 'admin' ? undefined : eq(batches.instructorId, actor.id);
  return selectSessionViews(db, and(mine, overlapping(from, to))).limit(500);
}
