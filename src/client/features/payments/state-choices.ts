import { GST_STATE_CODES, GST_STATES, type GstStateCode } from '@contract/vocabulary.ts';

const LAST_STATE_KEY = 'checkout-last-state';

/**
 * The checkout's states (docs/product.md §13.1): in alphabetical order of their names, the one the
 * learner chose last time first, so a returning learner finds theirs at the top.
 */
export function stateChoices(last: string | null): { code: GstStateCode; name: string }[] {
  const all = GST_STATE_CODES.map((code) => ({ code, name: GST_STATES[code] as string })).sort((a, b) =>
    a.name.localeCompare(b.name, 'en-IN'),
  );
  const first = all.find((state) => state.code === last);
  return first ? [first, ...all.filter((state) => state !== first)] : all;
}

/** The state chosen at the last checkout in this browser, or null. */
export function loadLastState(): string | null {
  try {
    return globalThis.localStorage?.getItem(LAST_STATE_KEY) ?? null;
  } catch {
    // Storage refused (a private window's quota, a blocked cookie setting): no order to keep.
    return null;
  }
}

export function saveLastState(code: string): void {
  try {
    if (code) globalThis.localStorage?.setItem(LAST_STATE_KEY, code);
  } catch {
    // As above: the list simply keeps its alphabetical order next time.
  }
}
