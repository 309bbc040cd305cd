import {
  type RecordingLink,
  recordingLessonTitle,
  recordingLinkOf,
  type SessionRecording,
  type SessionRecordingInput,
} from '@contract/live-recordings.ts';
import { MESSAGES } from '@contract/messages.ts';
import { VIDEO_EMBED_BOX_CLASS } from '@contract/video-embed.ts';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../accounts/index.ts';
import { cleanLessonHtml, putBatchLesson, removeBatchLesson } from '../courses/index.ts';
import type { Database, DbOrTx, Tx } from '../db/client.ts';
import { batches, lessons, liveSessions, media } from '../db/schema.ts';
import { escapeHtml } from '../html/escape.ts';
import type { HtmlSanitizer } from '../html/sanitizer-pool.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';

/**
 * A live session's recording (docs/product.md §20.6, ADR 075): an uploaded video or a link,
 * attached by an admin or the batch's instructor once the session has started. It is kept on the
 * session (recording_media_id / recording_url / recording_lesson_id) and shown as a lesson of the
 * program's curriculum for that batch's learners only (courses/batch-lessons.ts).
 */

type SessionRow = typeof liveSessions.$inferSelect;

interface LoadedSession {
  session: SessionRow;
  programId: string;
  batchInstructorId: string | null;
}

async function loadSession(db: DbOrTx, id: string, lock = false): Promise<LoadedSession> {
  const query = db
    .select({ session: liveSessions, programId: batches.programId, batchInstructorId: batches.instructorId })
    .from(liveSessions)
    .innerJoin(batches, eq(batches.id, liveSessions.batchId))
    .where(eq(liveSessions.id, id));
  const [row] = lock ? await query.for('update', { of: liveSessions }) : await query;
  if (!row) throw new DomainError('not_found', MESSAGES.liveRecordings.sessionNotFound);
  return row;
}

/**
 * Admins run every session; an instructor only those of a batch they teach or that they lead
 * themselves (§20.7). To another instructor the session does not exist: 404, as for a wrong id,
 * so ids of other batches' sessions reveal nothing.
 */
function assertRuns(actor: UserRow, { session, batchInstructorId }: LoadedSession): void {
  if (actor.role === 'admin') return;
  if (actor.role === 'instructor' && (batchInstructorId === actor.id || session.instructorId === actor.id)) {
    return;
  }
  throw new DomainError('not_found', MESSAGES.liveRecordings.sessionNotFound);
}

/** A recording may be attached once the session has started, and never to a cancelled one. */
export function recordingRefusal(
  session: Pick<SessionRow, 'status' | 'startsAt'>,
  now: Date = new Date(),
): string | null {
  if (session.status === 'cancelled') return MESSAGES.liveRecordings.cancelled;
  if (session.startsAt.getTime() > now.getTime()) return MESSAGES.liveRecordings.notStarted;
  return null;
}

async function present(db: DbOrTx, session: SessionRow): Promise<SessionRecording> {
  const [file] = session.recordingMediaId
    ? await db.select({ status: media.status }).from(media).where(eq(media.id, session.recordingMediaId))
    : [];
  const [lesson] = session.recordingLessonId
    ? await db.select({ title: lessons.title }).from(lessons).where(eq(lessons.id, session.recordingLessonId))
    : [];
  return {
    session_id: session.id,
    session_title: session.title,
    starts_at: session.startsAt.toISOString(),
    can_attach: recordingRefusal(session) === null,
    media_id: session.recordingMediaId,
    media_status: file?.status ?? null,
    url: session.recordingUrl,
    lesson_id: lesson ? session.recordingLessonId : null,
    lesson_title: lesson?.title ?? null,
  };
}

/** The session's recording, for the admin or its instructor. */
export async function getSessionRecording(db: Database, actor: UserRow, id: string) {
  const loaded = await loadSession(db, id);
  assertRuns(actor, loaded);
  return present(db, loaded.session);
}

/** The lesson HTML of a link: the site's own embed for YouTube and Vimeo, a link out to Drive. */
export function recordingLinkHtml(link: RecordingLink, title: string): string {
  if (link.kind === 'embed') {
    return `<div class="${VIDEO_EMBED_BOX_CLASS}"><iframe src="${escapeHtml(link.src)}" title="${escapeHtml(title)}"></iframe></div>`;
  }
  return `<p><a href="${escapeHtml(link.href)}">Watch the recording on Google Drive</a></p>`;
}

/** An uploaded video that is processing or ready (a document, or a failed video, is refused). */
async function checkVideo(tx: Tx, mediaId: string): Promise<void> {
  const [file] = await tx
    .select({ status: media.status, contentType: media.contentType })
    .from(media)
    .where(eq(media.id, mediaId));
  if (!file) throw new DomainError('invalid', MESSAGES.courses.mediaNotFound);
  if (!file.contentType.startsWith('video/'))
    throw new DomainError('invalid', MESSAGES.liveRecordings.notAVideo);
  if (file.status === 'failed') throw new DomainError('invalid', MESSAGES.liveRecordings.videoFailed);
}

/**
 * Attaches (or replaces) the session's recording and writes its lesson, in one transaction that
 * holds the session's row: two attaches at once make one lesson. Audited.
 */
export async function attachSessionRecording(
  db: Database,
  sanitizer: HtmlSanitizer,
  actor: UserRow,
  id: string,
  input: SessionRecordingInput,
): Promise<SessionRecording> {
  const first = await loadSession(db, id);
  assertRuns(actor, first);
  const title = recordingLessonTitle(first.session.title, first.session.startsAt);
  const link = input.url === undefined ? null : recordingLinkOf(input.url);
  if (input.url !== undefined && !link) throw new DomainError('invalid', MESSAGES.liveRecordings.badLink);
  // Cleaned before the transaction, as every lesson's HTML is (off the event loop).
  const html = link ? await cleanLessonHtml(sanitizer, recordingLinkHtml(link, title)) : '';
  return db.transaction(async (tx) => {
    const loaded = await loadSession(tx, id, true);
    const { session } = loaded;
    const refusal = recordingRefusal(session);
    if (refusal) throw new DomainError('conflict', refusal);
    if (input.media_id) await checkVideo(tx, input.media_id);
    const lessonId = await putBatchLesson(tx, actor, session.recordingLessonId, {
      programId: loaded.programId,
      batchId: session.batchId,
      title,
      kind: link ? 'article' : 'video',
      mediaId: input.media_id ?? null,
      htmlContent: html,
    });
    const [after] = await tx
      .update(liveSessions)
      .set({
        recordingMediaId: input.media_id ?? null,
        recordingUrl: input.url?.trim() ?? null,
        recordingLessonId: lessonId,
        updatedOn: new Date(),
      })
      .where(eq(liveSessions.id, id))
      .returning();
    await recordAudit(tx, actor, 'live_session.recording_attach', id, auditView(session), auditView(after!));
    return present(tx, after!);
  });
}

/** Removes the session's recording and its lesson (404 when it has none). Audited. */
export async function removeSessionRecording(db: Database, actor: UserRow, id: string): Promise<void> {
  assertRuns(actor, await loadSession(db, id));
  await db.transaction(async (tx) => {
    const { session } = await loadSession(tx, id, true);
    if (!session.recordingMediaId && !session.recordingUrl && !session.recordingLessonId) {
      throw new DomainError('not_found', MESSAGES.liveRecordings.noRecording);
    }
    if (session.recordingLessonId) await removeBatchLesson(tx, actor, session.recordingLessonId);
    const [after] = await tx
      .update(liveSessions)
      .set({ recordingMediaId: null, recordingUrl: null, recordingLessonId: null, updatedOn: new Date() })
      .where(eq(liveSessions.id, id))
      .returning();
    await recordAudit(tx, actor, 'live_session.recording_remove', id, auditView(session), auditView(after!));
  });
}

function auditView(session: SessionRow) {
  return {
    recording_media_id: session.recordingMediaId,
    recording_url: session.recordingUrl,
    recording_lesson_id: session.recordingLessonId,
  };
}
