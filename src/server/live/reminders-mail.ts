import { formatSessionTime, liveSessionPagePath } from '@contract/live-calendar.ts';
import { LIVE_LIMITS } from '@contract/live-vocabulary.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { batches, livePreferences, liveSessions, programs, subscriptions, users } from '../db/schema.ts';
import { COMPANY_NAME, enqueueMailForEachRow, layoutMail, type RenderedMail } from '../mail/index.ts';
import { notifyEachSql } from '../notifications/index.ts';

/**
 * The mails of live sessions (docs/product.md §20.5, ADR 074): the reminders 24 hours and 1 hour
 * before, and the notice of a move or a cancellation. One mail text for the whole batch, queued
 * for every recipient by one statement in one transaction (no query per learner): the texts name
 * no one, and carry no one's calendar token.
 */

interface MailSession {
  id: string;
  title: string;
  startsAt: Date;
  durationMinutes: number;
  status: string;
  /** Raised on every move or cancellation (the calendar's SEQUENCE): one bell notice per change. */
  sequence: number;
  batchId: string;
  batchName: string;
  programTitle: string;
}

async function loadSession(db: Database, sessionId: string): Promise<MailSession | undefined> {
  const [row] = await db
    .select({
      id: liveSessions.id,
      title: liveSessions.title,
      startsAt: liveSessions.startsAt,
      durationMinutes: liveSessions.durationMinutes,
      status: liveSessions.status,
      sequence: liveSessions.sequence,
      batchId: liveSessions.batchId,
      batchName: batches.name,
      programTitle: programs.title,
    })
    .from(liveSessions)
    .innerJoin(batches, eq(batches.id, liveSessions.batchId))
    .innerJoin(programs, eq(programs.id, batches.programId))
    .where(eq(liveSessions.id, sessionId));
  return row;
}

/**
 * The batch's learners a session mail goes to: active subscriptions of active accounts (not one
 * blocked, nor an under-18 account still waiting for its guardian), each address once; with
 * `reminders`, without those who turned reminders off.
 */
function recipients(batchId: string, options: { reminders: boolean }): SQL {
  const optedOut = options.reminders
    ? sql`and not exists (select 1 from ${livePreferences}
        where ${livePreferences.userId} = ${users.id} and not ${livePreferences.reminders})`
    : sql``;
  return sql`(select distinct ${users.email} as email from ${subscriptions}
    join ${users} on ${users.id} = ${subscriptions.userId}
    where ${subscriptions.batchId} = ${batchId} and ${subscriptions.status} = 'active'
      and ${users.status} = 'active' ${optedOut}) as recipients`;
}

/**
 * The batch's learners whose bell shows the session's notices (docs/product.md §21): the same
 * active learners as the mails, reminders switch on or off (the switch is about e-mail).
 */
function bellRecipients(batchId: string): SQL {
  return sql`(select distinct ${users.id} as user_id from ${subscriptions}
    join ${users} on ${users.id} = ${subscriptions.userId}
    where ${subscriptions.batchId} = ${batchId} and ${subscriptions.status} = 'active'
      and ${users.status} = 'active') as recipients`;
}

function subjectOf(text: string): string {
  return text.slice(0, LIMITS.mailSubject);
}

function sessionLines(session: MailSession, publicUrl: string): string[] {
  return [
    `${session.title}\n${session.programTitle} · ${session.batchName}\n${formatSessionTime(session.startsAt)}, ${session.durationMinutes} minutes`,
    `Join from ${LIVE_LIMITS.joinOpensMinutesBefore} minutes before the start: ${publicUrl}${liveSessionPagePath(session.id)}`,
  ];
}

const profileLink = (publicUrl: string) => `${publicUrl}${CLIENT_ROUTES.profile}#calendar`;

export function liveReminderMail(session: MailSession, hours: number, publicUrl: string): RenderedMail {
  const when = hours === 1 ? 'in 1 hour' : `in ${hours} hours`;
  return layoutMail({
    subject: subjectOf(`Live class ${when}: ${session.title}`),
    paragraphs: [
      `Your live class starts ${when}.`,
      ...sessionLines(session, publicUrl),
      `Keep every class in your calendar, updated when one moves: add your private calendar address from your profile, ${profileLink(publicUrl)}`,
    ],
    footer: `You receive this because you are in the ${session.batchName} batch of ${session.programTitle} on ${COMPANY_NAME}. To stop reminder e-mails, turn them off in one click on your profile: ${profileLink(publicUrl)}`,
  });
}

export function liveChangeMail(session: MailSession, publicUrl: string): RenderedMail {
  const cancelled = session.status === 'cancelled';
  return layoutMail({
    subject: subjectOf(`${cancelled ? 'Class cancelled' : 'Class moved'}: ${session.title}`),
    paragraphs: cancelled
      ? [
          `The live class "${session.title}" of ${session.programTitle} (${session.batchName}), on ${formatSessionTime(session.startsAt)}, is cancelled.`,
          'Calendars that hold your calendar address remove it on their next update.',
        ]
      : [
          'Your live class has a new time:',
          ...sessionLines(session, publicUrl),
          'Calendars that hold your calendar address show the new time on their next update.',
        ],
    footer: `You receive this because you are in the ${session.batchName} batch of ${session.programTitle} on ${COMPANY_NAME}. Reminder settings: ${profileLink(publicUrl)}`,
  });
}

/**
 * The `live-reminder` job: mails the batch, only if the session is still scheduled at the start
 * the job was queued for, and that start is still ahead (a job run late after an outage says nothing).
 */
export async function sendLiveReminder(
  db: Database,
  payload: { session_id: string; hours: number; starts_at: string },
  publicUrl: string,
): Promise<void> {
  const session = await loadSession(db, payload.session_id);
  if (session?.status !== 'scheduled') return;
  if (session.startsAt.getTime() !== new Date(payload.starts_at).getTime()) return;
  if (session.startsAt.getTime() <= Date.now()) return;
  const mail = liveReminderMail(session, payload.hours, publicUrl);
  await db.transaction(async (tx) => {
    await tx.execute(
      enqueueMailForEachRow(recipients(session.batchId, { reminders: true }), sql`recipients.email`, mail),
    );
    // The bell's copy (kind live_reminder): marked e-mailed, so the store never mails it again.
    await tx.execute(
      notifyEachSql(bellRecipients(session.batchId), {
        kind: 'live_reminder',
        title: mail.subject,
        body: `${session.programTitle} · ${session.batchName}, ${formatSessionTime(session.startsAt)}`,
        link: liveSessionPagePath(session.id),
        dedupeKey: `live-reminder:${session.id}:${payload.hours}h:${session.startsAt.toISOString()}`,
      }),
    );
  });
}

/** The `live-session-changed` job: the session's current time, or its cancellation, to the whole batch. */
export async function sendLiveChangeNotice(
  db: Database,
  payload: { session_id: string },
  publicUrl: string,
): Promise<void> {
  const session = await loadSession(db, payload.session_id);
  if (!session) return;
  const mail = liveChangeMail(session, publicUrl);
  await db.transaction(async (tx) => {
    await tx.execute(
      enqueueMailForEachRow(recipients(session.batchId, { reminders: false }), sql`recipients.email`, mail),
    );
    await tx.execute(
      notifyEachSql(bellRecipients(session.batchId), {
        kind: 'live_session_changed',
        title: mail.subject,
        body:
          session.status === 'cancelled'
            ? `${session.programTitle} · ${session.batchName}, was ${formatSessionTime(session.startsAt)}`
            : `${session.programTitle} · ${session.batchName}, now ${formatSessionTime(session.startsAt)}`,
        link: liveSessionPagePath(session.id),
        dedupeKey: `live-session-changed:${session.id}:${session.sequence}`,
      }),
    );
  });
}
