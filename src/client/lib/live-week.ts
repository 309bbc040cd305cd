import { istDay, istInstant } from '@contract/live.ts';
import { useState } from 'react';

/**
 * A week of live classes, Monday to Sunday in IST (docs/product.md §20.8): the learner's /live
 * week and the staff calendar on /admin/live share these, so both agree on where a week starts
 * and which day a session falls on.
 */

const DAY_MS = 86_400_000;

/** The Monday (IST) of the week `offset` weeks from the one holding `now`, as 'YYYY-MM-DD'. */
export function weekStart(now: number, offset: number): string {
  const today = istDay(new Date(now));
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return new Date(Date.parse(`${today}T00:00:00Z`) - weekday * DAY_MS + offset * 7 * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

export interface LiveWeek {
  /** Weeks from the current one: 0 this week, -1 the last. */
  offset: number;
  /** IST midnight of Monday, and of the Monday after: the window asked of the server. */
  from: Date;
  to: Date;
  /** IST midnight of each day, Monday first. */
  days: Date[];
  /** The IST day of `now`, 'YYYY-MM-DD', to mark today. */
  today: string;
}

/** The week `offset` weeks from the one holding `now`. */
export function liveWeek(now: number, offset: number): LiveWeek {
  const from = istInstant(weekStart(now, offset), '00:00');
  return {
    offset,
    from,
    to: new Date(from.getTime() + 7 * DAY_MS),
    days: Array.from({ length: 7 }, (_, index) => new Date(from.getTime() + index * DAY_MS)),
    today: istDay(new Date(now)),
  };
}

/** The week on screen, with previous, next and back to this week (Today). */
export function useLiveWeek(now: number) {
  const [offset, setOffset] = useState(0);
  return {
    week: liveWeek(now, offset),
    previous: () => setOffset((current) => current - 1),
    next: () => setOffset((current) => current + 1),
    thisWeek: () => setOffset(0),
  };
}

/** The sessions that start on an IST day ('YYYY-MM-DD'), in the order given. */
export function sessionsOnDay<S extends { starts_at: string }>(sessions: readonly S[], day: string): S[] {
  return sessions.filter((session) => istDay(session.starts_at) === day);
}

/** The IST hour (0–23) a session starts in: IST is UTC+05:30 all year, with no daylight saving. */
export function istHour(iso: string): number {
  return new Date(Date.parse(iso) + 330 * 60_000).getUTCHours();
}

/** The hours a week grid shows by default: 8 am to the 10 pm row, the evenings batches meet in. */
export const GRID_HOURS = { first: 8, last: 22 } as const;

/**
 * The grid's rows: 8 am to 10 pm, widened to hold any session that starts earlier or later, so
 * no session of the week is left off the grid.
 */
export function gridHours(sessions: readonly { starts_at: string }[]): number[] {
  const starts = sessions.map((session) => istHour(session.starts_at));
  const first = Math.min(GRID_HOURS.first, ...starts);
  const last = Math.max(GRID_HOURS.last, ...starts);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** '7 pm', '12 pm', '12 am': an hour row's label. */
export function formatHour(hour: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'am' : 'pm'}`;
}
