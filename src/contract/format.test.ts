import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, formatMinutes, formatRupees } from './format.ts';

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
