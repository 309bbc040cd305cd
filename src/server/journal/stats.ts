import type { JournalStatGroup } from '@contract/journal.ts';

/**
 * A journal's statistics (docs/product.md §23.3, ADR 079), computed without I/O from the trades'
 * net P&L in paise and, where the learner set a planned stop, their risk in paise. Every figure is
 * an integer, so the API and a ledger in a test agree to the last unit:
 * - money in paise; a mean of money is rounded half away from zero to the paisa (−2.5 → −3);
 * - an R multiple is P&L / risk in hundredths of R, rounded half away from zero per trade; the
 *   mean R and the R equity curve add those hundredths (so the curve's last point is their sum);
 * - ratios (payoff, profit factor) in hundredths, rounded half up from the exact sums;
 * - the win rate in basis points of the trades (a trade at exactly 0 is neither a win nor a loss).
 * Trades are taken in exit order (exit date, then the order given): the losing run and the
 * drawdown depend on it.
 */

export interface StatTrade {
  id: string;
  /** Net of brokerage, paise. */
  pnl: number;
  /** |entry − planned stop| × quantity in paise; null (or 0) without a planned stop. */
  risk: number | null;
  exitDate: string;
  setup: string;
}

export interface Summary {
  trades: number;
  wins: number;
  losses: number;
  winRateBasisPoints: number;
  averageWin: number | null;
  averageLoss: number | null;
  payoffHundredths: number | null;
  expectancy: number | null;
  expectancyRHundredths: number | null;
  tradesWithR: number;
  profitFactorHundredths: number | null;
  netPnl: number;
  largestLosingRun: number;
  /** The deepest fall of cumulative P&L (from 0) below an earlier peak, paise ≥ 0. */
  maxDrawdown: number;
}

export interface Stats {
  overall: Summary;
  group: JournalStatGroup;
  groups: (Summary & { key: string })[];
  /** Cumulative R (hundredths) after each trade with a planned stop, in exit order. */
  equityR: { id: string; exitDate: string; cumulativeHundredths: number }[];
}

/** numerator / denominator (denominator > 0), rounded half away from zero. */
export function divideHalfAway(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/** A trade's R in hundredths: P&L × 100 / risk, rounded half away from zero; null without risk. */
export function rHundredths(pnl: number, risk: number | null): number | null {
  if (risk === null || risk <= 0) return null;
  return Number(divideHalfAway(BigInt(pnl) * 100n, BigInt(risk)));
}

/** The summary of trades already in exit order; see the module comment for every rounding. */
export function summarize(trades: readonly StatTrade[]): Summary {
  let winSum = 0n;
  let lossSum = 0n;
  let net = 0n;
  let wins = 0;
  let losses = 0;
  let run = 0;
  let longestRun = 0;
  let peak = 0n;
  let drawdown = 0n;
  let rSum = 0n;
  let withR = 0;
  for (const trade of trades) {
    const pnl = BigInt(trade.pnl);
    net += pnl;
    if (pnl > 0n) {
      wins += 1;
      winSum += pnl;
      run = 0;
    } else if (pnl < 0n) {
      losses += 1;
      lossSum -= pnl;
      run += 1;
      longestRun = Math.max(longestRun, run);
    } else {
      run = 0;
    }
    if (net > peak) peak = net;
    if (peak - net > drawdown) drawdown = peak - net;
    const r = rHundredths(trade.pnl, trade.risk);
    if (r !== null) {
      rSum += BigInt(r);
      withR += 1;
    }
  }
  const count = trades.length;
  return {
    trades: count,
    wins,
    losses,
    winRateBasisPoints: count === 0 ? 0 : Number(divideHalfAway(BigInt(wins) * 10_000n, BigInt(count))),
    averageWin: wins === 0 ? null : Number(divideHalfAway(winSum, BigInt(wins))),
    averageLoss: losses === 0 ? null : -Number(divideHalfAway(lossSum, BigInt(losses))),
    payoffHundredths:
      wins === 0 || losses === 0
        ? null
        : Number(divideHalfAway(winSum * BigInt(losses) * 100n, lossSum * BigInt(wins))),
    expectancy: count === 0 ? null : Number(divideHalfAway(net, BigInt(count))),
    expectancyRHundredths: withR === 0 ? null : Number(divideHalfAway(rSum, BigInt(withR))),
    tradesWithR: withR,
    profitFactorHundredths: losses === 0 ? null : Number(divideHalfAway(winSum * 100n, lossSum)),
    netPnl: Number(net),
    largestLosingRun: longestRun,
    maxDrawdown: Number(drawdown),
  };
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The group a trade falls in: its setup ('' for none), its exit month 'YYYY-MM', or its exit weekday. */
export function groupKey(trade: StatTrade, group: JournalStatGroup): string {
  if (group === 'setup') return trade.setup;
  if (group === 'month') return trade.exitDate.slice(0, 7);
  // A calendar date: its weekday does not depend on a time zone.
  const day = new Date(`${trade.exitDate}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(day + 6) % 7]!;
}

function compareKeys(group: JournalStatGroup): (a: string, b: string) => number {
  if (group === 'weekday') return (a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b);
  return (a, b) => (a < b ? -1 : a > b ? 1 : 0);
}

/** The statistics of a journal: overall, by group, and the equity curve in R. */
export function journalStats(trades: readonly StatTrade[], group: JournalStatGroup): Stats {
  // Stable: trades closed on the same day keep the order given (the order they were journaled).
  const ordered = [...trades].sort((a, b) =>
    a.exitDate < b.exitDate ? -1 : a.exitDate > b.exitDate ? 1 : 0,
  );
  const byKey = new Map<string, StatTrade[]>();
  for (const trade of ordered) {
    const key = groupKey(trade, group);
    const list = byKey.get(key) ?? [];
    list.push(trade);
    byKey.set(key, list);
  }
  let cumulative = 0;
  const equityR: Stats['equityR'] = [];
  for (const trade of ordered) {
    const r = rHundredths(trade.pnl, trade.risk);
    if (r === null) continue;
    cumulative += r;
    equityR.push({ id: trade.id, exitDate: trade.exitDate, cumulativeHundredths: cumulative });
  }
  return {
    overall: summarize(ordered),
    group,
    groups: [...byKey.keys()].sort(compareKeys(group)).map((key) => ({ key, ...summarize(byKey.get(key)!) })),
    equityR,
  };
}
