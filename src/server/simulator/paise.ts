/**
 * Prices as NSE's bhavcopies write them, read into integer paise with a reason for each refusal
 * (the import's skipped-row report, ADR 033). The API's own conversions are `@contract/money.ts`.
 * Pure integer and string arithmetic: no binary float is ever multiplied or rounded.
 */

/** The largest price or amount accepted, in paise (₹1,000 crore): far inside 2^53. */
export const MAX_PAISE = 10_000_000_000_00;

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
