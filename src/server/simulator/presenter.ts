import { paiseToRupees } from '@contract/money.ts';
import type { SimAccount, SimOrder } from '@contract/sim-account.ts';
import type { simAccounts, simOrders } from '../db/schema.ts';
import { REAL_LENS, type SimLens } from './blind-lens.ts';
import { challengeLimits } from './challenge.ts';
import { drawdownPercent, type PositionValue } from './portfolio.ts';

export type SimAccountRow = typeof simAccounts.$inferSelect;
export type SimOrderRow = typeof simOrders.$inferSelect;

/** Whole basis points as a percentage with two decimals: 1000 → "10.00", 250 → "2.50". */
export function basisPointsToPercent(basisPoints: number): string {
  return `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
}

/** What the account screen needs besides the row: valued positions and the figures read with them. */
export interface SimAccountFacts {
  programTitle: string | null;
  positions: readonly PositionValue[];
  equity: number;
  /** Σ reserved_cash of the account's open orders. */
  reservedCash: number;
  /** The worst single day's loss so far, in paise (0 when none). */
  worstDailyLoss: number;
  /** Today (IST) minus the lag. */
  latestDate: string;
  /** The certificate's public address, when the challenge issued one. */
  verifyUrl: string | null;
}

/**
 * The account as its lens shows it (blind-lens.ts): while a blind challenge runs, aliases, "Day N" and
 * rebased money; percentages always come from the real paise, so they are the same either way.
 */
export function presentSimAccount(
  row: SimAccountRow,
  facts: SimAccountFacts,
  lens: SimLens = REAL_LENS,
): SimAccount {
  const rupees = (paise: number) => paiseToRupees(lens.money(paise));
  return {
    cash: rupees(row.cash),
    equity: rupees(facts.equity),
    positions: facts.positions.map((position) => ({
      symbol: lens.symbol(position.symbol),
      product: position.product,
      quantity: position.quantity,
      average_price: rupees(position.averagePrice),
      market_price: rupees(position.marketPrice),
      unrealised_pnl: rupees(position.unrealisedPnl),
    })),
    realised_pnl: rupees(row.realisedPnl),
    max_drawdown_percent: drawdownPercent({
      peak: row.peakEquity,
      deepest: { peak: row.drawdownPeak, trough: row.drawdownTrough },
    }),
    sim_date: lens.day(row.simDate),
    status: row.status,
    _id: row.id,
    mode: row.mode,
    program_id: row.programId,
    program_title: facts.programTitle,
    start_date: lens.day(row.startDate),
    // The calendar of a blind challenge is hidden: how far it may still step would date it.
    latest_date: lens.blind ? null : facts.latestDate,
    starting_capital: rupees(row.startingCapital),
    available_cash: rupees(row.cash - facts.reservedCash),
    brokerage: rupees(row.brokerage),
    challenge: presentChallenge(row, facts, lens),
    leaderboard_name: row.leaderboardName,
    blind: lens.blind,
    created_on: row.createdOn.toISOString(),
  };
}

function presentChallenge(
  row: SimAccountRow,
  facts: SimAccountFacts,
  lens: SimLens,
): SimAccount['challenge'] {
  const rupees = (paise: number) => paiseToRupees(lens.money(paise));
  const { profitTargetBp, maxDailyLossBp, maxTotalLossBp, minTradingDays } = row;
  if (
    row.mode !== 'challenge' ||
    profitTargetBp === null ||
    maxDailyLossBp === null ||
    maxTotalLossBp === null ||
    minTradingDays === null
  ) {
    return null;
  }
  const limits = challengeLimits({
    startingBalance: row.startingCapital,
    profitTargetBasisPoints: profitTargetBp,
    maxDailyLossBasisPoints: maxDailyLossBp,
    maxTotalLossBasisPoints: maxTotalLossBp,
    minTradingDays,
  });
  return {
    rules: {
      profit_target_percent: basisPointsToPercent(profitTargetBp),
      max_daily_loss_percent: basisPointsToPercent(maxDailyLossBp),
      max_total_loss_percent: basisPointsToPercent(maxTotalLossBp),
      min_trading_days: minTradingDays,
    },
    profit_target: rupees(limits.profitTarget),
    max_daily_loss: rupees(limits.maxDailyLoss),
    max_total_loss: rupees(limits.maxTotalLoss),
    profit: rupees(row.lastEquity - row.startingCapital),
    worst_daily_loss: rupees(facts.worstDailyLoss),
    total_loss: rupees(Math.max(0, row.startingCapital - row.lastEquity)),
    trading_days: row.tradingDays,
    failed_rule: row.failedRule,
    ended_on: row.endedOn === null ? null : lens.day(row.endedOn),
    certificate_id: row.certificateId,
    verify_url: facts.verifyUrl,
  };
}

/** An order as its account's lens shows it. */
export function presentSimOrder(row: SimOrderRow, lens: SimLens = REAL_LENS): SimOrder {
  const orNull = (paise: number | null) => (paise === null ? null : paiseToRupees(lens.money(paise)));
  return {
    _id: row.id,
    account_id: row.accountId,
    symbol: lens.symbol(row.symbol),
    side: row.side,
    type: row.type,
    product: row.product,
    validity: row.validity,
    quantity: row.quantity,
    limit_price: orNull(row.limitPrice),
    stop_price: orNull(row.stopPrice),
    status: row.status,
    triggered: row.triggered,
    source: row.source,
    placed_date: lens.day(row.placedDate),
    fill_price: orNull(row.fillPrice),
    closed_date: row.closedDate === null ? null : lens.day(row.closedDate),
    brokerage: orNull(row.brokerage),
    realised_pnl: orNull(row.realisedPnl),
    reason: row.reason,
    created_on: row.createdOn.toISOString(),
  };
}
