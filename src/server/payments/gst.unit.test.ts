import { describe, expect, it } from 'vitest';
import { couponDiscount } from './coupons.ts';
import { invoiceTotals, splitGst, type TaxLine, taxableValueOf, taxLine, taxOn } from './gst.ts';

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

const none = { grossValue: 0, discount: 0, roundOff: 0 };

describe('splitGst', () => {
  it('splits ₹118.00 within the state into ₹100.00 + CGST ₹9.00 + SGST ₹9.00', () => {
    expect(splitGst(11_800, true)).toEqual({
      ...none,
      grossValue: 10_000,
      taxableValue: 10_000,
      cgst: 900,
      sgst: 900,
      igst: 0,
      total: 11_800,
    });
  });

  it('splits ₹118.00 across states into ₹100.00 + IGST ₹18.00', () => {
    expect(splitGst(11_800, false)).toEqual({
      ...none,
      grossValue: 10_000,
      taxableValue: 10_000,
      cgst: 0,
      sgst: 0,
      igst: 1_800,
      total: 11_800,
    });
  });

  it('splits ₹34,999 within the state so that 9 % of the taxable value is each tax, with a paisa rounded off', () => {
    // 9 % of ₹29,660.17 is ₹2,669.4153 → ₹2,669.42; ₹29,660.17 + 2 × ₹2,669.42 = ₹35,000.01.
    // (The split from the total gave ₹29,660.16 + 2 × ₹2,669.42, but 9 % of ₹29,660.16 is ₹2,669.41.)
    expect(splitGst(3_499_900, true)).toEqual({
      ...none,
      grossValue: 2_966_017,
      taxableValue: 2_966_017,
      cgst: 266_942,
      sgst: 266_942,
      igst: 0,
      roundOff: -1,
      total: 3_499_900,
    });
  });

  it('splits ₹34,999 across states into IGST and the taxable value exactly', () => {
    // 18 % of ₹29,660.17 is ₹5,338.8306 → ₹5,338.83, and the two add up to ₹34,999.00.
    expect(splitGst(3_499_900, false)).toEqual({
      ...none,
      grossValue: 2_966_017,
      taxableValue: 2_966_017,
      cgst: 0,
      sgst: 0,
      igst: 533_883,
      total: 3_499_900,
    });
  });

  it('leaves 1 paisa untaxed: its tax rounds to nothing', () => {
    const one = { ...none, grossValue: 1, taxableValue: 1, cgst: 0, sgst: 0, igst: 0, total: 1 };
    expect(splitGst(1, true)).toEqual(one);
    expect(splitGst(1, false)).toEqual(one);
  });

  it('splits 7 paise into 6 taxable + 1 + 1 − 1 rounded off within the state, 6 + 1 across', () => {
    // 5 taxable has 0 + 0 tax (5 in all), 6 has 1 + 1 (8): 8 is nearer 7.
    expect(splitGst(7, true)).toEqual({
      ...none,
      grossValue: 6,
      taxableValue: 6,
      cgst: 1,
      sgst: 1,
      igst: 0,
      roundOff: -1,
      total: 7,
    });
    expect(splitGst(7, false)).toEqual({
      ...none,
      grossValue: 6,
      taxableValue: 6,
      cgst: 0,
      sgst: 0,
      igst: 1,
      total: 7,
    });
  });

  it('splits nothing into nothing', () => {
    expect(splitGst(0, true)).toEqual({ ...none, taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
  });

  it('refuses amounts that are not whole non-negative paise', () => {
    expect(() => splitGst(-1, true)).toThrow(RangeError);
    expect(() => splitGst(10.5, false)).toThrow(RangeError);
    expect(() => splitGst(Number.NaN, false)).toThrow(RangeError);
    expect(() => taxOn(-1, true)).toThrow(RangeError);
  });
});

describe('taxLine', () => {
  it('shows a coupon as a discount off the value before GST, and taxes what is left', () => {
    // ₹34,999 less a ₹5,000 coupon: ₹29,999 paid, within the state.
    expect(taxLine(3_499_900, 2_999_900, true)).toEqual({
      grossValue: 2_966_017,
      discount: 423_729,
      taxableValue: 2_542_288,
      cgst: 228_806,
      sgst: 228_806,
      igst: 0,
      lineTotal: 2_999_900,
    });
  });

  it('refuses a price above its list price', () => {
    expect(() => taxLine(100, 101, true)).toThrow(RangeError);
  });
});

/** |tax − taxable × percent / 100| ≤ ½ paisa, in exact integers: |100 × tax − taxable × percent| ≤ 50. */
function withinHalfPaisa(tax: number, taxable: number, percent: number): boolean {
  const error = 100n * BigInt(tax) - BigInt(taxable) * BigInt(percent);
  return error <= 50n && error >= -50n;
}

/** What is wrong with one line: tax by rate to the paisa, parts that add up, a discount that fits. */
function lineProblems(line: TaxLine, intra: boolean): string[] {
  const problems: string[] = [];
  const parts = [line.grossValue, line.discount, line.taxableValue, line.cgst, line.sgst, line.igst];
  if (!parts.every((part) => Number.isSafeInteger(part) && part >= 0)) problems.push('not whole paise');
  if (intra) {
    if (line.igst !== 0 || line.cgst !== line.sgst) problems.push('intra-state taxes');
    if (!withinHalfPaisa(line.cgst, line.taxableValue, 9))
      problems.push('CGST is not 9 % of the taxable value');
    if (!withinHalfPaisa(line.sgst, line.taxableValue, 9))
      problems.push('SGST is not 9 % of the taxable value');
  } else {
    if (line.cgst !== 0 || line.sgst !== 0) problems.push('inter-state taxes');
    if (!withinHalfPaisa(line.igst, line.taxableValue, 18))
      problems.push('IGST is not 18 % of the taxable value');
  }
  if (line.taxableValue + line.cgst + line.sgst + line.igst !== line.lineTotal) problems.push('line total');
  if (line.grossValue - line.discount !== line.taxableValue)
    problems.push('value − discount ≠ taxable value');
  return problems;
}

describe('tax by line, to the paisa', () => {
  it('taxes every line at rate × taxable value to the paisa, and rounds off at most a paisa, for 10,000 prices with and without coupons', () => {
    const random = seededRandom(20_270_401);
    const failures: string[] = [];
    for (let i = 0; i < 10_000; i += 1) {
      // List prices from ₹1 to ₹1 crore in whole rupees (docs/product.md §5.4), with every kind of coupon.
      const listAmount = (1 + Math.floor(random() * 10_000_000)) * 100;
      const pick = random();
      const coupon =
        pick < 0.25
          ? null
          : pick < 0.65
            ? { kind: 'percent' as const, value: 1 + Math.floor(random() * 99) }
            : { kind: 'fixed' as const, value: 1 + Math.floor(random() * (listAmount - 1)) };
      const discount = coupon ? couponDiscount(coupon, listAmount) : 0;
      const amount = listAmount - discount;
      if (amount < 1) continue;
      for (const intra of [true, false]) {
        const label = `${listAmount} − ${discount} ${intra ? 'intra' : 'inter'}`;
        const line = taxLine(listAmount, amount, intra);
        const totals = invoiceTotals([line], amount);
        for (const problem of lineProblems(line, intra)) failures.push(`${label}: ${problem}`);
        if (totals.total !== amount || line.lineTotal + totals.roundOff !== amount) {
          failures.push(`${label}: total ${JSON.stringify(totals)}`);
        }
        if (Math.abs(totals.roundOff) > 1) failures.push(`${label}: round-off ${totals.roundOff}`);
        // No taxable value one paisa either side comes nearer the price.
        for (const other of [line.taxableValue - 1, line.taxableValue + 1].filter((value) => value >= 0)) {
          const tax = taxOn(other, intra);
          const distance = Math.abs(amount - (other + tax.cgst + tax.sgst + tax.igst));
          if (distance < Math.abs(totals.roundOff)) failures.push(`${label}: ${other} is nearer`);
        }
        if (line.grossValue !== taxableValueOf(listAmount, intra)) failures.push(`${label}: value`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('totals several lines as the sums of their columns, with the round-off to what was paid', () => {
    const random = seededRandom(46);
    const failures: string[] = [];
    for (let i = 0; i < 2_000; i += 1) {
      const intra = random() < 0.5;
      const prices = Array.from(
        { length: 1 + Math.floor(random() * 5) },
        () => 1 + Math.floor(random() * 5e7),
      );
      const lines = prices.map((price) => taxLine(price, price, intra));
      const paid = prices.reduce((sum, price) => sum + price, 0);
      const totals = invoiceTotals(lines, paid);
      const sum = (pick: (line: TaxLine) => number) => lines.reduce((acc, line) => acc + pick(line), 0);
      const expected = {
        grossValue: sum((line) => line.grossValue),
        discount: 0,
        taxableValue: sum((line) => line.taxableValue),
        cgst: sum((line) => line.cgst),
        sgst: sum((line) => line.sgst),
        igst: sum((line) => line.igst),
        roundOff: paid - sum((line) => line.lineTotal),
        total: paid,
      };
      if (JSON.stringify(totals) !== JSON.stringify(expected))
        failures.push(JSON.stringify({ prices, totals }));
      if (Math.abs(totals.roundOff) > lines.length) failures.push(`${prices}: round-off ${totals.roundOff}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps the quote and the invoice one split: 20,000 random totals add up with the round-off', () => {
    const random = seededRandom(20_261_123);
    const totals = [0, 1, 59, 118, 1_000_000_000, 999_999_999];
    for (let i = 0; i < 20_000; i += 1) totals.push(Math.floor(random() * 1_000_000_001));
    const failures: string[] = [];
    for (const total of totals) {
      for (const intra of [true, false]) {
        const split = splitGst(total, intra);
        const parts = split.taxableValue + split.cgst + split.sgst + split.igst + split.roundOff;
        if (parts !== total || split.total !== total || Math.abs(split.roundOff) > 1) {
          failures.push(`${total}: ${JSON.stringify(split)}`);
        }
        const tax = intra ? split.cgst : split.igst;
        if (!withinHalfPaisa(tax, split.taxableValue, intra ? 9 : 18)) failures.push(`${total}: tax ${tax}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
