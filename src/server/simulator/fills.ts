import type { SimOrderSide } from '@contract/sim-trading.ts';

/**
 * How a resting order fills on the next daily bar (the table of docs/product.md §14.4, ADR 034). Every price
 * is whole paise. Pure: the caller (the account's step) decides what to do with the outcome (record
 * the fill, expire a DAY order, keep a GTC one, remember that a stop-limit has triggered).
 */

/** One day's bar in paise: low ≤ open, close ≤ high. */
export interface Bar {
  open: number;
  high: number;
  low: number;
  close: number;
}

/** The part of an order that decides its fill. */
export type FillableOrder =
  | { type: 'market'; side: SimOrderSide }
  | { type: 'limit'; side: SimOrderSide; limitPrice: number }
  | { type: 'stop'; side: SimOrderSide; stopPrice: number }
  | {
      type: 'stop_limit';
      side: SimOrderSide;
      stopPrice: number;
      limitPrice: number;
      /** True once an earlier bar fired the stop (a GTC order that did not fill then). */
      triggered: boolean;
    };

/**
 * The outcome on one bar. `triggered` is given for stop-limit orders only: true when the stop has
 * fired (on this bar or before) but the limit did not fill, so a GTC order rests on as a limit.
 */
export type FillOutcome = { filled: true; price: number } | { filled: false; triggered?: boolean };

const NOT_FILLED: FillOutcome = { filled: false };

/**
 * The fill of `order` on `bar`, per the table of docs/product.md §14.4; throws RangeError on a malformed bar
 * or price.
 */
export function fillOnBar(order: FillableOrder, bar: Bar): FillOutcome {
  assertBar(bar);
  switch (order.type) {
    case 'market':
      return { filled: true, price: bar.open };
    case 'limit':
      assertPrice(order.limitPrice, 'limit price');
      return fillLimit(order.side, order.limitPrice, bar);
    case 'stop':
      assertPrice(order.stopPrice, 'stop price');
      return fillStop(order.side, order.stopPrice, bar);
    case 'stop_limit':
      assertPrice(order.stopPrice, 'stop price');
      assertPrice(order.limitPrice, 'limit price');
      return fillStopLimit(order, bar);
  }
}

/** Buy limit L: O when O ≤ L, else L when Lo ≤ L. Sell limit L: O when O ≥ L, else L when H ≥ L. */
function fillLimit(side: SimOrderSide, limit: number, bar: Bar): FillOutcome {
  if (side === 'buy') {
    if (bar.open <= limit) return { filled: true, price: bar.open };
    if (bar.low <= limit) return { filled: true, price: limit };
    return NOT_FILLED;
  }
  if (bar.open >= limit) return { filled: true, price: bar.open };
  if (bar.high >= limit) return { filled: true, price: limit };
  return NOT_FILLED;
}

/** Buy stop S: O when O ≥ S, else S when H ≥ S. Sell stop S: O when O ≤ S, else S when Lo ≤ S. */
function fillStop(side: SimOrderSide, stop: number, bar: Bar): FillOutcome {
  if (side === 'buy') {
    if (bar.open >= stop) return { filled: true, price: bar.open };
    if (bar.high >= stop) return { filled: true, price: stop };
    return NOT_FILLED;
  }
  if (bar.open <= stop) return { filled: true, price: bar.open };
  if (bar.low <= stop) return { filled: true, price: stop };
  return NOT_FILLED;
}

/**
 * A stop-limit triggers as a stop, then fills as a limit at its limit price on the same bar when
 * the part of the bar after the trigger certainly reached the limit (ADR 034, the conservative
 * reading of "if the range allows"):
 * - already triggered, or triggered at the open (gap through the stop): the whole bar follows the
 *   trigger, so it is a plain limit order on the bar (O when marketable at the open, else L);
 * - triggered intrabar (buy: O < S ≤ H): with OHLC only, what surely traded after the trigger is
 *   S itself, everything up to H (the first touch of S comes before any price above it) and the
 *   close C. A buy fills only when L ≥ min(S, C), at min(L, H): its limit price, or the high when
 *   the limit lies above the whole bar. A low that may have come before the trigger never counts.
 *   Sell mirrors it: fills only when L ≤ max(S, C), at max(L, Lo).
 */
function fillStopLimit(order: Extract<FillableOrder, { type: 'stop_limit' }>, bar: Bar): FillOutcome {
  const { side, stopPrice: stop, limitPrice: limit } = order;
  const triggeredAtOpen = order.triggered || (side === 'buy' ? bar.open >= stop : bar.open <= stop);
  if (triggeredAtOpen) {
    const outcome = fillLimit(side, limit, bar);
    return outcome.filled ? outcome : { filled: false, triggered: true };
  }
  if (side === 'buy') {
    if (bar.high < stop) return { filled: false, triggered: false };
    if (limit >= Math.min(stop, bar.close)) return { filled: true, price: Math.min(limit, bar.high) };
    return { filled: false, triggered: true };
  }
  if (bar.low > stop) return { filled: false, triggered: false };
  if (limit <= Math.max(stop, bar.close)) return { filled: true, price: Math.max(limit, bar.low) };
  return { filled: false, triggered: true };
}

function assertPrice(price: number, what: string): void {
  if (!Number.isSafeInteger(price) || price <= 0)
    throw new RangeError(`${what} is not a price in paise: ${price}`);
}

function assertBar(bar: Bar): void {
  const { open, high, low, close } = bar;
  for (const [what, price] of [
    ['open', open],
    ['high', high],
    ['low', low],
    ['close', close],
  ] as const) {
    assertPrice(price, `bar ${what}`);
  }
  if (low > high || open < low || open > high || close < low || close > high) {
    throw new RangeError(`not a bar: open ${open}, high ${high}, low ${low}, close ${close}`);
  }
}
