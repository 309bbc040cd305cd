/**
 * Live classes in batches (docs/product.md §20): the values and limits of batches, sessions and
 * their links, named once. Zod-free like vocabulary.ts, so the client may import it.
 */

/** Where a live session happens: a Jitsi Meet room made for it, or a pasted link (§20.2). */
export const LIVE_LOCATIONS = ['jitsi', 'zoom', 'meet', 'youtube'] as const;
export type LiveLocation = (typeof LIVE_LOCATIONS)[number];

/** A session is scheduled until it is cancelled; a cancelled one stays, for the calendars' STATUS:CANCELLED. */
export const LIVE_SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export type LiveSessionStatus = (typeof LIVE_SESSION_STATUSES)[number];

/**
 * The hosts a pasted link may point at, by location (https only, §20.2). A host matches itself
 * or any subdomain of it (company.zoom.us).
 */
export const LIVE_LINK_HOSTS = {
  jitsi: ['meet.jit.si', '8x8.vc'],
  zoom: ['zoom.us', 'zoom.com'],
  meet: ['meet.google.com'],
  youtube: ['youtube.com', 'youtu.be'],
} as const satisfies Record<LiveLocation, readonly string[]>;

/** Where generated Jitsi rooms live: the public meet.jit.si service, no account or API needed. */
export const JITSI_BASE_URL = 'https://meet.jit.si/';

/** The roles that may run a batch or teach a session (§20.1, §20.7). */
export const BATCH_RUNNER_ROLES = ['instructor', 'admin'] as const;

export const LIVE_LIMITS = {
  batchNameMax: 120,
  /** Seats in one batch. */
  capacityMax: 5000,
  sessionTitleMax: 160,
  durationMinutesMin: 15,
  durationMinutesMax: 480,
  /** The join link opens this many minutes before the start (§20.3). */
  joinOpensMinutesBefore: 15,
  /** A weekly series: at most this many weeks in one step. */
  seriesWeeksMax: 52,
  /** Reminder mails go out this many hours before a session (§20.5). */
  reminderHoursBefore: [24, 1],
  linkMax: 500,
} as const;
