import { LIVE_LIMITS } from '@contract/live-vocabulary.ts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { liveSessions } from '../db/schema.ts';
import { addJob, removeJob } from '../jobs/index.ts';

/**
 * The reminders of a live session (docs/product.md §20.5, ADR 074): e-mails 24 hours and 1 hour
 * before, and at once when it moves or is cancelled, as graphile-worker jobs that follow the
 * session's current time. The sessions code calls these in the transaction that changes the
 * session, after writing its new row: the jobs commit with the change, or not at all.
 *
 * One job per session and offset, keyed `live-reminder:<id>:24h` (graphile-worker's job_key): a
 * move queues the same key again, which replaces the waiting job with one at the new time; a
 * cancellation removes it. The job also carries the start it was queued for, and its task sends
 * only while the session is still scheduled at that start: a job that escaped a replacement
 * cannot remind at an old time.
 */

export const REMINDER_HOURS = LIVE_LIMITS.reminderHoursBefore;

export function reminderJobKey(sessionId: string, hours: number): string {
  return `live-reminder:${sessionId}:${hours}h`;
}

export function changeNoticeJobKey(sessionId: string): string {
  return `live-session-changed:${sessionId}`;
}

/** Queues (or replaces) each reminder still ahead; drops those whose time has passed. */
async function queueReminders(tx: DbOrTx, sessionId: string): Promise<void> {
  const [session] = await tx
    .select({ startsAt: liveSessions.startsAt, status: liveSessions.status })
    .from(liveSessions)
    .where(eq(liveSessions.id, sessionId));
  if (session?.status !== 'scheduled') return removeReminders(tx, sessionId);
  for (const hours of REMINDER_HOURS) {
    const runAt = new Date(session.startsAt.getTime() - hours * 3_600_000);
    const jobKey = reminderJobKey(sessionId, hours);
    if (runAt.getTime() <= Date.now()) {
      // Moved to within the hour (say): the earlier reminder would come late, or at the old time.
      await removeJob(tx, jobKey);
      continue;
    }
    await addJob(
      tx,
      'live-reminder',
      { session_id: sessionId, hours, starts_at: session.startsAt.toISOString() },
      { runAt, jobKey },
    );
  }
}

async function removeReminders(tx: DbOrTx, sessionId: string): Promise<void> {
  for (const hours of REMINDER_HOURS) await removeJob(tx, reminderJobKey(sessionId, hours));
}

/** The learners hear of a move or a cancellation at once: one job mails the session's current state. */
async function queueChangeNotice(tx: DbOrTx, sessionId: string): Promise<void> {
  await addJob(
    tx,
    'live-session-changed',
    { session_id: sessionId },
    { jobKey: changeNoticeJobKey(sessionId) },
  );
}

/** A session was created (or a series made it): queue its reminders. */
export async function onSessionScheduled(tx: DbOrTx, sessionId: string): Promise<void> {
  await queueReminders(tx, sessionId);
}

/** A session moved (its start or duration changed): requeue its reminders, and mail its learners now. */
export async function onSessionMoved(tx: DbOrTx, sessionId: string): Promise<void> {
  await queueReminders(tx, sessionId);
  await queueChangeNotice(tx, sessionId);
}

/** A session was cancelled: drop its reminders, and mail its learners now. */
export async function onSessionCancelled(tx: DbOrTx, sessionId: string): Promise<void> {
  await removeReminders(tx, sessionId);
  await queueChangeNotice(tx, sessionId);
}
