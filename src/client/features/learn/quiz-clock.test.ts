import { describe, expect, it } from 'vitest';
import { clockOffsetMs, countdownAnnouncement, formatCountdown, secondsLeft } from './quiz-clock.ts';

describe('quiz clock', () => {
  const endsAt = '2026-11-23T10:30:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts the whole seconds left to ends_at, rounding up, and never below 0', () => {
    expect(secondsLeft(endsAt, at('2026-11-23T10:20:00.000Z'), 0)).toBe(600);
    expect(secondsLeft(endsAt, at('2026-11-23T10:29:59.200Z'), 0)).toBe(1);
    expect(secondsLeft(endsAt, at('2026-11-23T10:30:00.000Z'), 0)).toBe(0);
    expect(secondsLeft(endsAt, at('2026-11-23T10:31:00.000Z'), 0)).toBe(0);
  });

  it("counts on the server's clock: a browser 2 minutes fast still shows the server's time left", () => {
    const browserNow = at('2026-11-23T10:22:00.000Z');
    const serverDate = at('2026-11-23T10:20:00.000Z');
    const offset = clockOffsetMs(serverDate, browserNow);
    expect(offset).toBe(-119_500);
    expect(secondsLeft(endsAt, browserNow, offset)).toBe(600);
  });

  it('takes no offset without a Date header', () => {
    expect(clockOffsetMs(null, Date.now())).toBe(0);
  });

  it('shows mm:ss, and h:mm:ss from an hour up', () => {
    expect(formatCountdown(305)).toBe('05:05');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(7200)).toBe('2:00:00');
  });

  it('announces only at 5 minutes and 1 minute left, and when time is up', () => {
    expect(countdownAnnouncement(301)).toBe('');
    expect(countdownAnnouncement(300)).toBe('Less than 5 minutes left.');
    expect(countdownAnnouncement(61)).toBe('Less than 5 minutes left.');
    expect(countdownAnnouncement(60)).toBe('Less than 1 minute left.');
    expect(countdownAnnouncement(0)).toBe('Time is up.');
  });
});
