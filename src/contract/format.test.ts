import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatCount,
  formatDate,
  formatDateTime,
  formatMinutes,
  formatPaise,
  formatRupees,
} from './format.ts';

/** What the formatter used to ask of Intl, and must still print exactly. */
const intlWhole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const intlPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlCount = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const intlRupees = (amount: number) =>
  Number.isInteger(amount) ? intlWhole.format(amount) : intlPaise.format(amount);

/**
 * Sizes from one digit to beyond 2^53, signs (negative zero too), halves that binary floating point
 * cannot hold exactly (1.005, 2.675, which Intl rounds up from their shortest form), and 10,000 random ones.
 */
function amountsToCompare(): number[] {
  const values = [
    ...'0 -0 1 12 123 1234 12345 123456 1234567 12345678 123456789 1e15 9007199254740992 1e20 1e21'.split(
      ' ',
    ),
    ...'1.005 2.675 0.125 0.135 -0.001 -0.005 0.005 99.995 999.999 1234.5 -1234.56 5e-324'.split(' '),
    ...'0.5 -0.5 -0.4 2.5 -2.5 99.5 -999.5'.split(' '),
    ...'NaN Infinity -Infinity 1.7976931348623157e308 1152921504606846976'.split(' '),
  ].map(Number);
  for (let i = 0; i < 5000; i += 1) {
    const digits = 1 + Math.floor(Math.random() * 16);
    const sign = Math.random() < 0.3 ? -1 : 1;
    const whole = Math.floor(Math.random() * 10 ** digits);
    values.push(sign * whole);
    values.push(
      sign * (whole + Math.floor(Math.random() * 10_000) / 10 ** (1 + Math.floor(Math.random() * 4))),
    );
  }
  return values;
}

describe('formatRupees', () => {
  it('prefixes the rupee sign and groups digits the Indian way', () => {
    expect(formatRupees(4999)).toBe('₹4,999');
    expect(formatRupees(150000)).toBe('₹1,50,000');
  });

  it('shows paise only when there are some', () => {
    expect(formatRupees(99.5)).toBe('₹99.50');
    expect(formatRupees(0)).toBe('₹0');
  });

  it("prints exactly what Intl's en-IN rupee format prints, over every size, sign and rounding", () => {
    const wrong = amountsToCompare()
      .map((value) => ({ value, ours: formatRupees(value), intl: intlRupees(value) }))
      .filter(({ ours, intl }) => ours !== intl);
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});

describe('formatCount', () => {
  it("groups a count the Indian way, rounded to a whole, exactly as Intl's en-IN format does", () => {
    expect(formatCount(100000)).toBe('1,00,000');
    expect(formatCount(2.5)).toBe('3');
    const wrong = amountsToCompare()
      .map((value) => ({ value, ours: formatCount(value), intl: intlCount.format(value) }))
      .filter(({ ours, intl }) => ours !== intl);
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});

describe('formatPaise', () => {
  it('prints rupees and paise from integers, with the sign before the symbol', () => {
    expect(formatPaise(3499900)).toBe('₹34,999');
    expect(formatPaise(2966016)).toBe('₹29,660.16');
    expect(formatPaise(3499900, { exact: true })).toBe('₹34,999.00');
    expect(formatPaise(-2000, { exact: true })).toBe('-₹20.00');
    expect(formatPaise(10000000000)).toBe('₹10,00,00,000');
  });
});

describe('formatDate and formatDateTime', () => {
  it('formats in en-IN, in India Standard Time', () => {
    expect(formatDate('2025-11-22T03:14:00Z')).toBe('22 Nov 2025');
    expect(formatDateTime('2025-11-22T03:14:00Z')).toBe('22 Nov 2025, 8:44 am');
  });

  it('returns an empty string for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('formatClock', () => {
  it('shows minutes and seconds under an hour, hours from an hour', () => {
    expect(formatClock(245)).toBe('4:05');
    expect(formatClock(59)).toBe('0:59');
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(3600)).toBe('1:00:00');
    expect(formatClock(3725)).toBe('1:02:05');
  });

  it('rounds a fraction of a second and never goes below zero', () => {
    expect(formatClock(244.6)).toBe('4:05');
    expect(formatClock(-3)).toBe('0:00');
  });
});

describe('formatMinutes', () => {
  it('shows minutes under an hour, then hours and two-digit minutes', () => {
    expect(formatMinutes(720)).toBe('12 min');
    expect(formatMinutes(7500)).toBe('2 h 05 min');
    expect(formatMinutes(4500)).toBe('1 h 15 min');
    expect(formatMinutes(7200)).toBe('2 h');
  });

  it('rounds to the nearest minute, but a length above zero is at least a minute', () => {
    expect(formatMinutes(749)).toBe('12 min');
    expect(formatMinutes(751)).toBe('13 min');
    expect(formatMinutes(20)).toBe('1 min');
    expect(formatMinutes(0)).toBe('0 min');
  });
});
