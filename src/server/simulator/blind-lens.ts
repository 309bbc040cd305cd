import { MESSAGES } from '@contract/messages.ts';
import { paiseToRupees, rupeesToPaise } from '@contract/money.ts';
import { MARKET_LIMITS, type SimBar } from '@contract/simulator.ts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { marketInstrumentNumbers, type simAccounts, simEquity } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import { aliasOf, dayLabel, numberOfAlias, realAtLeast, realAtMost, showPaise } from './blind.ts';
import { earlierDate } from './days.ts';

/**
 * How one account's answers are shown (docs/product.md §24, ADR 080). A running blind challenge sees
 * aliases, "Day N" and rebased money; a replay, an older challenge and an ended one (the review)
 * see the real symbols, dates and prices. Every presenter of the simulator takes a lens, so no
 * answer for a blind account can bypass it.
 */
type SimAccountRow = typeof simAccounts.$inferSelect;

export interface SimLens {
  readonly blind: boolean;
  symbol(real: string): string;
  /** Shown paise for real paise. */
  money(real: number): number;
  /** A trading day the account has reached, shown: the date, or "Day N". */
  day(date: string): string;
}

export const REAL_LENS: SimLens = {
  blind: false,
  symbol: (real) => real,
  money: (real) => real,
  day: (date) => date,
};

/** The account's secret and scale while it is disguised; null for a replay, an older or an ended challenge. */
export function blindTerms(row: SimAccountRow): { key: string; scale: number } | null {
  if (row.blindKey === null || row.blindScale === null || row.status !== 'active') return null;
  return { key: row.blindKey, scale: row.blindScale };
}

/** The stable numbers of `symbols` (instruments imported before the trigger existed were numbered by the migration). */
async function numbersOf(db: DbOrTx, symbols: readonly string[]): Promise<Map<string, number>> {
  if (symbols.length === 0) return new Map();
  const rows = await db
    .select()
    .from(marketInstrumentNumbers)
    .where(inArray(marketInstrumentNumbers.symbol, [...new Set(symbols)]));
  return new Map(rows.map((row) => [row.symbol, row.number]));
}

/**
 * The account's trading days so far, oldest first: its start, then each step's day (a step moves one
 * trading day, so this is every day the account has seen).
 */
async function daysOf(db: DbOrTx, row: SimAccountRow): Promise<string[]> {
  const steps = await db
    .select({ date: simEquity.date })
    .from(simEquity)
    .where(eq(simEquity.accountId, row.id))
    .orderBy(asc(simEquity.date));
  return [row.startDate, ...steps.map((step) => step.date)];
}

/** A lens for numbering days from `days` (Day 1 at `startIndex`) and for the given symbols. */
function blindLens(
  terms: { key: string; scale: number },
  numbers: Map<string, number>,
  days: readonly string[],
): SimLens {
  const index = new Map(days.map((date, i) => [date, i + 1]));
  return {
    blind: true,
    symbol(real) {
      const number = numbers.get(real);
      // Never fall back to the real symbol: an instrument without a number cannot be shown.
      if (number === undefined) throw new Error('an instrument without a number reached a blind account');
      return aliasOf(terms.key, number);
    },
    money: (real) => showPaise(real, terms.scale),
    day(date) {
      const day = index.get(date);
      if (day === undefined) throw new Error('a date outside the account reached a blind account');
      return dayLabel(day);
    },
  };
}

/** The lens for an account's answers that name `symbols` (its positions and orders). */
export async function lensFor(db: DbOrTx, row: SimAccountRow, symbols: readonly string[]): Promise<SimLens> {
  const terms = blindTerms(row);
  if (terms === null) return REAL_LENS;
  const [numbers, days] = await Promise.all([numbersOf(db, symbols), daysOf(db, row)]);
  return blindLens(terms, numbers, days);
}

/**
 * The real symbol an order or a chart of a blind account names by alias. An unknown alias, or a
 * real symbol (which a running blind account never sees), is "no instrument has that symbol":
 * the same answer as for a symbol that does not exist, so it tells nothing about real names.
 */
export async function realSymbol(db: DbOrTx, row: SimAccountRow, shown: string): Promise<string> {
  const terms = blindTerms(row);
  if (terms === null) return shown;
  const number = numberOfAlias(terms.key, shown);
  if (number === null) throw new DomainError('not_found', MESSAGES.simulator.symbolNotFound);
  const [found] = await db
    .select({ symbol: marketInstrumentNumbers.symbol })
    .from(marketInstrumentNumbers)
    .where(eq(marketInstrumentNumbers.number, number));
  if (!found) throw new DomainError('not_found', MESSAGES.simulator.symbolNotFound);
  return found.symbol;
}

/**
 * An order's prices as the engine reads them: the learner typed shown prices, which map back to the
 * real price at which the order fills or triggers on a real bar exactly when it would on the bar as
 * shown (blind.ts). A buy limit and a sell stop take the highest real price that shows at most the
 * typed one; a sell limit and a buy stop the lowest that shows at least it.
 */
export function realOrderPrices(
  row: SimAccountRow,
  side: 'buy' | 'sell',
  prices: { limit?: number | undefined; stop?: number | undefined },
): { limit?: number | undefined; stop?: number | undefined } {
  const terms = blindTerms(row);
  if (terms === null) return prices;
  const low = (shown: number) => realAtMost(shown, terms.scale);
  const high = (shown: number) => realAtLeast(shown, terms.scale);
  return {
    limit: prices.limit === undefined ? undefined : side === 'buy' ? low(prices.limit) : high(prices.limit),
    stop: prices.stop === undefined ? undefined : side === 'buy' ? high(prices.stop) : low(prices.stop),
  };
}

/** Every trading day from `from` to `upTo`, oldest first, walking the date index (days.ts). */
async function tradingDaysBetween(db: DbOrTx, from: string, upTo: string): Promise<string[]> {
  const result = await db.execute<{ date: string }>(sql`
    with recursive days(date) as (
      (select min(date) from market_bars where date >= ${from}::date and date <= ${upTo}::date)
      union all
      select (select min(m.date) from market_bars m where m.date > days.date and m.date <= ${upTo}::date)
      from days where days.date is not null
    )
    select date::text as date from days where date is not null order by date`);
  return result.rows.map((r) => r.date);
}

/**
 * A blind account's chart: the bars as listVisibleBars gives them (real, up to the sim date), shown with every price and the volume rebased and each date as its day number from the
 * start, counted over all trading days so that every instrument's Day 5 is the same day.
 */
export async function showBars(db: DbOrTx, row: SimAccountRow, bars: readonly SimBar[]): Promise<SimBar[]> {
  const terms = blindTerms(row);
  if (terms === null || bars.length === 0) return [...bars];
  const first = earlierDate(bars[0]!.date, row.startDate);
  const days = await tradingDaysBetween(db, first, row.simDate);
  const start = days.indexOf(row.startDate);
  const number = new Map(days.map((date, i) => [date, i - start + 1]));
  const price = (text: string) => paiseToRupees(showPaise(rupeesToPaise(text), terms.scale));
  return bars.map((bar) => {
    const day = number.get(bar.date);
    if (day === undefined) throw new Error('a bar outside the trading days reached a blind account');
    return {
      date: dayLabel(day),
      day,
      ...(bar.series === undefined ? {} : { series: bar.series }),
      open: price(bar.open),
      high: price(bar.high),
      low: price(bar.low),
      close: price(bar.close),
      volume: showPaise(bar.volume, terms.scale),
    };
  });
}

/**
 * Up to MARKET_LIMITS.searchResults instruments of a blind account, by alias: the aliases starting
 * with `query` (any case), in alias order. Names and ISINs are not shown, and a real symbol or name
 * finds nothing.
 */
export async function searchAliases(
  db: DbOrTx,
  row: SimAccountRow,
  query: string,
): Promise<{ symbol: string; isin: null; name: null }[]> {
  const terms = blindTerms(row);
  if (terms === null) throw new Error('searchAliases needs a blind account');
  const all = await db.select({ number: marketInstrumentNumbers.number }).from(marketInstrumentNumbers);
  const prefix = query.trim().toUpperCase();
  return all
    .map((instrument) => aliasOf(terms.key, instrument.number))
    .filter((alias) => alias.startsWith(prefix))
    .sort()
    .slice(0, MARKET_LIMITS.searchResults)
    .map((symbol) => ({ symbol, isin: null, name: null }));
}

/**
 * A journal plan written for a running blind challenge (docs/product.md §23.1, §24) names its
 * instrument by alias and its stop and target as shown: the real symbol and prices, so that the
 * trade that closes there finds its plan. Other accounts' plans are as written.
 */
export async function realPlanTerms(
  db: DbOrTx,
  row: SimAccountRow,
  plan: { symbol: string; stop: number | null; target: number | null },
): Promise<{ symbol: string; stop: number | null; target: number | null }> {
  const terms = blindTerms(row);
  if (terms === null) return plan;
  const real = (shown: number | null) => (shown === null ? null : realAtMost(shown, terms.scale));
  return { symbol: await realSymbol(db, row, plan.symbol), stop: real(plan.stop), target: real(plan.target) };
}
