import { describe, expect, it } from 'vitest';
import { ema, rsi, sma } from './indicators.ts';

describe('the chart indicators (values worked out by hand)', () => {
  it('averages the last n closes for the SMA, with nothing before n closes', () => {
    expect(sma([2, 4, 6, 8, 12], 3)).toEqual([null, null, 4, 6, expect.closeTo(26 / 3, 10)]);
    expect(sma([5, 7], 3)).toEqual([null, null]);
    expect(sma([], 20)).toEqual([]);
  });

  it('seeds the EMA with the SMA of the first n closes, then weighs each close by 2 / (n + 1)', () => {
    // k = 0.5: 4 (seed), 8 × 0.5 + 4 × 0.5 = 6, 12 × 0.5 + 6 × 0.5 = 9 (the SMA would say 8.67).
    expect(ema([2, 4, 6, 8, 12], 3)).toEqual([null, null, 4, 6, 9]);
    // n = 4 over four closes: only the seed, their mean.
    expect(ema([10, 20, 30, 10], 4)).toEqual([null, null, null, 17.5]);
    // n = 2, k = 2/3: seed 15, then 30 × 2/3 + 15 × 1/3 = 25, then 10 × 2/3 + 25 × 1/3 = 15.
    expect(ema([10, 20, 30, 10], 2)).toEqual([null, 15, expect.closeTo(25, 10), expect.closeTo(15, 10)]);
  });

  it("computes Wilder's RSI: plain means of the first n changes, then smoothing", () => {
    // Changes +1, −1, +2, +1 with n = 2: gains/losses 0.5/0.5 → 50; 1.25/0.25 → 83.33; 1.125/0.125 → 90.
    const values = rsi([10, 11, 10, 12, 13], 2);
    expect(values.slice(0, 2)).toEqual([null, null]);
    expect(values[2]).toBeCloseTo(50, 10);
    expect(values[3]).toBeCloseTo(100 - 100 / 6, 10);
    expect(values[4]).toBeCloseTo(90, 10);
  });

  it('gives an RSI of 100 when no close fell, and 0 when none rose', () => {
    expect(rsi([1, 2, 3, 4], 3)).toEqual([null, null, null, 100]);
    expect(rsi([4, 3, 2, 1], 3)).toEqual([null, null, null, 0]);
  });

  it('refuses a period that is not a whole number of bars', () => {
    expect(() => sma([1], 0)).toThrow(RangeError);
    expect(() => ema([1], 1.5)).toThrow(RangeError);
    expect(() => rsi([1], -1)).toThrow(RangeError);
  });
});
