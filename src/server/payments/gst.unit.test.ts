import { describe, expect, it } from 'vitest';
import { splitGst } from './gst.ts';

/** A small seeded generator (mulberry32), so a failing total can be replayed. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('splitGst', () => {
  it('splits ₹118.00 within the state into ₹100.00 + CGST ₹9.00 + SGST ₹9.00', () => {
    expect(splitGst(11_800, true)).toEqual({
      taxableValue: 10_000,
      cgst: 900,
      sgst: 900,
      igst: 0,
      total: 11_800,
    });
  });

  it('splits ₹118.00 across states into ₹100.00 + IGST ₹18.00', () => {
    expect(splitGst(11_800, false)).toEqual({
      taxableValue: 10_000,
      cgst: 0,
      sgst: 0,
      igst: 1_800,
      total: 11_800,
    });
  });

  it('splits ₹34,999 within the state with CGST equal to SGST and the rest taxable', () => {
    // 3,499,900 × 9 / 118 = 266,941.52… → 266,942 paise each.
    expect(splitGst(3_499_900, true)).toEqual({
      taxableValue: 2_966_016,
      cgst: 266_942,
      sgst: 266_942,
      igst: 0,
      total: 3_499_900,
    });
  });

  it('splits ₹34,999 across states into IGST and the taxable value', () => {
    // 3,499,900 × 18 / 118 = 533,883.05… → 533,883 paise.
    expect(splitGst(3_499_900, false)).toEqual({
      taxableValue: 2_966_017,
      cgst: 0,
      sgst: 0,
      igst: 533_883,
      total: 3_499_900,
    });
  });

  it('leaves 1 paisa untaxed: its tax rounds to nothing', () => {
    expect(splitGst(1, true)).toEqual({ taxableValue: 1, cgst: 0, sgst: 0, igst: 0, total: 1 });
    expect(splitGst(1, false)).toEqual({ taxableValue: 1, cgst: 0, sgst: 0, igst: 0, total: 1 });
  });

  it('splits 7 paise into 5 taxable + 1 + 1 within the state, 6 + 1 across', () => {
    // 7 × 9 / 118 = 0.53 → 1; 7 × 18 / 118 = 1.07 → 1.
    expect(splitGst(7, true)).toEqual({ taxableValue: 5, cgst: 1, sgst: 1, igst: 0, total: 7 });
    expect(splitGst(7, false)).toEqual({ taxableValue: 6, cgst: 0, sgst: 0, igst: 1, total: 7 });
  });

  it('splits nothing into nothing', () => {
    expect(splitGst(0, true)).toEqual({ taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
  });

  it('refuses amounts that are not whole non-negative paise', () => {
    expect(() => splitGst(-1, true)).toThrow(RangeError);
    expect(() => splitGst(10.5, false)).toThrow(RangeError);
    expect(() => splitGst(Number.NaN, false)).toThrow(RangeError);
  });

  it('adds up exactly, keeps CGST = SGST and each tax within half a paisa of the exact fraction, for 20,000 random totals', () => {
    const random = seededRandom(20_261_123);
    const totals = [0, 1, 59, 118, 1_000_000_000, 999_999_999];
    for (let i = 0; i < 20_000; i += 1) totals.push(Math.floor(random() * 1_000_000_001));
    // Checked without expect() per total (20,000 × 12 assertions is slow); a failure lists them.
    const failures: string[] = [];
    for (const total of totals) {
      const intra = splitGst(total, true);
      const inter = splitGst(total, false);
      for (const split of [intra, inter]) {
        const parts = [split.taxableValue, split.cgst, split.sgst, split.igst];
        if (!parts.every((part) => Number.isInteger(part) && part >= 0)) failures.push(`${total}: ${parts}`);
        if (parts.reduce((sum, part) => sum + part, 0) !== total || split.total !== total) {
          failures.push(`${total}: parts add up to ${parts.reduce((sum, part) => sum + part, 0)}`);
        }
      }
      if (intra.cgst !== intra.sgst || intra.igst !== 0)
        failures.push(`${total}: intra ${JSON.stringify(intra)}`);
      if (inter.cgst !== 0 || inter.sgst !== 0) failures.push(`${total}: inter ${JSON.stringify(inter)}`);
      // |tax − total × r / 118| ≤ ½  ⇔  |118 × tax − total × r| ≤ 59, in exact integers (BigInt).
      const cgstError = BigInt(118 * intra.cgst) - BigInt(total) * 9n;
      const igstError = BigInt(118 * inter.igst) - BigInt(total) * 18n;
      if (cgstError > 59n || cgstError < -59n) failures.push(`${total}: CGST ${intra.cgst}`);
      if (igstError > 59n || igstError < -59n) failures.push(`${total}: IGST ${inter.igst}`);
    }
    expect(failures).toEqual([]);
  });
});
