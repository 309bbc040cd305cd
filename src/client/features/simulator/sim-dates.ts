import { simDayLabel, simDayNumber } from '@contract/sim-account.ts';
import type { Time, UTCTimestamp } from 'lightweight-charts';

/**
 * The simulator's days in its charts (docs/product.md §24): dates for a replay and an ended challenge,
 * "Day N" for a running blind challenge. On screen, formatSimDate (lib/format.ts) writes them.
 */

/** Oldest first: dates in calendar order, "Day N" labels by N (so Day 9 comes before Day 10). */
export function compareSimDates(a: string, b: string): number {
  const x = simDayNumber(a);
  const y = simDayNumber(b);
  if (x !== null && y !== null) return x - y;
  return a < b ? -1 : a > b ? 1 : 0;
}

const DAY_SECONDS = 86_400;
/** Day N is drawn N days after this many days from 1970, so that the days before the start stay positive. */
const DAY_ZERO = 100_000;

/** A day as the chart library takes it: the date itself, or Day N as a timestamp N days on. */
export function chartTime(value: string): Time {
  const day = simDayNumber(value);
  return day === null ? value : (((DAY_ZERO + day) * DAY_SECONDS) as UTCTimestamp);
}

/** The label of a chart time drawn by chartTime from "Day N"; null for a date. */
function dayOfChartTime(time: Time): string | null {
  return typeof time === 'number' ? simDayLabel(Math.round(time / DAY_SECONDS) - DAY_ZERO) : null;
}

/**
 * A blind challenge's charts label their time axis and crosshair "Day N" (without these the library
 * would print the timestamps as dates of 2243). Undefined for dates: the library's own labels.
 */
export function dayAxisOptions(blind: boolean) {
  if (!blind) return {};
  return {
    localization: { timeFormatter: (time: Time) => dayOfChartTime(time) ?? String(time) },
    timeScale: { tickMarkFormatter: (time: Time) => dayOfChartTime(time) },
  };
}
