import { describe, expect, it } from 'vitest';
import { formatPercentText, formatRupeeText, signOfRupeeText } from './money-text.ts';

describe('formatRupeeText', () => {
  it('shows API amounts with Indian grouping and paise', () => {
    expect(formatRupeeText('1000000.00')).toBe('₹10,00,000.00');
    expect(formatRupeeText('100000.5')).toBe('₹1,00,000.50');
    expect(formatRupeeText('-60.00')).toBe('-₹60.00');
    expect(formatRupeeText('0.07')).toBe('₹0.07');
  });

  it('refuses a text that is not an exact amount', () => {
    expect(() => formatRupeeText('1e3')).toThrow(RangeError);
  });

  it('tells the sign of an amount, and writes percentages', () => {
    expect([signOfRupeeText('-0.01'), signOfRupeeText('0.00'), signOfRupeeText('5.00')]).toEqual([-1, 0, 1]);
    expect(formatPercentText('12.35', { signed: true })).toBe('+12.35 %');
    expect(formatPercentText('-3.10', { signed: true })).toBe('-3.10 %');
    expect(formatPercentText('0.00', { signed: true })).toBe('0.00 %');
    expect(formatPercentText('4.00')).toBe('4.00 %');
  });
});
