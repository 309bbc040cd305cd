import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRupees } from './format.ts';

describe('formatRupees', () => {
  it('prefixes the rupee sign and groups digits the Indian way', () => {
    expect(formatRupees(4999)).toBe('₹4,999');
    expect(formatRupees(150000)).toBe('₹1,50,000');
  });

  it('shows paise only when there are some', () => {
    expect(formatRupees(99.5)).toBe('₹99.50');
    expect(formatRupees(0)).toBe('₹0');
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
