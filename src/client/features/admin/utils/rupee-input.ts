import { PAYMENT_LIMITS } from '@contract/vocabulary.ts';

export type RupeeInput = { ok: true; paise: number } | { ok: false; error: string };

export const RUPEE_INPUT_TEXTS = {
  empty: 'Enter an amount in rupees.',
  notAmount: 'Enter an amount in rupees, such as 1,234.50.',
  tooPrecise: 'An amount has at most two decimals (paise).',
  zero: 'The amount must be more than zero.',
  tooLarge: 'The amount is too large.',
} as const;

// Plain digits, or digits grouped by commas the Indian way (12,34,567) or the Western way
// (1,234,567), then decimals (more than two are refused below with their own message).
const AMOUNT = /^(\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.(\d*))?$/;

/**
 * An amount typed in rupees ('1,234.50', '₹ 1234.5', '500') as whole paise, from the text's digits
 * alone: no parseFloat, so 1234.5 cannot become 123449.99999 and round the wrong way.
 */
export function parseRupees(text: string): RupeeInput {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(/^₹/, '');
  if (cleaned === '') return { ok: false, error: RUPEE_INPUT_TEXTS.empty };
  const match = AMOUNT.exec(cleaned);
  if (!match) return { ok: false, error: RUPEE_INPUT_TEXTS.notAmount };
  const whole = match[1]!.replaceAll(',', '');
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, error: RUPEE_INPUT_TEXTS.tooPrecise };
  // Compare as text first: a very long number must not lose digits on its way to a double.
  if (whole.replace(/^0+/, '').length > 15) return { ok: false, error: RUPEE_INPUT_TEXTS.tooLarge };
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (paise === 0) return { ok: false, error: RUPEE_INPUT_TEXTS.zero };
  if (paise > PAYMENT_LIMITS.maxPaise) return { ok: false, error: RUPEE_INPUT_TEXTS.tooLarge };
  return { ok: true, paise };
}

/** Paise as the text a rupee field starts with: 123450 → '1234.50', 50000 → '500' (no grouping, easy to edit). */
export function paiseToRupeeText(paise: number): string {
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}
