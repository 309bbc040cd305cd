import { BACK_TO_TOP_THRESHOLD_PX } from '@contract/constants.ts';
import { describe, expect, it } from 'vitest';
import { backToTopVisible } from './back-to-top.tsx';

const PAST = BACK_TO_TOP_THRESHOLD_PX + 400;

describe('backToTopVisible', () => {
  it('stays hidden up to the spec’s 100 px, on any screen', () => {
    expect(backToTopVisible(BACK_TO_TOP_THRESHOLD_PX, PAST, false, false)).toBe(false);
    expect(backToTopVisible(BACK_TO_TOP_THRESHOLD_PX, PAST, true, false)).toBe(false);
  });

  it('shows past 100 px on a wide screen whichever way the visitor scrolls', () => {
    expect(backToTopVisible(PAST, PAST - 50, false, false)).toBe(true);
    expect(backToTopVisible(PAST, PAST + 50, false, false)).toBe(true);
  });

  it('on a phone, hides while the visitor reads down and shows when they scroll back up', () => {
    expect(backToTopVisible(PAST, PAST - 50, true, false)).toBe(false);
    expect(backToTopVisible(PAST, PAST + 50, true, false)).toBe(true);
  });

  it('on a phone, shows at the very bottom of the page, where nothing is left to read under it', () => {
    expect(backToTopVisible(PAST, PAST - 50, true, true)).toBe(true);
  });
});
