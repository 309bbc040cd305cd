import type {
  SimAccountStatus,
  SimChallengeBreach,
  SimOrderSide,
  SimOrderStatus,
  SimOrderType,
  SimProduct,
  SimValidity,
} from '@contract/sim-trading.ts';
import { SIM_REFUSALS } from '@contract/sim-trading.ts';
import { isTradeForTrade } from '@contract/simulator.ts';
import { type ChallengeDay, type ChallengeRules, evaluateChallenge } from './challenge.ts';
import { type Bar, type FillableOrder, fillOnBar } from './fills.ts';
import {
  type AccountState,
  applyFill,
  type Closes,
  closesFor,
  type DrawdownTracker,
  markToMarket,
  type Position,
  recordEquity,
  squareOffMis,
} from './portfolio.ts';

/**
 * One trading day of a simulator account, computed without I/O (ADR 034, ADR 035): the day's bars
 * fill the open orders in placement order, MIS positions are squared off at the close, the account
 * is valued, its drawdown tracked and a challenge judged. Everything it needs comes in as
 * arguments and nothing is mutated, so equal inputs give equal outputs; step.ts loads the inputs
 * under the account's lock and writes the result.
 */

/** A symbol's latest bar on or before the day: the day's own bar when it traded, else an earlier one. */
/** A day's bar; `series` BE or BZ (trade for trade) fills no intraday order (docs/product.md §14.4). */
export type DatedBar = Bar & { date: string; series?: string };

/** What the day needs of an open order (a `sim_orders` row fits). */
export interface OpenOrder {
  id: string;
  symbol: string;
  side: SimOrderSide;
  type: SimOrderType;
  product: SimProduct;
  validity: SimValidity;
  quantity: number;
  limitPrice: number | null;
  stopPrice: number | null;
  /** A stop-limit whose stop fired on an earlier bar. */
  triggered: boolean;
}

/** The account as the day finds it. */
export interface AccountAtOpen {
  book: AccountState;
  /** Steps so far in which one of the learner's orders filled. */
  tradingDays: number;
  drawdown: DrawdownTracker;
  /**
   * A challenge's rules and its closing equity on each earlier step, oldest first; null for a
   * replay, which is never judged.
   */
  challenge: { rules: ChallengeRules; history: readonly ChallengeDay[] } | null;
}

/** The day's terms: which trading day it is and what an executed order costs. */
export interface DayTerms {
  /** The trading day the step moves to ('YYYY-MM-DD'): only a bar of this date fills an order. */
  date: string;
  /** Paise per executed order, the square-off's included. */
  brokerage: number;
}

/**
 * An open order's outcome on the day. `status` stays 'open' for a GTC stop-limit whose stop fired
 * today: it rests as a limit from now on.
 */
export interface OrderOutcome {
  id: string;
  status: SimOrderStatus;
  triggered: boolean;
  fillPrice: number | null;
  brokerage: number | null;
  realisedPnl: number | null;
  /** Why a fill was refused at the fill price (status 'rejected'). */
  reason: string | null;
}

/** A closing order of the MIS square-off, at the symbol's close. */
export interface SquareOffFill {
  symbol: string;
  side: SimOrderSide;
  quantity: number;
  price: number;
  brokerage: number;
  /** This order's realised P&L, brokerage included. */
  realisedPnl: number;
}

export interface ChallengeVerdict {
  status: SimAccountStatus;
  /** The rule a failed challenge broke; null otherwise. */
  failedRule: SimChallengeBreach | null;
}

export interface SimulatedDay {
  date: string;
  /**
   * The open orders whose row changes, in placement order: filled, rejected, expired, or a GTC
   * stop-limit that triggered. A GTC order that rests as it was is not listed.
   */
  orderOutcomes: OrderOutcome[];
  squareOffs: SquareOffFill[];
  /** Cash, realised P&L and positions at the close, after the square-off. */
  book: AccountState;
  /** Equity at the close: cash plus the positions at each symbol's latest close. */
  equity: number;
  drawdown: DrawdownTracker;
  /** Whether one of the learner's orders filled (a square-off alone does not count). */
  traded: boolean;
  tradingDays: number;
  verdict: ChallengeVerdict;
  filled: number;
  expired: number;
  rejected: number;
}

/** The account after one trading day; see the module comment. Throws RangeError on malformed input. */
export function simulateDay(
  account: AccountAtOpen,
  orders: readonly OpenOrder[],
  bars: ReadonlyMap<string, DatedBar>,
  terms: DayTerms,
): SimulatedDay {
  const fills = fillOrders(account.book, orders, bars, terms);
  // The square-off and the valuation use the latest close: the last one for a symbol without a bar
  // that day, the entry price for one without any (closesFor).
  const closes = closesFor(fills.book.positions, (symbol) => bars.get(symbol)?.close);
  const squared = squareOff(fills.book, closes, terms.brokerage);
  const { equity } = markToMarket(squared.book, closes);
  const traded = fills.filled > 0;
  return {
    date: terms.date,
    orderOutcomes: fills.outcomes,
    squareOffs: squared.fills,
    book: squared.book,
    equity,
    drawdown: recordEquity(account.drawdown, equity),
    traded,
    tradingDays: account.tradingDays + (traded ? 1 : 0),
    verdict: judgeChallenge(account.challenge, { date: terms.date, closingEquity: equity, traded }),
    filled: fills.filled,
    expired: fills.expired,
    rejected: fills.rejected,
  };
}

/**
 * The open orders on the day's bars, in placement order, each fill applied to the book the ones
 * before it left: a fill the book cannot take at its price is rejected with the reason, an unfilled
 * DAY order (or one whose symbol has no bar that day) expires, a GTC order rests on.
 */
function fillOrders(
  book: AccountState,
  orders: readonly OpenOrder[],
  bars: ReadonlyMap<string, DatedBar>,
  terms: DayTerms,
): { book: AccountState; outcomes: OrderOutcome[]; filled: number; expired: number; rejected: number } {
  let state = book;
  const outcomes: OrderOutcome[] = [];
  let filled = 0;
  let expired = 0;
  let rejected = 0;
  for (const order of orders) {
    const bar = bars.get(order.symbol);
    const outcome =
      bar !== undefined && bar.date === terms.date
        ? fillOnBar(fillable(order), bar)
        : { filled: false as const };
    if (outcome.filled && order.product === 'MIS' && isTradeForTrade(bar?.series)) {
      // Placed while the share traded in EQ; on a trade-for-trade day it cannot be intraday.
      rejected += 1;
      outcomes.push({ ...unfilled(order, 'rejected'), reason: SIM_REFUSALS.mis_trade_for_trade });
    } else if (outcome.filled) {
      const result = applyFill(state, {
        symbol: order.symbol,
        side: order.side,
        quantity: order.quantity,
        price: outcome.price,
        product: order.product,
        brokerage: terms.brokerage,
      });
      if (result.ok) {
        state = result.state;
        filled += 1;
        outcomes.push({
          ...unfilled(order, 'filled'),
          fillPrice: outcome.price,
          brokerage: terms.brokerage,
          realisedPnl: result.realisedPnl,
        });
      } else {
        rejected += 1;
        outcomes.push({ ...unfilled(order, 'rejected'), reason: result.message });
      }
    } else if (order.validity === 'DAY') {
      expired += 1;
      outcomes.push(unfilled(order, 'expired'));
    } else if (outcome.triggered === true && !order.triggered) {
      outcomes.push({ ...unfilled(order, 'open'), triggered: true });
    }
  }
  return { book: state, outcomes, filled, expired, rejected };
}

function fillable(order: OpenOrder): FillableOrder {
  // A missing price reaches fillOnBar as undefined, which it refuses with a RangeError.
  switch (order.type) {
    case 'market':
      return { type: 'market', side: order.side };
    case 'limit':
      return { type: 'limit', side: order.side, limitPrice: order.limitPrice! };
    case 'stop':
      return { type: 'stop', side: order.side, stopPrice: order.stopPrice! };
    case 'stop_limit':
      return {
        type: 'stop_limit',
        side: order.side,
        stopPrice: order.stopPrice!,
        limitPrice: order.limitPrice!,
        triggered: order.triggered,
      };
  }
}

function unfilled(order: OpenOrder, status: SimOrderStatus): OrderOutcome {
  return {
    id: order.id,
    status,
    triggered: order.triggered,
    fillPrice: null,
    brokerage: null,
    realisedPnl: null,
    reason: null,
  };
}

/**
 * squareOffMis, with each closing fill's realised P&L (the engine's function returns the fills;
 * replaying them one by one through applyFill, forced as it does, gives each one's share).
 */
function squareOff(
  book: AccountState,
  closes: Closes,
  brokerage: number,
): { book: AccountState; fills: SquareOffFill[] } {
  const result = squareOffMis(book, closes, brokerage);
  let replay = book;
  const fills = result.fills.map((fill): SquareOffFill => {
    const applied = applyFill(replay, fill, { forced: true });
    if (!applied.ok) throw new RangeError(`square-off of ${fill.symbol} refused: ${applied.code}`);
    replay = applied.state;
    return {
      symbol: fill.symbol,
      side: fill.side,
      quantity: fill.quantity,
      price: fill.price,
      brokerage: fill.brokerage,
      realisedPnl: applied.realisedPnl,
    };
  });
  return { book: result.state, fills };
}

/** A challenge's verdict over its whole history, the day included; a replay stays active. */
function judgeChallenge(challenge: AccountAtOpen['challenge'], day: ChallengeDay): ChallengeVerdict {
  if (challenge === null) return { status: 'active', failedRule: null };
  const result = evaluateChallenge(challenge.rules, [...challenge.history, day]);
  if (result === 'active') return { status: 'active', failedRule: null };
  return { status: result.status, failedRule: result.status === 'failed' ? result.rule : null };
}

/**
 * The positions to write: those held at the open and gone at the close (one delete), and those
 * new or changed (one upsert). A position the day left as it was is in neither.
 */
export function positionChanges(
  before: readonly Position[],
  after: readonly Position[],
): { closed: Position[]; changed: Position[] } {
  const key = (position: Position) => `${position.symbol}\u0000${position.product}`;
  const was = new Map(before.map((position) => [key(position), position]));
  const now = new Set(after.map(key));
  return {
    closed: before.filter((position) => !now.has(key(position))),
    changed: after.filter((position) => {
      const old = was.get(key(position));
      return !old || old.quantity !== position.quantity || old.costBasis !== position.costBasis;
    }),
  };
}
