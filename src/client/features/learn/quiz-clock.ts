/**
 * The quiz countdown (ADR 026: the server holds the clock). The page counts down to the server's
 * `ends_at` on the server's time, estimated from the Date header of the attempt's answer.
 */

/**
 * How far the server's clock is ahead of this browser's, in milliseconds (negative when behind).
 * The Date header has whole seconds and is cut, not rounded, so half a second is added back.
 * 0 without a header.
 */
export function clockOffsetMs(serverDate: number | null, receivedAt: number): number {
  if (serverDate === null) return 0;
  return serverDate + 500 - receivedAt;
}

/** Whole seconds left until `endsAt` (ISO) at browser time `now`, on the server's clock; never below 0. */
export function secondsLeft(endsAt: string, now: number, offsetMs: number): number {
  const left = Date.parse(endsAt) - (now + offsetMs);
  return Math.max(0, Math.ceil(left / 1000));
}

/** The countdown as mm:ss (h:mm:ss from an hour up): 305 → '05:05'; 3725 → '1:02:05'. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const mm = String(Math.floor((total % 3600) / 60)).padStart(2, '0');
  const ss = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/**
 * What the polite live region says: changes only when 5 minutes and 1 minute are left (not every
 * second, which would drown a screen reader), and says "less than", true even on a late resume.
 */
export function countdownAnnouncement(seconds: number): string {
  if (seconds <= 0) return 'Time is up.';
  if (seconds <= 60) return 'Less than 1 minute left.';
  if (seconds <= 300) return 'Less than 5 minutes left.';
  return '';
}
