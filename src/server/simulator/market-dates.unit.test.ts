import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDate, istToday, latestVisibleDate } from './market-dates.ts';

describe('market dates', () => {
  it('takes today from India time: 18:29:59 UTC is still the same day and 18:30 UTC is the next', () => {
    expect(istToday(new Date('2026-07-31T18:29:59.999Z'))).toBe('2026-07-31');
    expect(istToday(new Date('2026-07-31T18:30:00.000Z'))).toBe('2026-08-01');
  });

  it('makes the latest visible date move at midnight in India, not at midnight UTC', () => {
    expect(latestVisibleDate(30, new Date('2026-08-30T18:29:59Z'))).toBe('2026-07-31');
    expect(latestVisibleDate(30, new Date('2026-08-30T18:30:00Z'))).toBe('2026-08-01');
    expect(latestVisibleDate(30, new Date('2026-08-31T00:00:00Z'))).toBe('2026-08-01');
  });

  it('counts the lag in calendar days across month, year and leap-day boundaries', () => {
    expect(latestVisibleDate(30, new Date('2026-01-15T06:00:00Z'))).toBe('2025-12-16');
    expect(latestVisibleDate(30, new Date('2028-03-30T06:00:00Z'))).toBe('2028-02-29');
    expect(latestVisibleDate(45, new Date('2026-03-01T06:00:00Z'))).toBe('2026-01-15');
  });

  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-1-01',
      '01-01-2026',
      '2026-01-01T00:00',
      '',
      '0001-01-01',
    ]) {
      expect(isCalendarDate(bad)).toBe(false);
    }
  });

  it('adds days and counts the days between two dates', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(-1);
  });
});
