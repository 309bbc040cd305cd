import { z } from 'zod';

/**
 * Money on the wire (docs/product.md §14.5, ADR 034): the API carries prices and amounts as exact decimal
 * strings in rupees with two decimals ("1234.50", "-60.00"); everything that computes holds whole
 * paise (safe integers). These two functions are the only conversion between the two, so no
 * amount is ever a binary fraction anywhere on the way.
 */

/** What a refused rupee text reads as, for a `{ message }` answer. */
export const MONEY_MESSAGES = {
  notAnAmount: 'Enter an amount in rupees, such as 1234.50.',
  tooManyDecimals: 'An amount in rupees has at most two decimals (paise).',
  tooLarge: 'The amount is too large.',
  tooSmall: (minimum: string) => `The amount must be at least ${minimum}.`,
} as const;

/** A refused rupee text; `message` is one of MONEY_MESSAGES. */
export class MoneyFormatError extends RangeError {
  override readonly name = 'MoneyFormatError';
}

/** Whole paise as rupees with exactly two decimals: 123450 → "1234.50"; -6000 → "-60.00"; 0 → "0.00". */
export function paiseToRupees(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const magnitude = Math.abs(paise);
  const rupees = Math.floor(magnitude / 100);
  const fraction = magnitude % 100;
  return `${sign}${rupees}.${String(fraction).padStart(2, '0')}`;
}

// Digits only, an optional leading minus, and at most one decimal point followed by digits.
// No plus sign, exponent, grouping comma, space or lone point: one spelling per amount family.
const RUPEES = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A rupee amount as whole paise: "1234" → 123400; "1234.5" → 123450; "-60.00" → -6000.
 * Throws MoneyFormatError for anything else: empty text, spaces, exponents, a plus sign, more than
 * two decimals, or a size beyond Number.MAX_SAFE_INTEGER paise. The digits are read with BigInt,
 * so a long string cannot round on its way to the size check.
 */
export function rupeesToPaise(text: string): number {
  if (typeof text !== 'string') throw new MoneyFormatError(MONEY_MESSAGES.notAnAmount);
  const match = RUPEES.exec(text);
  if (!match) throw new MoneyFormatError(MONEY_MESSAGES.notAnAmount);
  const [, minus, whole = '', decimals = ''] = match;
  if (decimals.length > 2) throw new MoneyFormatError(MONEY_MESSAGES.tooManyDecimals);
  const magnitude = BigInt(whole) * 100n + BigInt(decimals.padEnd(2, '0'));
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) throw new MoneyFormatError(MONEY_MESSAGES.tooLarge);
  const paise = Number(magnitude);
  // "-0.00" is zero, not negative zero.
  return minus && paise !== 0 ? -paise : paise;
}

/**
 * A request field holding rupees as text ("1234.50"), for the API's zod schemas. It stays a
 * string (the handler converts it with rupeesToPaise, once); a refused text is a 400 with the
 * MONEY_MESSAGES text. `minPaise` / `maxPaise` bound it (a price needs `minPaise: 1`).
 */
export function rupeesSchema(bounds: { minPaise?: number; maxPaise?: number } = {}) {
  return z.string().superRefine((text, context) => {
    let paise: number;
    try {
      paise = rupeesToPaise(text);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return;
    }
    if (bounds.minPaise !== undefined && paise < bounds.minPaise) {
      context.addIssue({ code: 'custom', message: MONEY_MESSAGES.tooSmall(paiseToRupees(bounds.minPaise)) });
    } else if (bounds.maxPaise !== undefined && paise > bounds.maxPaise) {
      context.addIssue({ code: 'custom', message: MONEY_MESSAGES.tooLarge });
    }
  });
}
