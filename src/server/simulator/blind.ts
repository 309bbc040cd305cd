import { createHmac, randomBytes, randomInt } from 'node:crypto';

/**
 * The arithmetic of a blind challenge (docs/product.md §24, ADR 080), pure: aliases for instruments, the
 * price scale, and trading days counted from the start. Nothing here reads the database or the clock.
 *
 * - An instrument's alias is `STK-` and four Crockford base-32 characters: a keyed permutation
 *   (a four-round Feistel network over 20 bits, HMAC-SHA256 as its round function) of the
 *   instrument's stable number. A permutation, so two instruments never share an alias and an alias
 *   maps back without a table; keyed by the account's own secret, so the aliases of one account say
 *   nothing about another's.
 * - Money is shown as real × SCALE_UNIT / m, rounded half away from zero to the paisa, once, from the
 *   real figure. The engine keeps real paise, so fills, cash, P&L, drawdown and the verdict are
 *   those of the same trades unblinded; every percentage is computed from real paise.
 */

/** Shown = real × SCALE_UNIT / m. With the starting capital real = ₹10,00,000 × m / 2000, it shows as ₹10,00,000. */
export const SCALE_UNIT = 2000;

/**
 * m is drawn from [1000, 4000] (a factor from 0.5 to 2) leaving out the band around 2000 where the
 * factor is within about 10 % of 1: a shown price is never close to the real one.
 */
export const SCALE_RANGE = { min: 1000, max: 4000, nearOneLow: 1819, nearOneHigh: 2222 } as const;

/** A new blind challenge's secret and scale. */
export function drawBlindTerms(): { key: string; scale: number } {
  const { min, max, nearOneLow, nearOneHigh } = SCALE_RANGE;
  const below = nearOneLow - min; // m in [1000, 1818]
  const above = max - nearOneHigh; // m in [2223, 4000]
  const pick = randomInt(below + above);
  return {
    key: randomBytes(32).toString('hex'),
    scale: pick < below ? min + pick : nearOneHigh + 1 + pick - below,
  };
}

// ---- Aliases ---------------------------------------------------------------------------------

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const HALF_BITS = 10;
const HALF_MASK = (1 << HALF_BITS) - 1;
const ROUNDS = 4;
/** Numbers 1 … 2^20 − 1 have an alias: a million instruments ever imported. */
export const ALIAS_SPACE = 1 << (2 * HALF_BITS);
const ALIAS_PATTERN = /^STK-([0-9A-HJKMNP-TV-Z]{4})$/;

/**
 * The round function takes (round, 10-bit half): only 4 × 1024 inputs per key, so each key's values
 * are computed once (4,096 HMACs, ~10 ms) and kept for the last few hundred keys; an alias is then
 * four table reads, and listing 2,500 instruments' aliases costs about a millisecond.
 */
const TABLES = new Map<string, Uint16Array>();
const TABLES_KEPT = 256;

function roundTable(key: string): Uint16Array {
  const kept = TABLES.get(key);
  if (kept) {
    // Most recently used last: the first entry is the one to drop.
    TABLES.delete(key);
    TABLES.set(key, kept);
    return kept;
  }
  const secret = Buffer.from(key, 'hex');
  const table = new Uint16Array(ROUNDS << HALF_BITS);
  for (let index = 0; index < ROUNDS; index += 1) {
    for (let half = 0; half <= HALF_MASK; half += 1) {
      const digest = createHmac('sha256', secret)
        .update(Buffer.from([index, half >> 8, half & 0xff]))
        .digest();
      table[(index << HALF_BITS) | half] = ((digest[0]! << 8) | digest[1]!) & HALF_MASK;
    }
  }
  if (TABLES.size >= TABLES_KEPT) TABLES.delete(TABLES.keys().next().value!);
  TABLES.set(key, table);
  return table;
}

function round(table: Uint16Array, index: number, half: number): number {
  return table[(index << HALF_BITS) | half]!;
}

function permute(key: string, value: number): number {
  const table = roundTable(key);
  let left = value >> HALF_BITS;
  let right = value & HALF_MASK;
  for (let i = 0; i < ROUNDS; i += 1) [left, right] = [right, left ^ round(table, i, right)];
  return (left << HALF_BITS) | right;
}

function unpermute(key: string, value: number): number {
  const table = roundTable(key);
  let left = value >> HALF_BITS;
  let right = value & HALF_MASK;
  for (let i = ROUNDS - 1; i >= 0; i -= 1) [left, right] = [right ^ round(table, i, left), left];
  return (left << HALF_BITS) | right;
}

/** The alias of instrument `number` under `key`: 'STK-7Q2K'. */
export function aliasOf(key: string, number: number): string {
  if (!Number.isInteger(number) || number < 0 || number >= ALIAS_SPACE) {
    throw new RangeError(`no alias for instrument number ${number}`);
  }
  let value = permute(key, number);
  let text = '';
  for (let i = 0; i < 4; i += 1) {
    text = CROCKFORD[value & 31] + text;
    value >>= 5;
  }
  return `STK-${text}`;
}

/** The instrument number behind an alias of `key`, or null when the text is not an alias at all. */
export function numberOfAlias(key: string, alias: string): number | null {
  const match = ALIAS_PATTERN.exec(alias.trim().toUpperCase());
  if (!match) return null;
  let value = 0;
  for (const char of match[1]!) value = value * 32 + CROCKFORD.indexOf(char);
  return unpermute(key, value);
}

// ---- The price scale -------------------------------------------------------------------------

/**
 * real × SCALE_UNIT / m rounded half up (towards +∞), in exact BigInt arithmetic on any safe amount.
 * Half up for negatives too, so that a difference from the starting capital (whose shown value is
 * whole) shows as the difference of the shown figures: profit = shown equity − shown capital.
 */
export function showPaise(real: number, scale: number): number {
  const numerator = BigInt(real) * BigInt(2 * SCALE_UNIT) + BigInt(scale);
  const denominator = BigInt(2 * scale);
  let quotient = numerator / denominator;
  if (numerator % denominator !== 0n && numerator < 0n) quotient -= 1n;
  return Number(quotient);
}

/** ceil(a / b) for a ≥ 0 (BigInt). */
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * The largest real price whose shown price is at most `shown` (a buy limit, a sell stop): the order
 * then fills or triggers on a real bar exactly when it would on the bar as shown, because showing
 * is monotone. At least 1 paisa.
 */
export function realAtMost(shown: number, scale: number): number {
  // showPaise(x) ≤ P  ⇔  2000·2x + m < 2m(P + 1)  ⇔  4000x < m(2P + 1).
  const bound = BigInt(scale) * BigInt(2 * shown + 1);
  return Math.max(1, Number(ceilDiv(bound, BigInt(2 * SCALE_UNIT)) - 1n));
}

/** The smallest real price whose shown price is at least `shown` (a sell limit, a buy stop). */
export function realAtLeast(shown: number, scale: number): number {
  // showPaise(x) ≥ P  ⇔  4000x + m ≥ 2mP  ⇔  4000x ≥ m(2P − 1).
  const bound = BigInt(scale) * BigInt(2 * shown - 1);
  return Math.max(1, Number(ceilDiv(bound < 0n ? 0n : bound, BigInt(2 * SCALE_UNIT))));
}

/** A challenge's real starting capital for a shown one: ₹10,00,000 × m / 2000, exact for the default. */
export function realCapital(shown: number, scale: number): number {
  return Number((BigInt(shown) * BigInt(scale) + BigInt(SCALE_UNIT / 2)) / BigInt(SCALE_UNIT));
}

/** The real brokerage for a shown one: exact when the program's brokerage is a multiple of ₹20. */
export const realBrokerage = realCapital;

// ---- Days ------------------------------------------------------------------------------------

/** "Day 1" is the start; earlier trading days count down through "Day 0", "Day -1", … */
export { simDayLabel as dayLabel, simDayNumber as dayOfLabel } from '@contract/sim-account.ts';
