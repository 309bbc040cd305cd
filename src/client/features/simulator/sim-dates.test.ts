import { formatSimDate } from '@client/lib/format.ts';
import { describe, expect, it } from 'vitest';
import { chartTime, compareSimDates, dayAxisOptions } from './sim-dates.ts';

describe('the simulator’s days on screen', () => {
  it('shows a date as a date and a blind challenge’s day as it is sent', () => {
    expect(formatSimDate('2024-07-05')).toBe('05 Jul 2024');
    expect(formatSimDate('Day 12')).toBe('Day 12');
    expect(formatSimDate('Day -3')).toBe('Day -3');
    expect(formatSimDate(null)).toBe('');
  });

  it('orders Day 9 before Day 10, and dates by the calendar', () => {
    expect(['Day 10', 'Day 9', 'Day -1', 'Day 1'].sort(compareSimDates)).toEqual([
      'Day -1',
      'Day 1',
      'Day 9',
      'Day 10',
    ]);
    expect(['2024-07-10', '2024-07-09'].sort(compareSimDates)).toEqual(['2024-07-09', '2024-07-10']);
  });

  it('draws days a day apart and labels the axis "Day N" for a blind challenge only', () => {
    expect(chartTime('2024-07-05')).toBe('2024-07-05');
    expect(Number(chartTime('Day 2')) - Number(chartTime('Day 1'))).toBe(86_400);
    expect(Number(chartTime('Day -250'))).toBeGreaterThan(0);
    expect(dayAxisOptions(false)).toEqual({});
    const axis = dayAxisOptions(true);
    expect(axis.timeScale?.tickMarkFormatter(chartTime('Day 7'))).toBe('Day 7');
    expect(axis.localization?.timeFormatter(chartTime('Day -2'))).toBe('Day -2');
  });
});
