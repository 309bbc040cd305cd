import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { LIMITS } from './vocabulary.ts';

/**
 * A program's readable address (docs/product.md §3.2, ADR 064): words of lower-case ASCII letters
 * and digits joined by single hyphens, e.g. `options-for-beginners`.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug that reads as a UUID would be taken for a program's id by GET /program/:id. */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Letters NFKD does not take apart into an ASCII letter and a mark. */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  '&': ' and ',
  '₹': ' rs ',
  '%': ' percent ',
};

/** The slug a new program gets from its title before any -2 suffix; 'program' when nothing is left. */
export function slugFromTitle(title: string, maxLength: number = LIMITS.slug): string {
  const ascii = title
    .toLowerCase()
    .replace(/[ßæœøđðþłı&₹%]/g, (letter) => SPELLED_OUT[letter] ?? '')
    // é becomes e and a combining accent, which is dropped; other non-ASCII letters go next.
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = cutAtWord(ascii, maxLength);
  if (cut === '') return 'program';
  return UUID_SHAPE.test(cut) ? cutAtWord(`program-${cut}`, maxLength) : cut;
}

/** At most `maxLength` characters, cut at a hyphen when one is near enough the end. */
function cutAtWord(slug: string, maxLength: number): string {
  if (slug.length <= maxLength) return slug;
  const head = slug.slice(0, maxLength + 1);
  const lastHyphen = head.lastIndexOf('-');
  const cut = lastHyphen >= maxLength / 2 ? head.slice(0, lastHyphen) : slug.slice(0, maxLength);
  return cut.replace(/-+$/, '');
}

/** `base`, then `base-2`, `base-3`...: the n-th choice for a title whose slug is taken, within the cap. */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${cutAtWord(base, LIMITS.slug - suffix.length)}${suffix}`;
}

/** A slug an admin types in the program form: checked here and on the server (docs/product.md §5.4). */
export const SlugSchema = z
  .string({ error: MESSAGES.programs.slugInvalid })
  .trim()
  .max(LIMITS.slug, { error: MESSAGES.programs.slugTooLong })
  .refine((value) => value === '' || SLUG_PATTERN.test(value), { error: MESSAGES.programs.slugInvalid })
  .refine((value) => !UUID_SHAPE.test(value), { error: MESSAGES.programs.slugIsId });
