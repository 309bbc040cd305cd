/**
 * Rupee decimal text <-> integer paise, for the simulator's market data (ADR 033).
 *
 * Interim: sim-engine owns `src/contract/money.ts` (`paiseToRupees`, `rupeesToPaise`); until that
 * branch is merged this branch uses these, with the same names and meaning, and the merge replaces
 * the imports and deletes this file. Pure integer and string arithmetic: no binary float is ever
 * multiplied or rounded.
 */

/** The largest price or amount accepted, in paise (₹1,000 crore): far inside 2^53. */
export const MAX_PAISE = 10_000_000_000_00;

/** '1234.50' from 123450; '-60.00' from -6000. */
export function paiseToRupees(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const digits = String(Math.abs(paise)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

export type PaiseParse = { ok: true; paise: number } | { ok: false; reason: string };

/**
 * Paise from a price as NSE writes it: digits with an optional point and decimals. More than two
 * decimals are refused unless the extra ones are zeros ('12.300' is 1230 paise, exact).
 */
export function parsePaise(text: string): PaiseParse {
  if (text.startsWith('-')) {
    return /^-\d+(\.\d+)?$/.test(text)
      ? { ok: false, reason: 'negative price' }
      : { ok: false, reason: 'bad number' };
  }
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!match) return { ok: false, reason: 'bad number' };
  const decimals = match[2] ?? '';
  if (decimals.length > 2 && !/^0+$/.test(decimals.slice(2))) {
    return { ok: false, reason: 'more than 2 decimals' };
  }
  const paise = Number(match[1]) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  if (paise > MAX_PAISE) return { ok: false, reason: 'bad number' };
  return { ok: true, paise };
}

/** Paise from a rupee amount the API received ('20', '20.5', '20.00'); undefined when it is not one. */
export function rupeesToPaise(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const parsed = parsePaise(trimmed);
  return parsed.ok ? parsed.paise : undefined;
}
