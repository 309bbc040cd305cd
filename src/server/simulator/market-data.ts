import { MESSAGES } from '@contract/messages.ts';
import { paiseToRupees } from '@contract/money.ts';
import { MARKET_LIMITS, type SimBar } from '@contract/simulator.ts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { DomainError } from '../shared/errors.ts';
import { addDays, daysBetween } from './market-dates.ts';

/**
 * What learners may read of the market data (docs/product.md §14.2, ADR 033). Every query here takes the
 * `cutoff`, today (IST) minus MARKET_DATA_LAG_DAYS, and applies it in its SQL: SEBI allows no bar
 * later than that to be shown, whatever the request asked for.
 */

export type SimInstrument = {
  symbol: string;
  isin: string | null;
  name: string | null;
};

/** Up to 20 instruments whose symbol or name starts with `query`, any case, by symbol. */
export async function searchInstruments(db: DbOrTx, query: string): Promise<SimInstrument[]> {
  // LIKE's own characters are matched literally; both prefix indexes serve `lower(x) like 'p%'`.
  const prefix = `${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await db.execute<SimInstrument>(sql`
    select symbol, isin, name from (
      select symbol, isin, name from market_instruments where lower(symbol) like ${prefix}
      union
      select symbol, isin, name from market_instruments where lower(name) like ${prefix}
    ) found
    order by symbol
    limit ${MARKET_LIMITS.searchResults}`);
  return result.rows;
}

/** How far back `from` defaults when a request gives only `to` (or nothing): one year. */
export const DEFAULT_RANGE_DAYS = 365;

/**
 * The bars of `symbol` from `from` to `to`, both inclusive, never past `cutoff` (the single clamp,
 * in the SQL below). `to` defaults to the cutoff; `from` to a year before `to`. A reversed range,
 * or one longer than about five years, is refused; an unknown symbol is not found.
 */
export async function listVisibleBars(
  db: DbOrTx,
  symbol: string,
  range: { from?: string | undefined; to?: string | undefined },
  cutoff: string,
): Promise<SimBar[]> {
  const to = range.to ?? cutoff;
  const from = range.from ?? addDays(to < cutoff ? to : cutoff, -DEFAULT_RANGE_DAYS);
  if (from > to) throw new DomainError('invalid', MESSAGES.simulator.fromAfterTo);
  const end = to < cutoff ? to : cutoff;
  if (daysBetween(from, end) > MARKET_LIMITS.maxRangeDays) {
    throw new DomainError('invalid', MESSAGES.simulator.rangeTooLong);
  }
  const upper = symbol.toUpperCase();
  const known = await db.execute(sql`select 1 from market_instruments where symbol = ${upper}`);
  if (known.rows.length === 0) throw new DomainError('not_found', MESSAGES.simulator.symbolNotFound);
  const result = await db.execute<{
    date: string;
    open: string;
    high: string;
    low: string;
    close: string;
    volume: string;
    series: string;
  }>(sql`
    select date::text as date, open, high, low, close, volume, series from market_bars
    where symbol = ${upper} and date >= ${from}::date and date <= ${to}::date
      and date <= ${cutoff}::date -- SEBI's lag: the one clamp (ADR 033)
    order by date`);
  return result.rows.map((row) => ({
    date: row.date,
    ...(row.series === 'EQ' ? {} : { series: row.series }),
    open: paiseToRupees(Number(row.open)),
    high: paiseToRupees(Number(row.high)),
    low: paiseToRupees(Number(row.low)),
    close: paiseToRupees(Number(row.close)),
    volume: Number(row.volume),
  }));
}
