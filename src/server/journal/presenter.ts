import type { JournalComment, JournalStats, JournalTrade, JournalTradeSummary } from '@contract/journal.ts';
import { paiseToRupees } from '@contract/money.ts';
import type { journalComments, journalTrades } from '../db/schema.ts';
import { rHundredths, type Stats, type Summary } from './stats.ts';

/**
 * Journal rows as the API answers them (docs/product.md §23): paise become rupee strings, hundredths
 * of R and of a ratio become two-decimal strings, basis points a percentage with two decimals.
 */

export type JournalTradeRow = typeof journalTrades.$inferSelect;
export type JournalCommentRow = typeof journalComments.$inferSelect;

const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** Hundredths as a signed two-decimal string: 167 → "1.67", −33 → "-0.33". */
export function hundredths(value: number): string {
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

const maybeHundredths = (value: number | null) => (value === null ? null : hundredths(value));

/** The planned risk of a trade: |average entry − planned stop| × quantity, paise; null without a stop. */
export function plannedRisk(
  row: Pick<JournalTradeRow, 'entryPrice' | 'plannedStop' | 'quantity'>,
): number | null {
  if (row.plannedStop === null) return null;
  return Math.abs(row.entryPrice - row.plannedStop) * row.quantity;
}

/** Whole calendar days from entry to exit (0 for a trade closed the day it opened). */
export function holdingDays(entryDate: string, exitDate: string): number {
  return Math.round(
    (Date.parse(`${exitDate}T00:00:00Z`) - Date.parse(`${entryDate}T00:00:00Z`)) / 86_400_000,
  );
}

export function presentTradeSummary(
  row: JournalTradeRow,
  extra: { hasPicture: boolean; comments: number },
): JournalTradeSummary {
  const r = rHundredths(row.pnl, plannedRisk(row));
  return {
    _id: row.id,
    source: row.source,
    account_id: row.simAccountId,
    program_id: row.programId,
    symbol: row.symbol,
    product: row.product,
    side: row.side,
    quantity: row.quantity,
    entry_date: row.entryDate,
    exit_date: row.exitDate,
    entry_price: paiseToRupees(row.entryPrice),
    exit_price: paiseToRupees(row.exitPrice),
    brokerage: paiseToRupees(row.brokerage),
    pnl: paiseToRupees(row.pnl),
    holding_days: holdingDays(row.entryDate, row.exitDate),
    r_multiple: maybeHundredths(r),
    setup: row.setup,
    plan_before_entry: row.planBeforeEntry,
    has_picture: extra.hasPicture,
    comments: extra.comments,
  };
}

export function presentComment(row: JournalCommentRow & { authorName: string }): JournalComment {
  return {
    _id: row.id,
    parent_id: row.parentId,
    author_id: row.authorId,
    author_name: row.authorName,
    by_mentor: row.byMentor,
    body: row.body,
    created_on: row.createdOn.toISOString(),
  };
}

export function presentTrade(
  row: JournalTradeRow,
  extra: {
    hasPicture: boolean;
    learnerName: string;
    mine: boolean;
    choices: { setups: string[]; mistakes: string[] };
    thread: (JournalCommentRow & { authorName: string })[];
  },
): JournalTrade {
  return {
    ...presentTradeSummary(row, { hasPicture: extra.hasPicture, comments: extra.thread.length }),
    learner_id: row.userId,
    learner_name: extra.learnerName,
    mine: extra.mine,
    fills: row.fills.map((fill) => ({ ...fill, price: paiseToRupees(fill.price) })),
    mae: rupees(row.mae),
    mfe: rupees(row.mfe),
    tags: row.tags,
    plan: row.plan,
    plan_saved_at: row.planSavedAt?.toISOString() ?? null,
    planned_stop: rupees(row.plannedStop),
    planned_target: rupees(row.plannedTarget),
    management: row.management,
    emotions: row.emotions,
    mistakes: row.mistakes,
    lesson: row.lesson,
    choices: extra.choices,
    thread: extra.thread.map(presentComment),
    updated_on: row.updatedOn.toISOString(),
  };
}

function presentSummary(summary: Summary) {
  return {
    trades: summary.trades,
    wins: summary.wins,
    losses: summary.losses,
    win_rate: hundredths(summary.winRateBasisPoints),
    average_win: rupees(summary.averageWin),
    average_loss: rupees(summary.averageLoss),
    payoff_ratio: maybeHundredths(summary.payoffHundredths),
    expectancy: rupees(summary.expectancy),
    expectancy_r: maybeHundredths(summary.expectancyRHundredths),
    trades_with_r: summary.tradesWithR,
    profit_factor: maybeHundredths(summary.profitFactorHundredths),
    net_pnl: paiseToRupees(summary.netPnl),
    largest_losing_run: summary.largestLosingRun,
    max_drawdown: paiseToRupees(summary.maxDrawdown),
  };
}

export function presentStats(stats: Stats): JournalStats {
  return {
    overall: presentSummary(stats.overall),
    group: stats.group,
    groups: stats.groups.map((group) => ({ key: group.key, ...presentSummary(group) })),
    equity_r: stats.equityR.map((point) => ({
      trade_id: point.id,
      exit_date: point.exitDate,
      r: hundredths(point.cumulativeHundredths),
    })),
  };
}
