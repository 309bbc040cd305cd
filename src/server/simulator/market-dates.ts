/**
 * Calendar dates for market data (ADR 033): 'YYYY-MM-DD' strings, compared as text (their order is
 * the calendar's) and moved by whole days in UTC arithmetic, so no time zone can shift them.
 */

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in India at the instant `now`. */
export function istToday(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export { isCalendarDate } from '@contract/simulator.ts';

/** `date` moved by `days` (negative: back). `date` must be a calendar date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The last date a learner may see (SEBI: data at least `lagDays` old): today in IST minus the lag.
 * Every learner-facing query clamps to this (ADR 033).
 */
export function latestVisibleDate(lagDays: number, now: Date = new Date()): string {
  return addDays(istToday(now), -lagDays);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
