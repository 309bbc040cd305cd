import { LIMITS } from '@contract/vocabulary.ts';

/**
 * The site path a form was sent from, read from the browser's Referer (docs/product.md §16): the
 * forms send no such field, and a path is all the team needs. Anything unparsable or too long is
 * not kept: the header is the visitor's to write.
 */
export function sourcePageOf(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const path = new URL(referer).pathname;
    return path.length <= LIMITS.sourcePage ? path : null;
  } catch {
    return null;
  }
}
