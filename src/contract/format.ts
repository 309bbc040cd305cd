/**
 * Formatters for the Indian audience: en-IN grouping (1,00,000) and India Standard Time,
 * so every visitor (and every test machine) sees the same dates.
 */
const LOCALE = 'en-IN';
const TIME_ZONE = 'Asia/Kolkata';

const wholeRupees = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const rupeesWithPaise = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 4999 → '₹4,999'; 150000 → '₹1,50,000'; 99.5 → '₹99.50'. */
export function formatRupees(amount: number): string {
  return Number.isInteger(amount) ? wholeRupees.format(amount) : rupeesWithPaise.format(amount);
}

/**
 * An amount in whole paise as rupees, computed from integers (no binary fraction): 3499900 →
 * '₹34,999'; 2966016 → '₹29,660.16'; with `exact`, always two decimals ('₹34,999.00'), as an
 * invoice prints them. Negative amounts keep their sign before the symbol ('-₹20.00').
 */
export function formatPaise(paise: number, options: { exact?: boolean } = {}): string {
  const sign = paise < 0 ? '-' : '';
  const magnitude = Math.abs(Math.trunc(paise));
  const rupees = wholeRupees.format(Math.floor(magnitude / 100));
  const fraction = magnitude % 100;
  if (fraction === 0 && !options.exact) return `${sign}${rupees}`;
  return `${sign}${rupees}.${String(fraction).padStart(2, '0')}`;
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

function toDate(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** '2025-11-22T03:14:00Z' → '22 Nov 2025'; '' for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '';
}

/** '2025-11-22T03:14:00Z' → '22 Nov 2025, 8:44 am'; '' for a missing or invalid date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '';
}

/** A lesson's length as a clock: 245 → '4:05'; 3725 → '1:02:05' (whole seconds, rounded). */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * A total length in minutes: 720 → '12 min'; 7500 → '2 h 05 min'; 7200 → '2 h'. Rounded to the
 * minute, and never '0 min' for a length above zero (a 20-second clip still counts).
 */
export function formatMinutes(seconds: number): string {
  const minutes = seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')} min`;
}
