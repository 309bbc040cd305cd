import { calendarUtc, LIVE_TIME_ZONE } from '@contract/live-calendar.ts';

/**
 * iCalendar files (RFC 5545) of live sessions, written by hand (docs/product.md §20.4, ADR 074):
 * a few dozen lines give exactly the properties Google Calendar, Outlook and Apple Calendar read,
 * and a test reads the result back with ical.js, a real parser. Pure: no clock, no database.
 */

export interface IcsEvent {
  /** Stable across changes: `<session id>@<host>`. */
  uid: string;
  startsAt: Date;
  endsAt: Date;
  /** Rises with every change a calendar must see (live_sessions.sequence). */
  sequence: number;
  cancelled: boolean;
  summary: string;
  description: string;
  /** The session's page on the site. */
  url: string;
  created: Date;
  lastModified: Date;
}

export interface IcsCalendar {
  /** The calendar's name in the learner's app (X-WR-CALNAME). */
  name: string;
  /** When the file was made (every event's DTSTAMP). */
  stamp: Date;
  events: readonly IcsEvent[];
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const PRODID = '-//FinTrain Academy//Live classes//EN';
/** IST is UTC+05:30 all year: India has kept no daylight saving since 1945. */
const IST_OFFSET_MS = 330 * 60_000;
/** RFC 5545 §3.1: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, a line break as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with a space,
 * and a multi-byte UTF-8 character (a Hindi title) is never cut in two.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line may hold 75 octets; a continuation 74 after its leading space.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A UTC instant as IST wall-clock time, for `;TZID=Asia/Kolkata` values: 20261208T193000. */
export function istLocal(value: Date): string {
  return calendarUtc(new Date(value.getTime() + IST_OFFSET_MS)).slice(0, -1);
}

const TIME_ZONE_LINES = [
  'BEGIN:VTIMEZONE',
  `TZID:${LIVE_TIME_ZONE}`,
  `X-LIC-LOCATION:${LIVE_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function eventLines(event: IcsEvent, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${calendarUtc(stamp)}`,
    `DTSTART;TZID=${LIVE_TIME_ZONE}:${istLocal(event.startsAt)}`,
    `DTEND;TZID=${LIVE_TIME_ZONE}:${istLocal(event.endsAt)}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escapeText(event.cancelled ? `Cancelled: ${event.summary}` : event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    `CREATED:${calendarUtc(event.created)}`,
    `LAST-MODIFIED:${calendarUtc(event.lastModified)}`,
    // Shown as busy while it stands; a cancelled one frees the evening.
    `TRANSP:${event.cancelled ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
  ];
}

/** The whole file: CRLF line ends, every line folded, ending with a CRLF (RFC 5545 §3.1). */
export function renderCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${LIVE_TIME_ZONE}`,
    // How often a subscribed app should read the feed again (RFC 7986, and Outlook's own name).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...TIME_ZONE_LINES,
    ...calendar.events.flatMap((event) => eventLines(event, calendar.stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
