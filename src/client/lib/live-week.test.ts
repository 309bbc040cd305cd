import { describe, expect, it } from 'vitest';
import { formatHour, gridHours, liveWeek, weekStart } from './live-week.ts';

describe('a week of live classes in IST', () => {
  it('starts on the Monday of the IST day, even when UTC is still on Sunday', () => {
    // Sunday 29 Nov 2026 19:00 UTC is Monday 30 Nov 00:30 IST; 18:29 UTC is still Sunday in IST.
    expect(weekStart(Date.parse('2026-11-29T19:00:00Z'), 0)).toBe('2026-11-30');
    expect(weekStart(Date.parse('2026-11-29T18:29:00Z'), 0)).toBe('2026-11-23');
    expect(weekStart(Date.parse('2026-12-06T12:00:00Z'), 1)).toBe('2026-12-07');
    expect(weekStart(Date.parse('2026-12-06T12:00:00Z'), -1)).toBe('2026-11-23');
  });

  it('asks the server for IST midnight of Monday to IST midnight of the Monday after', () => {
    const week = liveWeek(Date.parse('2026-12-02T10:00:00Z'), 0);
    expect(week.from.toISOString()).toBe('2026-11-29T18:30:00.000Z');
    expect(week.to.toISOString()).toBe('2026-12-06T18:30:00.000Z');
    expect(week.days).toHaveLength(7);
    expect(week.today).toBe('2026-12-02');
  });

  it('shows 8 am to 10 pm, widened for a session outside those hours', () => {
    expect(gridHours([])).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
    // 6:15 am IST and 11:30 pm IST.
    const hours = gridHours([{ starts_at: '2026-12-01T00:45:00Z' }, { starts_at: '2026-12-01T18:00:00Z' }]);
    expect(hours[0]).toBe(6);
    expect(hours.at(-1)).toBe(23);
    expect([0, 7, 12, 19].map(formatHour)).toEqual(['12 am', '7 am', '12 pm', '7 pm']);
  });
});
