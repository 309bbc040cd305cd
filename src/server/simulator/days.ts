import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * Trading days of the market data (ADR 035): a date is a trading day when it has bars. Every query
 * here walks the `market_bars(date)` index (a `min(date) where date > x` is one index probe), never
 * the table's 625,000+ rows, and every one stops at `upTo`: the caller passes the cutoff (today in
 * IST minus the lag), so no day after it is ever found (ADR 033).
 */

type DateRow = { date: string | null };

/** The first trading day on or after `from` and on or before `upTo`; null when there is none. */
export async function firstTradingDayFrom(db: DbOrTx, from: string, upTo: string): Promise<string | null> {
  const result = await db.execute<DateRow>(sql`
    select min(date)::text as date from market_bars where date >= ${from}::date and date <= ${upTo}::date`);
  return result.rows[0]?.date ?? null;
}

/** The first trading day after `after`, on or before `upTo`; null when there is none yet. */
export async function nextTradingDay(db: DbOrTx, after: string, upTo: string): Promise<string | null> {
  const result = await db.execute<DateRow>(sql`
    select min(date)::text as date from market_bars where date > ${after}::date and date <= ${upTo}::date`);
  return result.rows[0]?.date ?? null;
}

/** The first and last trading days on or before `upTo` (both null without data). */
export async function tradingDayRange(
  db: DbOrTx,
  upTo: string,
): Promise<{ first: string | null; last: string | null }> {
  const result = await db.execute<{ first: string | null; last: string | null }>(sql`
    select (select min(date) from market_bars where date <= ${upTo}::date)::text as first,
           (select max(date) from market_bars where date <= ${upTo}::date)::text as last`);
  return { first: result.rows[0]?.first ?? null, last: result.rows[0]?.last ?? null };
}

/**
 * Every trading day on or before `upTo`, oldest first: a "loose index scan" (a recursive CTE that
 * jumps from one distinct date to the next through the index), so a year of bars costs ~250 index
 * probes instead of a scan of ~625,000 rows.
 */
export async function tradingDaysUpTo(db: DbOrTx, upTo: string): Promise<string[]> {
  const result = await db.execute<{ date: string }>(sql`
    with recursive days(date) as (
      (select min(date) from market_bars where date <= ${upTo}::date)
      union all
      select (select min(m.date) from market_bars m where m.date > days.date and m.date <= ${upTo}::date)
      from days where days.date is not null
    )
    select date::text as date from days where date is not null order by date`);
  return result.rows.map((row) => row.date);
}

/** The earlier of two 'YYYY-MM-DD' dates (their text order is the calendar's). */
export function earlierDate(a: string, b: string): string {
  return a <= b ? a : b;
}
