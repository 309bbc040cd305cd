import { formatPaise } from '@client/lib/format.ts';
import { rupeesToPaise } from '@contract/money.ts';

/**
 * An API amount (an exact rupee string, "100000.50", "-60.00") as the site shows money, with Indian
 * grouping and paise: '₹1,00,000.50', '-₹60.00'. Converted once by money.ts, never through a float.
 */
export function formatRupeeText(text: string): string {
  return formatPaise(rupeesToPaise(text), { exact: true });
}

/** The sign of an API amount, for colouring P&L: -1, 0 or 1. */
export function signOfRupeeText(text: string): -1 | 0 | 1 {
  return Math.sign(rupeesToPaise(text)) as -1 | 0 | 1;
}

/** "12.35" → "12.35 %", with an explicit + for a gain ("+12.35 %"). */
export function formatPercentText(text: string, { signed = false } = {}): string {
  const plus = signed && !text.startsWith('-') && Number(text) !== 0 ? '+' : '';
  return `${plus}${text} %`;
}
