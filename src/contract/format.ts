/**
 * Formatters for the Indian audience: en-IN grouping (1,00,000) and India Standard Time,
 * so every visitor (and every test machine) sees the same dates.
 */
const LOCALE = 'en-IN';
const TIME_ZONE = 'Asia/Kolkata';

/**
 * Digits grouped the Indian way: the last three, then pairs ('150000' → '1,50,000'). Written out
 * rather than asked of `Intl.NumberFormat`: building the first `Intl` formatter loads the browser's
 * locale data, 15–50 ms of main-thread time on this machine (60–200 ms on Lighthouse's phone), in
 * the task that hydrates every page with a price (docs/product.md §10.1, ADR 039). The unit test holds the
 * output to `Intl`'s en-IN INR format.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs: string[] = [];
  for (let end = head.length; end > 0; end -= 2) pairs.unshift(head.slice(Math.max(0, end - 2), end));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/**
 * A finite number's digits as Intl reads them: its shortest decimal form (what `String` prints),
 * written out without an exponent. 1.005 → ['1', '005']; 1e21 → ['1000000000000000000000', ''].
 */
function plainDigits(magnitude: number): [whole: string, fraction: string] {
  const text = String(magnitude);
  const exponential = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponential) {
    const [whole = '0', fraction = ''] = text.split('.');
    return [whole, fraction];
  }
  const digits = `${exponential[1]}${exponential[2] ?? ''}`;
  const point = 1 + Number(exponential[3]);
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  return [digits.slice(0, point), digits.slice(point)];
}

/**
 * A finite number with Indian grouping and `decimals` decimals, its sign apart: rounded from its
 * decimal form half away from zero, as Intl's halfExpand rounds. (-1234.567, 2) → ['-', '1,234.57'].
 */
function indianNumber(value: number, decimals: 0 | 2): [sign: string, digits: string] {
  // Negative zero keeps its sign, as Intl prints it.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const [whole, fraction] = plainDigits(Math.abs(value));
  let units = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  if ((fraction[decimals] ?? '0') >= '5') units += 1n;
  const text = units.toString().padStart(decimals + 1, '0');
  if (decimals === 0) return [sign, groupIndian(text)];
  return [sign, `${groupIndian(text.slice(0, -decimals))}.${text.slice(-decimals)}`];
}

/** `Intl`, for what the hand-written path does not cover (NaN and ±Infinity), made when first needed. */
let nonFiniteRupees: Intl.NumberFormat | undefined;
let nonFiniteCount: Intl.NumberFormat | undefined;

/** 4999 → '₹4,999'; 150000 → '₹1,50,000'; 99.5 → '₹99.50'. */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) {
    nonFiniteRupees ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'INR' });
    return nonFiniteRupees.format(amount);
  }
  const [sign, digits] = indianNumber(amount, Number.isInteger(amount) ? 0 : 2);
  return `${sign}₹${digits}`;
}

/** A count with Indian digit grouping, as the amounts have, rounded to a whole: 100000 → '1,00,000'. */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) {
    nonFiniteCount ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
    return nonFiniteCount.format(value);
  }
  return indianNumber(value, 0).join('');
}

/**
 * An amount in whole paise as rupees, computed from integers (no binary fraction): 3499900 →
 * '₹34,999'; 2966016 → '₹29,660.16'; with `exact`, always two decimals ('₹34,999.00'), as an
 * invoice prints them. Negative amounts keep their sign before the symbol ('-₹20.00').
 */
export function formatPaise(paise: number, options: { exact?: boolean } = {}): string {
  const sign = paise < 0 ? '-' : '';
  const magnitude = Math.abs(Math.trunc(paise));
  const rupees = formatRupees(Math.floor(magnitude / 100));
  const fraction = magnitude % 100;
  if (fraction === 0 && !options.exact) return `${sign}${rupees}`;
  return `${sign}${rupees}.${String(fraction).padStart(2, '0')}`;
}

/** The date formatters, made on first use (an `Intl` formatter is costly to build, see above). */
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;

function toDate(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** '2025-11-22T03:14:00Z' → '22 Nov 2025'; '' for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  dateFormat ??= new Intl.DateTimeFormat(LOCALE, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: TIME_ZONE,
  });
  return dateFormat.format(date);
}

/** '2025-11-22T03:14:00Z' → '22 Nov 2025, 8:44 am'; '' for a missing or invalid date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  dateTimeFormat ??= new Intl.DateTimeFormat(LOCALE, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  });
  return dateTimeFormat.format(date);
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
