import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALIAS_SPACE,
  aliasOf,
  dayLabel,
  dayOfLabel,
  drawBlindTerms,
  numberOfAlias,
  realAtLeast,
  realAtMost,
  realBrokerage,
  realCapital,
  SCALE_RANGE,
  SCALE_UNIT,
  showPaise,
} from './blind.ts';
import { type Bar, type FillableOrder, fillOnBar } from './fills.ts';

const key = 'a'.repeat(64);
const keys = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));
const scales = fc.integer({ min: SCALE_RANGE.min, max: SCALE_RANGE.max });
const prices = fc.integer({ min: 1, max: 10_000_000_00 });

/** The exact rebased value real × 2000 / m as a fraction, for comparisons without rounding. */
const exactShown = (real: number, scale: number) => (real * SCALE_UNIT) / scale;

describe('aliases', () => {
  it('gives every instrument number its own alias, STK- and four characters, that maps back', () => {
    const seen = new Set<string>();
    for (let number = 1; number <= 5000; number += 1) {
      const alias = aliasOf(key, number);
      expect(alias).toMatch(/^STK-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(numberOfAlias(key, alias)).toBe(number);
      seen.add(alias);
    }
    expect(seen.size).toBe(5000);
  });

  it('maps back under any key and any number, and another key gives other aliases', () => {
    fc.assert(
      fc.property(keys, keys, fc.integer({ min: 0, max: ALIAS_SPACE - 1 }), (one, two, number) => {
        expect(numberOfAlias(one, aliasOf(one, number))).toBe(number);
        expect(numberOfAlias(one, aliasOf(one, number).toLowerCase())).toBe(number);
        if (one !== two) {
          // Two accounts' aliases of the same instrument agree only by chance (1 in 2^20).
          const agree = Array.from(
            { length: 8 },
            (_, i) => aliasOf(one, i + (number % 1000)) === aliasOf(two, i + (number % 1000)),
          );
          expect(agree.every(Boolean)).toBe(false);
        }
      }),
      // Each new key builds its round table (4,096 HMACs): fifty keys are plenty.
      { numRuns: 50 },
    );
  });

  it('is not an alias when it is a real symbol or malformed', () => {
    for (const text of ['SBIN', 'RELIANCE', 'STK-', 'STK-12345', 'STK-ILOU', 'STK 7Q2K', '']) {
      expect(numberOfAlias(key, text)).toBeNull();
    }
  });
});

describe('the price scale', () => {
  it('draws a scale at least 10 % away from 1, and shows ₹10,00,000 and ₹20 exactly', () => {
    for (let i = 0; i < 2000; i += 1) {
      const { key: drawn, scale } = drawBlindTerms();
      expect(drawn).toMatch(/^[0-9a-f]{64}$/);
      expect(scale).toBeGreaterThanOrEqual(SCALE_RANGE.min);
      expect(scale).toBeLessThanOrEqual(SCALE_RANGE.max);
      const factor = SCALE_UNIT / scale;
      expect(Math.abs(factor - 1)).toBeGreaterThanOrEqual(0.0999);
    }
    fc.assert(
      fc.property(scales, (scale) => {
        expect(showPaise(realCapital(100_000_000, scale), scale)).toBe(100_000_000);
        expect(showPaise(realBrokerage(2000, scale), scale)).toBe(2000);
        expect(realBrokerage(2000, scale)).toBe(scale);
      }),
    );
  });

  it('shows every amount within half a paisa of its exact rebased value, rounding half up', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000_00, max: 10_000_000_000_00 }), scales, (real, scale) => {
        const shown = showPaise(real, scale);
        const exact = exactShown(real, scale);
        expect(shown - exact).toBeLessThanOrEqual(0.5);
        expect(shown - exact).toBeGreaterThan(-0.5 - 1e-9);
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps returns exact: a profit shown is the shown equity less the shown capital, and its ratio is the real one', () => {
    fc.assert(
      fc.property(scales, fc.integer({ min: -100_000_000, max: 300_000_000 }), (scale, change) => {
        const start = realCapital(100_000_000, scale);
        const equity = start + change;
        const shownStart = showPaise(start, scale);
        // The shown profit is the difference of the shown figures, to the paisa.
        expect(showPaise(equity - start, scale)).toBe(showPaise(equity, scale) - shownStart);
        // Its return is the real return: exactly, up to the half paisa of the one rounding.
        const shownReturn = (showPaise(equity, scale) - shownStart) / shownStart;
        const realReturn = (equity - start) / start;
        expect(Math.abs(shownReturn - realReturn)).toBeLessThanOrEqual(0.5 / shownStart + 1e-15);
      }),
      { numRuns: 5000 },
    );
  });

  it('is monotone, and maps a typed price back to the widest real price that shows on its side of it', () => {
    fc.assert(
      fc.property(prices, scales, (shown, scale) => {
        const low = realAtMost(shown, scale);
        const high = realAtLeast(shown, scale);
        if (showPaise(1, scale) <= shown) {
          expect(showPaise(low, scale)).toBeLessThanOrEqual(shown);
          expect(showPaise(low + 1, scale)).toBeGreaterThan(shown);
        }
        expect(showPaise(high, scale)).toBeGreaterThanOrEqual(shown);
        if (high > 1) expect(showPaise(high - 1, scale)).toBeLessThan(shown);
        expect(showPaise(shown, scale)).toBeLessThanOrEqual(showPaise(shown + 1, scale));
      }),
      { numRuns: 5000 },
    );
  });

  it('fills an order typed in shown prices on a real bar exactly when it fills on the bar as shown', () => {
    const bars = fc
      .tuple(
        fc.integer({ min: 100, max: 5_000_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
      )
      .map(([low, up, openUp, closeUp]): Bar => {
        const high = low + up;
        return { open: Math.min(high, low + openUp), high, low, close: Math.min(high, low + closeUp) };
      });
    fc.assert(
      fc.property(
        bars,
        scales,
        fc.constantFrom('buy', 'sell'),
        fc.constantFrom('limit', 'stop'),
        fc.integer({ min: -60_000, max: 60_000 }),
        (bar, scale, side, type, offset) => {
          const shownBar: Bar = {
            open: showPaise(bar.open, scale),
            high: showPaise(bar.high, scale),
            low: showPaise(bar.low, scale),
            close: showPaise(bar.close, scale),
          };
          const typed = Math.max(1, shownBar.low + offset);
          const real =
            (side === 'buy') === (type === 'limit') ? realAtMost(typed, scale) : realAtLeast(typed, scale);
          const order = (price: number): FillableOrder =>
            type === 'limit' ? { side, type, limitPrice: price } : { side, type, stopPrice: price };
          const onShown = fillOnBar(order(typed), shownBar);
          const onReal = fillOnBar(order(real), bar);
          expect(onReal.filled).toBe(onShown.filled);
        },
      ),
      { numRuns: 20_000 },
    );
  });
});

describe('days', () => {
  it('labels a day "Day N" and reads it back, the days before the start included', () => {
    for (const day of [1, 2, 60, 0, -1, -250]) expect(dayOfLabel(dayLabel(day))).toBe(day);
    expect(dayOfLabel('2024-07-01')).toBeNull();
  });
});
