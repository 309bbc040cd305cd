import { z } from 'zod';
import { requiredText, wholeNumber } from './fields.ts';
import {
  LIVE_LIMITS,
  LIVE_LINK_HOSTS,
  LIVE_LOCATIONS,
  LIVE_SESSION_STATUSES,
  type LiveLocation,
} from './live-vocabulary.ts';

/**
 * Live sessions, joining, attendance and rosters (docs/product.md §20.2, §20.3, §20.7, ADR 073).
 * LiveSessionSchema is the one shape a learner sees of a session; the calendar and recordings
 * code present sessions through it too.
 */

/** Zoom, Google Meet and YouTube, as a form's select and a message name them. */
export const LIVE_LOCATION_LABELS: Record<LiveLocation, string> = {
  jitsi: 'Jitsi Meet',
  zoom: 'Zoom',
  meet: 'Google Meet',
  youtube: 'YouTube Live',
};

/** The minutes between a session's start and the moment its join link opens, in milliseconds. */
export const JOIN_OPENS_BEFORE_MS = LIVE_LIMITS.joinOpensMinutesBefore * 60_000;

/**
 * Whether a pasted link may be a session's join link at `location` (docs/product.md §20.2): https,
 * on the location's host or a subdomain of it, no user name, password or port. The WHATWG parser
 * reads the host as a browser will, so `https://zoom.us@evil.com` is evil.com and
 * `https://zoom.us.evil.com` is not a subdomain of zoom.us.
 */
export function isAllowedLiveLink(location: LiveLocation, link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '')
    return false;
  const host = url.hostname.toLowerCase();
  return LIVE_LINK_HOSTS[location].some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** 'A Zoom link must be an https address on zoom.us or zoom.com.' */
export function liveLinkMessage(location: LiveLocation): string {
  return `A ${LIVE_LOCATION_LABELS[location]} link must be an https address on ${LIVE_LINK_HOSTS[location].join(' or ')}.`;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** True when 'YYYY-MM-DD' names a day that exists (no 30 February: Date would roll it into March). */
export function isRealDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || date < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const max = month === 2 && !leap ? 28 : DAYS_IN_MONTH[month - 1]!;
  return date <= max;
}

const startsAt = z
  .string({ error: 'Start is required.' })
  .pipe(z.iso.datetime({ offset: true, error: 'Start must be a date and time with its offset (ISO 8601).' }))
  .refine(isRealDay, { error: 'Start is not a real date.' });

const title = requiredText('Title', LIVE_LIMITS.sessionTitleMax);
const durationMinutes = wholeNumber(
  'Duration',
  LIVE_LIMITS.durationMinutesMin,
  LIVE_LIMITS.durationMinutesMax,
);
const location = z.enum(LIVE_LOCATIONS, {
  error: `Location must be one of ${LIVE_LOCATIONS.join(', ')}.`,
});
const joinUrl = z
  .string({ error: 'Link must be text.' })
  .trim()
  .max(LIVE_LIMITS.linkMax, { error: `Link must be at most ${LIVE_LIMITS.linkMax} characters.` });
const instructorId = z.uuid({ error: 'The instructor is not valid.' });

/**
 * A link pasted for a Zoom, Meet or YouTube session is required and must be on its hosts; a Jitsi
 * session's room is generated unless one is pasted (then it must be on Jitsi's hosts too).
 */
function checkLink(
  value: { location?: LiveLocation | undefined; join_url?: string | undefined },
  ctx: z.RefinementCtx,
) {
  const where = value.location ?? 'jitsi';
  const link = value.join_url ?? '';
  if (link === '' && where === 'jitsi') return;
  if (link === '' || !isAllowedLiveLink(where, link)) {
    ctx.addIssue({ code: 'custom', path: ['join_url'], message: liveLinkMessage(where) });
  }
}

/** POST /api/admin/batch/:id/session. */
export const LiveSessionInputSchema = z
  .object({
    title,
    starts_at: startsAt,
    duration_minutes: durationMinutes,
    instructor_id: instructorId.nullable().optional(),
    location: location.default('jitsi'),
    join_url: joinUrl.optional(),
  })
  .superRefine(checkLink);
export type LiveSessionInput = z.infer<typeof LiveSessionInputSchema>;
/** What a client sends (the location may be left out: Jitsi). */
export type LiveSessionRequest = z.input<typeof LiveSessionInputSchema>;

/** PUT /api/admin/session/:id: any of the fields; a changed location needs its link (or a new Jitsi room). */
export const LiveSessionEditSchema = z
  .object({
    title: title.optional(),
    starts_at: startsAt.optional(),
    duration_minutes: durationMinutes.optional(),
    instructor_id: instructorId.nullable().optional(),
    location: location.optional(),
    join_url: joinUrl.optional(),
    status: z.enum(LIVE_SESSION_STATUSES, { error: "Status must be 'scheduled' or 'cancelled'." }).optional(),
  })
  .superRefine((value, ctx) => {
    // A link alone is checked by the server against the session's current location.
    if (value.location !== undefined) checkLink(value, ctx);
  });
export type LiveSessionEdit = z.infer<typeof LiveSessionEditSchema>;

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * POST /api/admin/batch/:id/session/series: "Tuesdays and Thursdays, 19:30 IST, 8 weeks" in one
 * step: `weekdays` [2, 4], `time` '19:30' in IST, from `starts_on` (a day in IST) for `weeks` weeks.
 */
export const LiveSeriesInputSchema = z
  .object({
    title,
    weekdays: z
      .array(wholeNumber('Weekday', 1, 7), { error: 'Pick at least one weekday.' })
      .min(1, { error: 'Pick at least one weekday.' })
      .max(7)
      .refine((days) => new Set(days).size === days.length, { error: 'A weekday is picked twice.' }),
    time: z
      .string({ error: 'Time is required.' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Time must be HH:MM (24-hour, IST).' }),
    duration_minutes: durationMinutes,
    weeks: wholeNumber('Weeks', 1, LIVE_LIMITS.seriesWeeksMax),
    starts_on: z
      .string({ error: 'First day is required.' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'First day must be a date (YYYY-MM-DD).' })
      .refine(isRealDay, { error: 'First day is not a real date.' }),
    instructor_id: instructorId.nullable().optional(),
    location: location.default('jitsi'),
    join_url: joinUrl.optional(),
  })
  .superRefine(checkLink);
export type LiveSeriesInput = z.infer<typeof LiveSeriesInputSchema>;
export type LiveSeriesRequest = z.input<typeof LiveSeriesInputSchema>;

/** A session as its learners see it (docs/product.md §20.3): never the join link itself. */
export const LiveSessionSchema = z.object({
  _id: z.string(),
  batch_id: z.string(),
  batch_name: z.string(),
  program_id: z.string(),
  program_title: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number(),
  location: z.enum(LIVE_LOCATIONS),
  status: z.enum(LIVE_SESSION_STATUSES),
  sequence: z.number(),
  instructor_name: z.string().nullable(),
  /** From here (15 minutes before the start) to ends_at, the join link works. */
  join_opens_at: z.string(),
  /** Whether the caller may join at the moment of the answer. */
  can_join: z.boolean(),
  recording_lesson_id: z.string().nullable(),
  recording_url: z.string().nullable(),
});
export type LiveSession = z.infer<typeof LiveSessionSchema>;
export const LiveSessionListSchema = z.array(LiveSessionSchema);

/** A session as staff see it: the learner's shape plus the link, its series and instructor. */
export const StaffLiveSessionSchema = LiveSessionSchema.extend({
  join_url: z.string(),
  series_id: z.string().nullable(),
  instructor_id: z.string().nullable(),
});
export type StaffLiveSession = z.infer<typeof StaffLiveSessionSchema>;
export const StaffLiveSessionListSchema = z.array(StaffLiveSessionSchema);

/** GET /api/live/upcoming and the staff calendar: a window, now to 60 days on by default. */
export const LiveWindowQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, error: 'from must be a date and time (ISO 8601).' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be a date and time (ISO 8601).' }).optional(),
});

/** POST /api/live/:id/ticket: where the Join button sends the browser (ADR 073). */
export const JoinTicketSchema = z.object({ url: z.string() });

/** GET /api/live/:id/join: the ticket in the address stands for the bearer token a link cannot send. */
export const JoinQuerySchema = z.object({ ticket: z.string().max(300).optional() });

/** 403 on joining: `opens_at` (ISO) when the caller may join later, not yet. */
export const JoinRefusedSchema = z.object({ message: z.string(), opens_at: z.string().optional() });

/** One learner of the batch on a session's attendance sheet. */
export const AttendanceRowSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  joined: z.boolean(),
  first_joined_at: z.string().nullable(),
  joins: z.number(),
  present: z.boolean(),
});
export const AttendanceSchema = z.object({
  session: StaffLiveSessionSchema,
  rows: z.array(AttendanceRowSchema),
});
export type Attendance = z.infer<typeof AttendanceSchema>;

/** PUT /api/admin/session/:id/attendance: the instructor's corrections. */
export const AttendanceEditSchema = z.object({
  rows: z
    .array(
      z.object({
        user_id: z.uuid({ error: 'The learner is not valid.' }),
        present: z.boolean({ error: 'Present must be true or false.' }),
      }),
    )
    .min(1, { error: 'Nothing to change.' })
    .max(LIVE_LIMITS.capacityMax),
});
export type AttendanceEdit = z.infer<typeof AttendanceEditSchema>;

/** A learner of a batch with their course progress (docs/product.md §20.7). */
export const RosterRowSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  subscription_status: z.string(),
  progress_percent: z.number(),
  sessions_attended: z.number(),
});
export const RosterSchema = z.array(RosterRowSchema);
export type RosterRow = z.infer<typeof RosterRowSchema>;

/** A batch on the staff screens: an instructor's own, or every batch for an admin. */
export const StaffBatchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  program_id: z.string(),
  program_title: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  capacity: z.number(),
  seats_taken: z.number(),
  instructor_id: z.string().nullable(),
  instructor_name: z.string().nullable(),
  next_session_at: z.string().nullable(),
});
export type StaffBatch = z.infer<typeof StaffBatchSchema>;
export const StaffBatchListSchema = z.array(StaffBatchSchema);

const IST_OFFSET_MS = 330 * 60_000;

/**
 * '7:15 pm' in IST, written out by hand: IST has no daylight saving, so an offset is exact, and
 * no Intl formatter is built on the hydration path (ADR 039).
 */
export function formatIstTime(value: string | Date): string {
  const ist = new Date(new Date(value).getTime() + IST_OFFSET_MS);
  const hours = ist.getUTCHours();
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'Tue, 2 Dec' in IST, by hand like formatIstTime. */
export function formatIstDay(value: string | Date): string {
  const ist = new Date(new Date(value).getTime() + IST_OFFSET_MS);
  return `${SHORT_DAYS[ist.getUTCDay()]}, ${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]}`;
}

/** The IST calendar day of an instant, 'YYYY-MM-DD'. */
export function istDay(value: string | Date): string {
  return new Date(new Date(value).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of a wall-clock time in IST: ('2026-12-01', '19:30') → 2026-12-01T14:00:00Z. */
export function istInstant(day: string, time: string): Date {
  return new Date(Date.parse(`${day}T${time}:00Z`) - IST_OFFSET_MS);
}

/** '2 h 05 m 09 s' until a moment, or '' once it has come. */
export function formatCountdown(milliseconds: number): string {
  if (milliseconds <= 0) return '';
  const total = Math.ceil(milliseconds / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return `${days} d ${hours} h ${pad(minutes)} m`;
  if (hours > 0) return `${hours} h ${pad(minutes)} m ${pad(seconds)} s`;
  return `${minutes} m ${pad(seconds)} s`;
}
