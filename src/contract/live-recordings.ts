/**
 * A live session's recording (docs/product.md §20.6, ADR 075): an uploaded video through the media
 * pipeline, or a link to YouTube, Vimeo or Google Drive. Shared by the server, which validates
 * and builds the lesson, and the client, which checks a link before sending it.
 */
import { z } from 'zod';
import { formatDate } from './format.ts';
import { LIVE_LIMITS } from './live-vocabulary.ts';
import { MESSAGES } from './messages.ts';
import { videoEmbedSrc } from './video-embed.ts';
import { LIMITS, MEDIA_STATUSES } from './vocabulary.ts';

/**
 * The hosts a recording link may point at (https only, the host itself, no look-alike): YouTube
 * and Vimeo, which the lesson embeds with the site's own player rules (video-embed.ts), and Google
 * Drive, where Google Meet saves its recordings, which the lesson links to (Drive's player is not
 * an allowed embed, ADR 065).
 */
export const RECORDING_LINK_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'vimeo.com',
  'www.vimeo.com',
  'player.vimeo.com',
  'drive.google.com',
] as const;

/** The title of the module, at the end of the program's curriculum, that collects the recordings. */
export const RECORDINGS_MODULE_TITLE = 'Live class recordings';

/** What a recording link becomes in the lesson: an embedded player, or a link out to Drive. */
export type RecordingLink = { kind: 'embed'; src: string } | { kind: 'drive'; href: string };

const DRIVE_FILE = /^\/file\/d\/([A-Za-z0-9_-]{10,100})(?:\/(?:view|preview))?\/?$/;

/**
 * The lesson form of a pasted recording link, or null when it is not https on an allowed host, or
 * not a video there (a channel page, a Drive folder). Parsed with URL, then the host compared
 * whole, so `youtube.com.evil.in`, `evil-youtube.com` and `user@host` fail.
 */
export function recordingLinkOf(address: string): RecordingLink | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (!(RECORDING_LINK_HOSTS as readonly string[]).includes(host)) return null;
  if (host === 'drive.google.com') {
    const id = DRIVE_FILE.exec(url.pathname)?.[1];
    return id ? { kind: 'drive', href: `https://drive.google.com/file/d/${id}/view` } : null;
  }
  const src = videoEmbedSrc(url.href);
  return src ? { kind: 'embed', src } : null;
}

/** "Recording: Candlestick basics (8 Dec 2026)": the session's title and its date in IST. */
export function recordingLessonTitle(sessionTitle: string, startsAt: Date | string): string {
  const suffix = ` (${formatDate(startsAt)})`;
  const room = LIMITS.title - 'Recording: '.length - suffix.length;
  const title = sessionTitle.length > room ? `${sessionTitle.slice(0, room - 1)}…` : sessionTitle;
  return `Recording: ${title}${suffix}`;
}

const mediaId = z.uuid({ error: 'media_id is not a valid id.' });
const url = z
  .string({ error: MESSAGES.liveRecordings.badLink })
  .trim()
  .max(LIVE_LIMITS.linkMax, { error: `The link must be at most ${LIVE_LIMITS.linkMax} characters.` })
  .refine((value) => recordingLinkOf(value) !== null, { error: MESSAGES.liveRecordings.badLink });

/** Attach a recording: an uploaded video's media id, or a link. */
export const SessionRecordingInputSchema = z
  .strictObject({ media_id: mediaId.optional(), url: url.optional() })
  .refine((input) => (input.media_id === undefined) !== (input.url === undefined), {
    error: MESSAGES.liveRecordings.mediaOrLink,
  });
export type SessionRecordingInput = z.infer<typeof SessionRecordingInputSchema>;

/** A session's recording as the admin and the instructor see it (nulls: none attached). */
export const SessionRecordingSchema = z.object({
  session_id: z.uuid(),
  session_title: z.string(),
  starts_at: z.string(),
  /** Started and not cancelled: a recording may be attached. */
  can_attach: z.boolean(),
  media_id: z.uuid().nullable(),
  media_status: z.enum(MEDIA_STATUSES).nullable(),
  url: z.string().nullable(),
  lesson_id: z.uuid().nullable(),
  lesson_title: z.string().nullable(),
});
export type SessionRecording = z.infer<typeof SessionRecordingSchema>;
