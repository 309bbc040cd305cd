import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideHalfAway, journalStats, rHundredths, type StatTrade, summarize } from './stats.ts';

/** A trade for the ledger: rupees written as paise. */
const trade = (id: string, exitDate: string, pnl: number, risk: number | null, setup = ''): StatTrade => ({
  id,
  exitDate,
  pnl,
  risk,
  setup,
});

describe('the journal statistics against a ledger', () => {
  // Six trades worked by hand (paise): +1,000.00 (risk 500.00 → 2R), −250.00 (risk 250.00 → −1R),
  // −250.00 (no stop), +0.00, +500.00 (risk 300.00 → 1.6666… → 1.67R), −333.33 (risk 1000.00 → −0.33333 → −0.33R).
  const ledger = [
    trade('a', '2026-05-04', 100_000, 50_000, 'Breakout'),
    trade('b', '2026-05-05', -25_000, 25_000, 'Breakout'),
    trade('c', '2026-05-06', -25_000, null, 'Pullback'),
    trade('d', '2026-05-07', 0, 10_000, 'Pullback'),
    trade('e', '2026-06-01', 50_000, 30_000, ''),
    trade('f', '2026-06-02', -33_333, 100_000, 'Breakout'),
  ];

  it('counts, averages and ratios exactly as the ledger says', () => {
    const { overall } = journalStats(ledger, 'setup');
    expect(overall).toEqual({
      trades: 6,
      wins: 2,
      losses: 3,
      // 2 / 6 = 33.333…% → 3333 basis points.
      winRateBasisPoints: 3333,
      // (100,000 + 50,000) / 2
      averageWin: 75_000,
      // (25,000 + 25,000 + 33,333) / 3 = 27,777.67 → 27,778 paise, a loss.
      averageLoss: -27_778,
      // (150,000 × 3 × 100) / (83,333 × 2) = 270.0010… → 2.70
      payoffHundredths: 270,
      // 66,667 / 6 = 11,111.17 → 11,111 paise
      expectancy: 11_111,
      // (200 − 100 + 0 + 167 − 33) / 5 = 46.8 → 0.47 R
      expectancyRHundredths: 47,
      tradesWithR: 5,
      // 150,000 × 100 / 83,333 = 180.0007… → 1.80
      profitFactorHundredths: 180,
      netPnl: 66_667,
      // b, c: two losses in a row (d at zero ends the run).
      largestLosingRun: 2,
      // Peak 100,000 after a, trough 50,000 after c: 50,000.
      maxDrawdown: 50_000,
    });
  });

  it('groups by setup, month and weekday, and draws the R curve from the stopped trades', () => {
    const bySetup = journalStats(ledger, 'setup');
    expect(bySetup.groups.map((g) => [g.key, g.trades, g.netPnl])).toEqual([
      ['', 1, 50_000],
      ['Breakout', 3, 41_667],
      ['Pullback', 2, -25_000],
    ]);
    expect(journalStats(ledger, 'month').groups.map((g) => [g.key, g.trades])).toEqual([
      ['2026-05', 4],
      ['2026-06', 2],
    ]);
    // 4 May 2026 is a Monday.
    expect(journalStats(ledger, 'weekday').groups.map((g) => [g.key, g.trades])).toEqual([
      ['Monday', 2],
      ['Tuesday', 2],
      ['Wednesday', 1],
      ['Thursday', 1],
    ]);
    expect(bySetup.equityR.map((p) => [p.id, p.cumulativeHundredths])).toEqual([
      ['a', 200],
      ['b', 100],
      ['d', 100],
      ['e', 267],
      ['f', 234],
    ]);
  });

  it('has no averages or ratios without the trades they need', () => {
    expect(summarize([])).toMatchObject({
      trades: 0,
      winRateBasisPoints: 0,
      averageWin: null,
      averageLoss: null,
      payoffHundredths: null,
      expectancy: null,
      expectancyRHundredths: null,
      profitFactorHundredths: null,
      maxDrawdown: 0,
    });
    expect(summarize([trade('w', '2026-05-04', 100, null)])).toMatchObject({
      payoffHundredths: null,
      profitFactorHundredths: null,
    });
  });

  it('rounds R half away from zero', () => {
    expect(rHundredths(1, 200)).toBe(1);
    expect(rHundredths(-1, 200)).toBe(-1);
    expect(rHundredths(-1, 201)).toBe(0);
    expect(rHundredths(10, 0)).toBeNull();
    expect(divideHalfAway(-5n, 2n)).toBe(-3n);
    expect(divideHalfAway(5n, 2n)).toBe(3n);
  });
});

const tradeArb = fc.record({
  id: fc.uuid(),
  exitDate: fc
    .date({
      min: new Date('2024-01-01T00:00:00Z'),
      max: new Date('2026-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  pnl: fc.integer({ min: -5_000_000_00, max: 5_000_000_00 }),
  risk: fc.option(fc.integer({ min: 1, max: 1_000_000_00 }), { nil: null }),
  setup: fc.constantFrom('', 'Breakout', 'Pullback', 'Gap'),
});

/** Reference arithmetic in plain numbers, for amounts small enough to be exact in a double. */
function naive(trades: StatTrade[]) {
  const wins = trades.filter((t) => t.pnl > 0);
  const losses = trades.filter((t) => t.pnl < 0);
  const round = (x: number) => Math.sign(x) * Math.round(Math.abs(x));
  const net = trades.reduce((s, t) => s + t.pnl, 0);
  return {
    wins: wins.length,
    losses: losses.length,
    netPnl: net,
    expectancy: trades.length === 0 ? null : round(net / trades.length),
  };
}

describe('the journal statistics, for any trades', () => {
  it('agree with plain arithmetic on counts, net P&L and expectancy', () => {
    fc.assert(
      fc.property(fc.array(tradeArb, { maxLength: 60 }), (trades) => {
        const { overall } = journalStats(trades, 'setup');
        const reference = naive(trades);
        expect(overall.wins).toBe(reference.wins);
        expect(overall.losses).toBe(reference.losses);
        expect(overall.netPnl).toBe(reference.netPnl);
        // The mean is within half a paisa of the exact one.
        if (overall.expectancy !== null) {
          expect(Math.abs(overall.expectancy * trades.length - reference.netPnl)).toBeLessThanOrEqual(
            trades.length / 2,
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('split into groups that add up to the whole, whatever the grouping', () => {
    fc.assert(
      fc.property(
        fc.array(tradeArb, { maxLength: 60 }),
        fc.constantFrom('setup', 'month', 'weekday'),
        (trades, group) => {
          const stats = journalStats(trades, group);
          expect(stats.groups.reduce((s, g) => s + g.trades, 0)).toBe(trades.length);
          expect(stats.groups.reduce((s, g) => s + g.netPnl, 0)).toBe(stats.overall.netPnl);
          expect(stats.groups.reduce((s, g) => s + g.wins, 0)).toBe(stats.overall.wins);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('end the R curve at the sum of the trades’ R and bound the drawdown by the losses', () => {
    fc.assert(
      fc.property(fc.array(tradeArb, { maxLength: 60 }), (trades) => {
        const stats = journalStats(trades, 'month');
        const rs = trades.map((t) => rHundredths(t.pnl, t.risk)).filter((r): r is number => r !== null);
        expect(stats.equityR).toHaveLength(rs.length);
        expect(stats.equityR.at(-1)?.cumulativeHundredths ?? 0).toBe(rs.reduce((s, r) => s + r, 0));
        const lossTotal = trades.filter((t) => t.pnl < 0).reduce((s, t) => s - t.pnl, 0);
        expect(stats.overall.maxDrawdown).toBeGreaterThanOrEqual(0);
        expect(stats.overall.maxDrawdown).toBeLessThanOrEqual(lossTotal);
        expect(stats.overall.largestLosingRun).toBeLessThanOrEqual(stats.overall.losses);
      }),
      { numRuns: 200 },
    );
  });

  it('do not depend on the order of the trades except for the run and the drawdown', () => {
    fc.assert(
      fc.property(fc.array(tradeArb, { maxLength: 40 }), fc.integer(), (trades, seed) => {
        const shuffled = [...trades].sort((a, b) => ((a.pnl ^ seed) % 7) - ((b.pnl ^ seed) % 7));
        const a = summarize(trades);
        const b = summarize(shuffled);
        const { largestLosingRun: _ra, maxDrawdown: _da, ...restA } = a;
        const { largestLosingRun: _rb, maxDrawdown: _db, ...restB } = b;
        expect(restB).toEqual(restA);
      }),
      { numRuns: 200 },
    );
  });
});
