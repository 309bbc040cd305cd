import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Bar, type FillableOrder, fillOnBar } from './fills.ts';

/** A bar from rupee-free paise: bar(10_000, 10_500, 9_800, 10_200) is O 100.00, H 105.00, Lo 98.00, C 102.00. */
const bar = (open: number, high: number, low: number, close: number): Bar => ({ open, high, low, close });
const buy = { side: 'buy' } as const;
const sell = { side: 'sell' } as const;

describe('fillOnBar: market orders', () => {
  it('fills a market buy and a market sell at the open', () => {
    const day = bar(10_000, 10_500, 9_800, 10_200);
    expect(fillOnBar({ type: 'market', ...buy }, day)).toEqual({ filled: true, price: 10_000 });
    expect(fillOnBar({ type: 'market', ...sell }, day)).toEqual({ filled: true, price: 10_000 });
  });
});

describe('fillOnBar: buy limit L', () => {
  const order = (limitPrice: number): FillableOrder => ({ type: 'limit', ...buy, limitPrice });
  it('fills at the open when the open is at or below the limit', () => {
    expect(fillOnBar(order(10_100), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_000,
    });
  });
  it('fills at the open when the open gaps far below the limit', () => {
    expect(fillOnBar(order(12_000), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_000,
    });
  });
  it('fills at the open when the open equals the limit exactly', () => {
    expect(fillOnBar(order(10_000), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_000,
    });
  });
  it('fills at the limit when the open is above it and the low reaches it', () => {
    expect(fillOnBar(order(9_900), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 9_900,
    });
  });
  it('fills at the limit when the low touches it exactly', () => {
    expect(fillOnBar(order(9_800), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 9_800,
    });
  });
  it('does not fill when the low stays one paisa above the limit', () => {
    expect(fillOnBar(order(9_799), bar(10_000, 10_500, 9_800, 10_200))).toEqual({ filled: false });
  });
});

describe('fillOnBar: sell limit L', () => {
  const order = (limitPrice: number): FillableOrder => ({ type: 'limit', ...sell, limitPrice });
  it('fills at the open when the open is at or above the limit', () => {
    expect(fillOnBar(order(9_900), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_000,
    });
    expect(fillOnBar(order(10_000), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_000,
    });
  });
  it('fills at the open when the open gaps far above the limit', () => {
    expect(fillOnBar(order(8_000), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_000,
    });
  });
  it('fills at the limit when the open is below it and the high reaches it', () => {
    expect(fillOnBar(order(10_400), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_400,
    });
  });
  it('fills at the limit when the high touches it exactly', () => {
    expect(fillOnBar(order(10_500), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_500,
    });
  });
  it('does not fill when the high stays one paisa below the limit', () => {
    expect(fillOnBar(order(10_501), bar(10_000, 10_500, 9_800, 10_200))).toEqual({ filled: false });
  });
});

describe('fillOnBar: buy stop S', () => {
  const order = (stopPrice: number): FillableOrder => ({ type: 'stop', ...buy, stopPrice });
  it('fills at the open when the open gaps above the stop', () => {
    expect(fillOnBar(order(9_500), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_000,
    });
  });
  it('fills at the open when the open equals the stop exactly', () => {
    expect(fillOnBar(order(10_000), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_000,
    });
  });
  it('fills at the stop when the open is below it and the high reaches it', () => {
    expect(fillOnBar(order(10_300), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_300,
    });
  });
  it('fills at the stop when the high touches it exactly', () => {
    expect(fillOnBar(order(10_500), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_500,
    });
  });
  it('does not fill when the high stays one paisa below the stop', () => {
    expect(fillOnBar(order(10_501), bar(10_000, 10_500, 9_800, 10_200))).toEqual({ filled: false });
  });
});

describe('fillOnBar: sell stop S', () => {
  const order = (stopPrice: number): FillableOrder => ({ type: 'stop', ...sell, stopPrice });
  it('fills at the open when the open gaps below the stop', () => {
    expect(fillOnBar(order(10_500), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_000,
    });
  });
  it('fills at the open when the open equals the stop exactly', () => {
    expect(fillOnBar(order(10_000), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_000,
    });
  });
  it('fills at the stop when the open is above it and the low reaches it', () => {
    expect(fillOnBar(order(9_900), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 9_900,
    });
  });
  it('fills at the stop when the low touches it exactly', () => {
    expect(fillOnBar(order(9_800), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 9_800,
    });
  });
  it('does not fill when the low stays one paisa above the stop', () => {
    expect(fillOnBar(order(9_799), bar(10_000, 10_500, 9_800, 10_200))).toEqual({ filled: false });
  });
});

describe('fillOnBar: buy stop-limit (stop S, limit L)', () => {
  const order = (stopPrice: number, limitPrice: number, triggered = false): FillableOrder => ({
    type: 'stop_limit',
    ...buy,
    stopPrice,
    limitPrice,
    triggered,
  });
  it('stays untriggered when the high stays below the stop', () => {
    expect(fillOnBar(order(10_600, 10_700), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: false,
      triggered: false,
    });
  });
  it('triggered at the open by a gap, fills at the open when the open is within the limit', () => {
    expect(fillOnBar(order(9_900, 10_100), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_000,
    });
  });
  it('triggered at the open by a gap above the limit, fills at the limit when the low comes back to it', () => {
    expect(fillOnBar(order(9_500, 9_900), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 9_900,
    });
  });
  it('triggered at the open by a gap above the limit, rests triggered when the low never comes back', () => {
    expect(fillOnBar(order(9_500, 9_700), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: false,
      triggered: true,
    });
  });
  it('triggered intrabar with the limit at or above the stop, fills at the limit', () => {
    expect(fillOnBar(order(10_300, 10_400), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_400,
    });
    expect(fillOnBar(order(10_300, 10_300), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_300,
    });
  });
  it('triggered intrabar with the limit above the whole bar, fills at the high, never above it', () => {
    expect(fillOnBar(order(10_300, 11_000), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_500,
    });
  });
  it('triggered intrabar with the limit below the stop, fills at the limit when the close is at or below it', () => {
    expect(fillOnBar(order(10_300, 10_100), bar(10_000, 10_500, 9_800, 10_100))).toEqual({
      filled: true,
      price: 10_100,
    });
  });
  it('triggered intrabar with the limit below the stop and the close, does not count a low that may have come first', () => {
    // The low (98.00) is below the limit, but it may have traded before the stop fired at 103.00.
    expect(fillOnBar(order(10_300, 10_100), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: false,
      triggered: true,
    });
  });
  it('already triggered on an earlier bar, fills as a plain limit on the whole bar', () => {
    expect(fillOnBar(order(10_300, 9_900, true), bar(10_000, 10_200, 9_800, 10_100))).toEqual({
      filled: true,
      price: 9_900,
    });
    expect(fillOnBar(order(10_300, 10_100, true), bar(10_000, 10_200, 9_800, 10_100))).toEqual({
      filled: true,
      price: 10_000,
    });
    expect(fillOnBar(order(10_300, 9_700, true), bar(10_000, 10_200, 9_800, 10_100))).toEqual({
      filled: false,
      triggered: true,
    });
  });
});

describe('fillOnBar: sell stop-limit (stop S, limit L)', () => {
  const order = (stopPrice: number, limitPrice: number, triggered = false): FillableOrder => ({
    type: 'stop_limit',
    ...sell,
    stopPrice,
    limitPrice,
    triggered,
  });
  it('stays untriggered when the low stays above the stop', () => {
    expect(fillOnBar(order(9_700, 9_600), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: false,
      triggered: false,
    });
  });
  it('triggered at the open by a gap, fills at the open when the open is within the limit', () => {
    expect(fillOnBar(order(10_100, 9_900), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_000,
    });
  });
  it('triggered at the open by a gap below the limit, fills at the limit when the high comes back to it', () => {
    expect(fillOnBar(order(10_600, 10_400), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 10_400,
    });
  });
  it('triggered at the open by a gap below the limit, rests triggered when the high never comes back', () => {
    expect(fillOnBar(order(10_600, 10_600), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: false,
      triggered: true,
    });
  });
  it('triggered intrabar with the limit at or below the stop, fills at the limit', () => {
    expect(fillOnBar(order(9_900, 9_850), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 9_850,
    });
  });
  it('triggered intrabar with the limit below the whole bar, fills at the low, never below it', () => {
    expect(fillOnBar(order(9_900, 9_000), bar(10_000, 10_500, 9_800, 10_200))).toEqual({
      filled: true,
      price: 9_800,
    });
  });
  it('triggered intrabar with the limit above the stop, fills at the limit when the close is at or above it', () => {
    expect(fillOnBar(order(9_900, 10_100), bar(10_000, 10_500, 9_800, 10_100))).toEqual({
      filled: true,
      price: 10_100,
    });
  });
  it('triggered intrabar with the limit above the stop and the close, does not count a high that may have come first', () => {
    expect(fillOnBar(order(9_900, 10_100), bar(10_000, 10_500, 9_800, 9_900))).toEqual({
      filled: false,
      triggered: true,
    });
  });
});

describe('fillOnBar: hostile input', () => {
  it('refuses a bar whose high is below its low, or whose open or close lies outside the range', () => {
    const market: FillableOrder = { type: 'market', ...buy };
    expect(() => fillOnBar(market, bar(10_000, 9_000, 9_500, 9_500))).toThrow(RangeError);
    expect(() => fillOnBar(market, bar(11_000, 10_500, 9_800, 10_000))).toThrow(RangeError);
    expect(() => fillOnBar(market, bar(10_000, 10_500, 9_800, 9_000))).toThrow(RangeError);
  });
  it('refuses prices that are not positive whole paise', () => {
    expect(() => fillOnBar({ type: 'market', ...buy }, bar(0, 10, 0, 5))).toThrow(RangeError);
    expect(() => fillOnBar({ type: 'limit', ...buy, limitPrice: 100.5 }, bar(100, 110, 90, 100))).toThrow(
      RangeError,
    );
    expect(() => fillOnBar({ type: 'stop', ...sell, stopPrice: -1 }, bar(100, 110, 90, 100))).toThrow(
      RangeError,
    );
  });
});

/** A valid bar: four prices between 1 and 1,00,000.00 rupees, arranged so low ≤ open, close ≤ high. */
const arbitraryBar = fc
  .array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 4, maxLength: 4 })
  .map((prices) => {
    const [low, a, b, high] = [...prices].sort((x, y) => x - y) as [number, number, number, number];
    return prices[0]! % 2 === 0 ? bar(a, high, low, b) : bar(b, high, low, a);
  });
const price = fc.integer({ min: 1, max: 10_000_000 });
const arbitraryOrder: fc.Arbitrary<FillableOrder> = fc.oneof(
  fc.record({ type: fc.constant('market' as const), side: fc.constantFrom('buy' as const, 'sell' as const) }),
  fc.record({
    type: fc.constant('limit' as const),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    limitPrice: price,
  }),
  fc.record({
    type: fc.constant('stop' as const),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    stopPrice: price,
  }),
  fc.record({
    type: fc.constant('stop_limit' as const),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    stopPrice: price,
    limitPrice: price,
    triggered: fc.boolean(),
  }),
);

describe('fillOnBar: properties over random bars and orders', () => {
  it('fills only at a price the bar traded, and never worse than a limit or better than a stop', () => {
    fc.assert(
      fc.property(arbitraryOrder, arbitraryBar, (order, day) => {
        const outcome = fillOnBar(order, day);
        if (!outcome.filled) return;
        expect(Number.isSafeInteger(outcome.price)).toBe(true);
        expect(outcome.price).toBeGreaterThanOrEqual(day.low);
        expect(outcome.price).toBeLessThanOrEqual(day.high);
        if (order.type === 'limit' || order.type === 'stop_limit') {
          if (order.side === 'buy') expect(outcome.price).toBeLessThanOrEqual(order.limitPrice);
          else expect(outcome.price).toBeGreaterThanOrEqual(order.limitPrice);
        }
        if (order.type === 'stop') {
          if (order.side === 'buy') expect(outcome.price).toBeGreaterThanOrEqual(order.stopPrice);
          else expect(outcome.price).toBeLessThanOrEqual(order.stopPrice);
        }
      }),
      { numRuns: 20_000 },
    );
  });

  it('never fills an order whose price the bar did not reach', () => {
    fc.assert(
      fc.property(arbitraryOrder, arbitraryBar, (order, day) => {
        const outcome = fillOnBar(order, day);
        if (order.type === 'limit' && order.side === 'buy' && day.low > order.limitPrice)
          expect(outcome.filled).toBe(false);
        if (order.type === 'limit' && order.side === 'sell' && day.high < order.limitPrice)
          expect(outcome.filled).toBe(false);
        if (order.type === 'stop' && order.side === 'buy' && day.high < order.stopPrice)
          expect(outcome.filled).toBe(false);
        if (order.type === 'stop' && order.side === 'sell' && day.low > order.stopPrice)
          expect(outcome.filled).toBe(false);
        if (order.type === 'stop_limit' && !order.triggered) {
          const reached = order.side === 'buy' ? day.high >= order.stopPrice : day.low <= order.stopPrice;
          if (!reached) expect(outcome).toEqual({ filled: false, triggered: false });
        }
      }),
      { numRuns: 20_000 },
    );
  });
});
