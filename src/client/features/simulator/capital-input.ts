import { formatPaise } from '@client/lib/format.ts';
import { MONEY_MESSAGES, paiseToRupees, rupeesToPaise } from '@contract/money.ts';
import { SIM_LIMITS } from '@contract/sim-trading.ts';

/** '10,00,000' for ₹10,00,000: how the capital field shows an amount (the ₹ stands beside it). */
export function capitalText(paise: number): string {
  return formatPaise(paise).replace('₹', '');
}

const RANGE_MESSAGE = `Starting capital must be from ${formatPaise(SIM_LIMITS.minCapitalPaise)} to ${formatPaise(SIM_LIMITS.maxCapitalPaise)}.`;

/**
 * The capital field's text as the API's rupee string: Indian grouping commas and spaces are allowed
 * ('10,00,000', '2,50,000.50'); anything else, or an amount outside SIM_LIMITS, is an error to show.
 */
export function readCapital(
  text: string,
): { ok: true; rupees: string; paise: number } | { ok: false; message: string } {
  const bare = text.replace(/[,\s]/g, '');
  let paise: number;
  try {
    paise = rupeesToPaise(bare);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : MONEY_MESSAGES.notAnAmount };
  }
  if (paise < SIM_LIMITS.minCapitalPaise || paise > SIM_LIMITS.maxCapitalPaise) {
    return { ok: false, message: RANGE_MESSAGE };
  }
  return { ok: true, rupees: paiseToRupees(paise), paise };
}
