import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AccountState, applyFill, openAccount } from '../simulator/portfolio.ts';
import { type PositionFill, roundTrips } from './round-trips.ts';

const fill = (
  orderId: string,
  date: string,
  side: 'buy' | 'sell',
  quantity: number,
  price: number,
): PositionFill => ({
  orderId,
  date,
  side,
  quantity,
  price,
  brokerage: 2000,
});

describe('round trips', () => {
  it('make one long trip of a buy, an add and two sells, with its brokerage and average prices', () => {
    const { closed, open } = roundTrips([
      fill('1', '2026-05-04', 'buy', 10, 10_000),
      fill('2', '2026-05-05', 'buy', 5, 10_300),
      fill('3', '2026-05-06', 'sell', 7, 11_000),
      fill('4', '2026-05-08', 'sell', 8, 10_500),
    ]);
    expect(open).toBe(false);
    expect(closed).toEqual([
      expect.objectContaining({
        closingOrderId: '4',
        side: 'long',
        quantity: 15,
        entryDate: '2026-05-04',
        exitDate: '2026-05-08',
        entryValue: 151_500,
        exitValue: 161_000,
        entryPrice: 10_100,
        exitPrice: 10_733,
        brokerage: 8000,
        pnl: 161_000 - 151_500 - 8000,
      }),
    ]);
  });

  it('split a flip into the trip it closes and the short it opens, the brokerage in the first', () => {
    const { closed, open } = roundTrips([
      fill('1', '2026-05-04', 'buy', 10, 10_000),
      fill('2', '2026-05-05', 'sell', 15, 9_000),
      fill('3', '2026-05-06', 'buy', 5, 8_000),
    ]);
    expect(open).toBe(false);
    expect(closed.map((t) => [t.closingOrderId, t.side, t.quantity, t.brokerage, t.pnl])).toEqual([
      ['2', 'long', 10, 4000, 90_000 - 100_000 - 4000],
      ['3', 'short', 5, 2000, 45_000 - 40_000 - 2000],
    ]);
  });

  it('leave an open position out', () => {
    expect(roundTrips([fill('1', '2026-05-04', 'buy', 10, 10_000)])).toEqual({ closed: [], open: true });
  });
});

describe('round trips, for any fills the engine takes', () => {
  it('add up to the realised P&L of the fills that closed them', () => {
    const step = fc.record({
      side: fc.constantFrom('buy' as const, 'sell' as const),
      quantity: fc.integer({ min: 1, max: 50 }),
      price: fc.integer({ min: 100, max: 500_000 }),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        let state: AccountState = openAccount(1_000_000_000_000);
        const fills: PositionFill[] = [];
        const realisedAfter = new Map<string, number>();
        steps.forEach((s, i) => {
          const result = applyFill(state, { symbol: 'X', product: 'MIS', brokerage: 2000, ...s });
          if (!result.ok) return;
          state = result.state;
          fills.push({ orderId: String(i), date: '2026-05-04', brokerage: 2000, ...s });
          realisedAfter.set(String(i), state.realisedPnl);
        });
        const { closed } = roundTrips(fills);
        // After each trip's closing order, the trips so far add up to what the engine realised.
        let cumulative = 0;
        for (const trip of closed) {
          cumulative += trip.pnl;
          expect(cumulative).toBe(realisedAfter.get(trip.closingOrderId));
        }
        for (const trip of closed) {
          const entries = trip.fills.filter((f) => f.role === 'entry').reduce((s, f) => s + f.quantity, 0);
          const exits = trip.fills.filter((f) => f.role === 'exit').reduce((s, f) => s + f.quantity, 0);
          expect(entries).toBe(exits);
          expect(entries).toBe(trip.quantity);
        }
      }),
      { numRuns: 300 },
    );
  });
});
