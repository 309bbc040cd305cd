import {
  SIM_ORDER_SIDES,
  SIM_PRODUCTS,
  SIM_REFUSALS,
  type SimOrderSide,
  type SimOrderType,
  type SimProduct,
  type SimRefusalCode,
} from '@contract/sim-trading.ts';

/**
 * A simulator account's book, exact to the paisa (docs/product.md §14.5, ADR 034). Pure and immutable: every
 * function returns a new state, so the accounts API can compute the whole step first and write it
 * in one transaction, or refuse with nothing written. Every amount is whole paise in a safe
 * integer; any product that could pass 2^53 (price × quantity, basis × quantity) is taken in BigInt
 * and refused as `too_large` rather than rounded.
 */

/** One open position. A symbol can be held as CNC and as MIS at once: two positions. */
export interface Position {
  symbol: string;
  product: SimProduct;
  /** Signed, never 0: negative is a short (MIS only). */
  quantity: number;
  /**
   * Paise paid for the shares still held (long), or blocked as margin for them (short): the sum
   * of their entry values, always ≥ 0. Partial closes take out round half up(basis × closed / held),
   * so it stays a whole number and the last close takes out exactly what is left.
   */
  costBasis: number;
}

export interface AccountState {
  /** Free cash in paise. Margin blocked by shorts is not in it (it is in their cost basis). */
  cash: number;
  /** Realised profit and loss in paise, brokerage included (it counts when paid). */
  realisedPnl: number;
  /** Sorted by symbol, then product; no position has quantity 0. */
  positions: readonly Position[];
}

/** An executed order, as the fill engine priced it. */
export interface Fill {
  symbol: string;
  side: SimOrderSide;
  /** Shares, a positive whole number. */
  quantity: number;
  /** Paise per share. */
  price: number;
  product: SimProduct;
  /** Paise charged for this executed order (0 allowed). */
  brokerage: number;
}

export interface Refusal {
  ok: false;
  code: SimRefusalCode;
  /** What the learner reads (the API answers 400 `{ message }`). */
  message: string;
}

export type FillResult =
  | {
      ok: true;
      state: AccountState;
      /** Realised P&L of this fill alone: closed profit or loss minus its brokerage. */
      realisedPnl: number;
    }
  | Refusal;

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

class TooLarge extends Error {}

/** A BigInt result back to a safe number, or TooLarge. */
function safe(value: bigint): number {
  if (value > MAX || value < -MAX) throw new TooLarge();
  return Number(value);
}

/** round half up(numerator / denominator) for numerator ≥ 0, denominator > 0, in BigInt. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

function refuse(code: SimRefusalCode): Refusal {
  return { ok: false, code, message: SIM_REFUSALS[code] };
}

function assertWhole(value: number, what: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${what} is not valid: ${value}`);
}

/** A new account holding `capital` paise in cash and nothing else. */
export function openAccount(capital: number): AccountState {
  assertWhole(capital, 'capital', 1);
  return { cash: capital, realisedPnl: 0, positions: [] };
}

export function findPosition(state: AccountState, symbol: string, product: SimProduct): Position | undefined {
  return state.positions.find((position) => position.symbol === symbol && position.product === product);
}

function comparePositions(a: Position, b: Position): number {
  if (a.symbol !== b.symbol) return a.symbol < b.symbol ? -1 : 1;
  return a.product < b.product ? -1 : a.product > b.product ? 1 : 0;
}

/**
 * The account after `fill`, or why it cannot happen:
 * - CNC is long only: a CNC sell needs CNC shares (`cnc_short`) and no more than are held
 *   (`insufficient_holdings`);
 * - a fill that opens or adds to a position (a buy, an MIS short, the new side of a flip) must
 *   leave free cash ≥ 0 (`insufficient_cash`): a buy needs price × quantity + brokerage, and an MIS
 *   short blocks price × quantity + brokerage as margin; a fill that only reduces a position is
 *   never refused for cash, so a losing position can always be closed;
 * - `forced` (the MIS square-off) skips the cash rule as well.
 * Throws RangeError for malformed input (the API validates it first).
 */
export function applyFill(state: AccountState, fill: Fill, options: { forced?: boolean } = {}): FillResult {
  const { symbol, side, quantity, price, product, brokerage } = fill;
  if (typeof symbol !== 'string' || symbol === '') throw new RangeError('symbol is empty');
  if (!SIM_ORDER_SIDES.includes(side)) throw new RangeError(`not a side: ${side}`);
  if (!SIM_PRODUCTS.includes(product)) throw new RangeError(`not a product: ${product}`);
  assertWhole(quantity, 'quantity', 1);
  assertWhole(price, 'price', 1);
  assertWhole(brokerage, 'brokerage', 0);
  const held = findPosition(state, symbol, product);
  const heldQuantity = held?.quantity ?? 0;
  const heldBasis = held?.costBasis ?? 0;
  if (product === 'CNC' && side === 'sell') {
    if (heldQuantity <= 0) return refuse('cnc_short');
    if (quantity > heldQuantity) return refuse('insufficient_holdings');
  }
  try {
    const delta = side === 'buy' ? quantity : -quantity;
    const reduces = heldQuantity !== 0 && Math.sign(delta) !== Math.sign(heldQuantity);
    const closed = reduces ? Math.min(quantity, Math.abs(heldQuantity)) : 0;
    const opened = quantity - closed;
    const bigPrice = BigInt(price);

    // The closed shares take their share of the basis; for a long the basis was paid, for a short
    // it was blocked, so the cash back is basis ± the difference either way.
    const released =
      closed === 0 ? 0n : divideHalfUp(BigInt(heldBasis) * BigInt(closed), BigInt(Math.abs(heldQuantity)));
    const closedValue = bigPrice * BigInt(closed);
    const closedPnl = heldQuantity > 0 ? closedValue - released : released - closedValue;
    const openedValue = bigPrice * BigInt(opened);
    const fee = BigInt(brokerage);

    const cash = safe(BigInt(state.cash) + released + closedPnl - openedValue - fee);
    const fillPnl = safe(closedPnl - fee);
    const realisedPnl = safe(BigInt(state.realisedPnl) + closedPnl - fee);
    const costBasis = safe(BigInt(heldBasis) - released + openedValue);
    const newQuantity = safe(BigInt(heldQuantity) + BigInt(delta));
    if (opened > 0 && cash < 0 && !options.forced) return refuse('insufficient_cash');

    const others = state.positions.filter((position) => position !== held);
    const positions =
      newQuantity === 0
        ? others
        : [...others, { symbol, product, quantity: newQuantity, costBasis }].sort(comparePositions);
    return { ok: true, state: { cash, realisedPnl, positions }, realisedPnl: fillPnl };
  } catch (error) {
    if (error instanceof TooLarge) return refuse('too_large');
    throw error;
  }
}

/** The part of an order the cash and holdings check needs. */
export interface OrderToCheck {
  symbol: string;
  side: SimOrderSide;
  type: SimOrderType;
  quantity: number;
  product: SimProduct;
  limitPrice?: number;
  stopPrice?: number;
  /** Paise the program charges per executed order. */
  brokerage: number;
}

export interface OrderEstimate {
  /** The price the estimate assumes (paise): the limit, else the stop, else the reference price. */
  price: number;
  /** price × quantity. */
  value: number;
  brokerage: number;
  /** Free cash the order would take if it filled at `price` (negative: it would give cash back). */
  cashNeeded: number;
}

/**
 * The check before an order is accepted (the "clear 400"), and the ticket's preview of cost and
 * charges: the same rules as applyFill, on the price the order names (its limit, else its stop),
 * or for a market order on `referencePrice` (the last close the learner sees). It is an estimate:
 * the order can still be refused when it fills at another price, and applyFill decides then.
 */
export function preOrderCheck(
  state: AccountState,
  order: OrderToCheck,
  referencePrice: number,
): { ok: true; estimate: OrderEstimate } | Refusal {
  const price =
    order.type === 'limit' || order.type === 'stop_limit'
      ? order.limitPrice
      : order.type === 'stop'
        ? order.stopPrice
        : referencePrice;
  if (price === undefined) throw new RangeError(`a ${order.type} order needs its price`);
  const result = applyFill(state, { ...order, price });
  if (!result.ok) return result;
  const value = BigInt(price) * BigInt(order.quantity);
  if (value > MAX) return refuse('too_large');
  return {
    ok: true,
    estimate: {
      price,
      value: Number(value),
      brokerage: order.brokerage,
      cashNeeded: state.cash - result.state.cash,
    },
  };
}

/** Closing prices in paise by symbol. */
export type Closes = Readonly<Record<string, number>>;

function closeOf(closes: Closes, symbol: string): number {
  const close = Object.hasOwn(closes, symbol) ? closes[symbol] : undefined;
  if (close === undefined) throw new RangeError(`no closing price for ${symbol}`);
  assertWhole(close, `closing price of ${symbol}`, 1);
  return close;
}

/**
 * The day's end for intraday positions: every MIS position is closed at its symbol's close, with
 * brokerage per closing order, whatever the cash (forced). `closes` must hold a price for every
 * MIS symbol (the caller passes the last known close for a symbol without a bar that day).
 */
export function squareOffMis(
  state: AccountState,
  closes: Closes,
  brokerage: number,
): { state: AccountState; fills: Fill[] } {
  let next = state;
  const fills: Fill[] = [];
  for (const position of state.positions) {
    if (position.product !== 'MIS') continue;
    const fill: Fill = {
      symbol: position.symbol,
      side: position.quantity > 0 ? 'sell' : 'buy',
      quantity: Math.abs(position.quantity),
      price: closeOf(closes, position.symbol),
      product: 'MIS',
      brokerage,
    };
    const result = applyFill(next, fill, { forced: true });
    // A close only reduces a position, so only an amount beyond 2^53 paise could refuse it.
    if (!result.ok) throw new RangeError(`square-off of ${position.symbol} refused: ${result.code}`);
    next = result.state;
    fills.push(fill);
  }
  return { state: next, fills };
}

/** The average price for display: costBasis / |quantity|, rounded half up to the paisa. */
export function averagePrice(position: Position): number {
  return Number(divideHalfUp(BigInt(position.costBasis), BigInt(Math.abs(position.quantity))));
}

/**
 * The prices to value and square off `positions` at: each symbol's latest close on or before the
 * day, else its average entry price. A held symbol has no close only when an import replaced the
 * days it traded on without it (ADR 053); valued at its entry price it shows no gain or loss until
 * a bar comes back, instead of failing the account's every answer.
 */
export function closesFor(
  positions: readonly Position[],
  latestClose: (symbol: string) => number | null | undefined,
): Record<string, number> {
  const closes: Record<string, number> = {};
  for (const position of positions) {
    closes[position.symbol] ??= latestClose(position.symbol) ?? averagePrice(position);
  }
  return closes;
}

export interface PositionValue {
  symbol: string;
  product: SimProduct;
  quantity: number;
  averagePrice: number;
  marketPrice: number;
  /** Long: quantity × market − basis; short: basis − |quantity| × market. */
  unrealisedPnl: number;
}

/**
 * The account valued at `closes`: equity = cash + Σ (costBasis + unrealised), which for a long is
 * its market value and for a short its blocked margin plus its profit or loss.
 */
export function markToMarket(
  state: AccountState,
  closes: Closes,
): { equity: number; positions: PositionValue[] } {
  let equity = BigInt(state.cash);
  const positions = state.positions.map((position) => {
    const marketPrice = closeOf(closes, position.symbol);
    const marketValue = BigInt(marketPrice) * BigInt(Math.abs(position.quantity));
    const basis = BigInt(position.costBasis);
    const unrealised = position.quantity > 0 ? marketValue - basis : basis - marketValue;
    equity += basis + unrealised;
    return {
      symbol: position.symbol,
      product: position.product,
      quantity: position.quantity,
      averagePrice: averagePrice(position),
      marketPrice,
      unrealisedPnl: safe(unrealised),
    };
  });
  return { equity: safe(equity), positions };
}

/**
 * The deepest fall of equity from an earlier peak, as a fraction of that peak. Kept as the pair
 * (peak, trough) so comparisons stay exact: (p1 − t1) / p1 against (p2 − t2) / p2 by cross
 * multiplication in BigInt; only the display rounds.
 */
export interface DrawdownTracker {
  /** The highest equity so far. */
  peak: number;
  /** The peak and the later trough of the deepest drawdown so far (equal when there is none). */
  deepest: { peak: number; trough: number };
}

/** A tracker at the account's starting equity (> 0). */
export function startDrawdown(equity: number): DrawdownTracker {
  assertWhole(equity, 'starting equity', 1);
  return { peak: equity, deepest: { peak: equity, trough: equity } };
}

/** The tracker after one more equity (each step's closing equity, in order). */
export function recordEquity(tracker: DrawdownTracker, equity: number): DrawdownTracker {
  assertWhole(equity, 'equity', Number.MIN_SAFE_INTEGER);
  if (equity > tracker.peak) return { peak: equity, deepest: tracker.deepest };
  const { peak, deepest } = tracker;
  const fall = (BigInt(peak) - BigInt(equity)) * BigInt(deepest.peak);
  const deepestFall = (BigInt(deepest.peak) - BigInt(deepest.trough)) * BigInt(peak);
  return fall > deepestFall ? { peak, deepest: { peak, trough: equity } } : tracker;
}

/** The deepest drawdown as a percentage with two decimals, rounded half up: "12.35", "0.00". */
export function drawdownPercent(tracker: DrawdownTracker): string {
  const { peak, trough } = tracker.deepest;
  const basisPoints = divideHalfUp((BigInt(peak) - BigInt(trough)) * 10_000n, BigInt(peak));
  return `${basisPoints / 100n}.${String(basisPoints % 100n).padStart(2, '0')}`;
}
