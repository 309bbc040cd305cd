import { z } from 'zod';
import { CLIENT_ROUTES } from './routes.ts';

/**
 * Calendars and reminders of live classes (docs/product.md §20.4, §20.5, ADR 074): the private
 * feed's address and its token, the learner's reminder preference, and the "Add to Google
 * Calendar" link the client builds for one session.
 */

/** The feed token: a keyed digest, 32 bytes in base64url (43 characters, no padding). */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The time zone every calendar of the site is written in (IST, UTC+05:30, no daylight saving). */
export const LIVE_TIME_ZONE = 'Asia/Kolkata';

/**
 * The page of one live session on the site (the join page), under PUBLIC_URL: what calendars and
 * reminder mails link to, never the room's own address, which would let anyone in.
 */
export const LIVE_SESSION_PAGE_PATH = CLIENT_ROUTES.liveSession;

export function liveSessionPagePath(id: string): string {
  return LIVE_SESSION_PAGE_PATH.replace(':id', encodeURIComponent(id));
}

/**
 * The feed's path parameter. A token that is not one (wrong length, other characters) answers 404
 * like an unknown one, so the route learns nothing from its shape: the schema accepts any text.
 */
export const CalendarFeedParamsSchema = z.object({ token: z.string().max(200) });

export const LiveSessionIcsParamsSchema = z.object({ id: z.uuid({ error: 'The id is not valid.' }) });

/** GET /api/profile/calendar: where the learner's feed is, and the ways to add it. */
export const CalendarFeedSchema = z.object({
  /** https address of the feed (what Outlook's "Subscribe from web" takes). */
  feed_url: z.string(),
  /** The same address as webcal://, which Apple Calendar and Outlook open as a subscription. */
  webcal_url: z.string(),
  /** Google Calendar's "add by URL" page with the feed filled in. */
  google_url: z.string(),
  rotated_at: z.iso.datetime({ offset: true }),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** The learner's live-class preferences: reminder e-mails on (the default) or off. */
export const LivePreferencesSchema = z.object({
  reminders: z.boolean({ error: 'reminders must be true or false.' }),
});
export type LivePreferences = z.infer<typeof LivePreferencesSchema>;

/** A calendar file: the body is text/calendar, not JSON (OpenAPI only). */
export const CalendarFileSchema = z.string().describe('An iCalendar (RFC 5545) file, sent as text/calendar.');

/** 2026-12-08T14:00:00.000Z → 20261208T140000Z, the form Google's dates and iCalendar's UTC times take. */
export function calendarUtc(value: Date | string): string {
  return new Date(value)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Google Calendar's "Add to calendar" link for one session (its event template): title, start and
 * end in UTC, the details (where to join), shown in IST. Built from the session as the client has it.
 */
export function googleCalendarLink(session: {
  title: string;
  starts_at: string;
  ends_at: string;
  /** The text under the event: program, batch, the join page. */
  details: string;
}): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: session.title,
    dates: `${calendarUtc(session.starts_at)}/${calendarUtc(session.ends_at)}`,
    details: session.details,
    ctz: LIVE_TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** The details of a session's calendar entry: program and batch, and the join page's address. */
export function liveSessionDetails(
  session: { _id: string; program_title: string; batch_name: string },
  publicUrl: string,
): string {
  return `${session.program_title} · ${session.batch_name}\nJoin: ${publicUrl}${liveSessionPagePath(session._id)}`;
}

let sessionTimeFormat: Intl.DateTimeFormat | undefined;

/** A session's start as the mails and pages say it: 'Tuesday 8 December, 7:30 pm IST'. */
export function formatSessionTime(value: Date | string): string {
  sessionTimeFormat ??= new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: LIVE_TIME_ZONE,
  });
  const parts = Object.fromEntries(
    sessionTimeFormat.formatToParts(new Date(value)).map((part) => [part.type, part.value]),
  );
  const period = (parts.dayPeriod ?? '').toLowerCase();
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute} ${period} IST`;
}
