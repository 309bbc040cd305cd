/**
 * The coupon form's dates: a datetime-local input holds a wall-clock time with no zone, and the
 * admins work in India Standard Time, whatever the browser's zone. IST has had no daylight saving
 * since 1945, so the offset is a constant +05:30.
 */
const IST_OFFSET = '+05:30';
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** '2026-12-01T09:30' (IST) → '2026-12-01T09:30:00+05:30'; null for an empty or malformed value. */
export function istInputToIso(value: string): string | null {
  const match = LOCAL.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00'] = match;
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${second}${IST_OFFSET}`;
  // Reject dates that do not exist (2026-02-30): the parsed instant must read back the same.
  const parsed = Date.parse(iso);
  if (
    Number.isNaN(parsed) ||
    isoToIstInput(new Date(parsed).toISOString()) !== `${year}-${month}-${day}T${hour}:${minute}`
  ) {
    return null;
  }
  return iso;
}

/** Any ISO instant → the IST wall-clock time a datetime-local input shows: '2026-12-01T04:00:00Z' → '2026-12-01T09:30'. */
export function isoToIstInput(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16);
}
