import { describe, expect, it } from 'vitest';
import { calendarUtc, formatSessionTime, googleCalendarLink, liveSessionDetails } from './live-calendar.ts';

describe('live calendar helpers', () => {
  it('say a session time in IST the way the mails do', () => {
    expect(formatSessionTime('2026-12-08T14:00:00Z')).toBe('Tuesday 8 December, 7:30 pm IST');
    expect(formatSessionTime(new Date('2026-12-09T04:05:00Z'))).toBe('Wednesday 9 December, 9:35 am IST');
  });

  it('write UTC times in the compact calendar form', () => {
    expect(calendarUtc('2026-12-08T14:00:00.000Z')).toBe('20261208T140000Z');
  });

  it("build Google Calendar's event template link", () => {
    const details = liveSessionDetails(
      { _id: 'abc', program_title: 'Pro Trader', batch_name: 'Evening' },
      'https://fintrain.test',
    );
    const link = new URL(
      googleCalendarLink({
        title: 'Options & Greeks',
        starts_at: '2026-12-08T14:00:00.000Z',
        ends_at: '2026-12-08T15:00:00.000Z',
        details,
      }),
    );
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Options & Greeks',
      dates: '20261208T140000Z/20261208T150000Z',
      details: 'Pro Trader · Evening\nJoin: https://fintrain.test/live/abc',
      ctz: 'Asia/Kolkata',
    });
  });
});
