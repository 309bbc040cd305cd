import { describe, expect, it } from 'vitest';
import { SlugSchema, slugCandidate, slugFromTitle } from './slug.ts';
import { LIMITS } from './vocabulary.ts';

describe('slugFromTitle', () => {
  it.each([
    ['Pro Trader Program', 'pro-trader-program'],
    ['  Options: Spreads & Straddles (2026)  ', 'options-spreads-and-straddles-2026'],
    ['Crème Brûlée Édition', 'creme-brulee-edition'],
    ['Straße, Øre, Łódź', 'strasse-ore-lodz'],
    ['Nifty 50 — 30% Off ₹999', 'nifty-50-30-percent-off-rs-999'],
    ['शेयर बाज़ार Basics', 'basics'],
    ['शेयर बाज़ार', 'program'],
    ['---', 'program'],
    ['123e4567-e89b-12d3-a456-426614174000', 'program-123e4567-e89b-12d3-a456-426614174000'],
  ])('%j becomes %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('cuts a long title at a word within the cap, and every result passes the form schema', () => {
    const title =
      'A Very Long Program Title About Options Futures Commodities Currencies And Much More Besides';
    const slug = slugFromTitle(title);
    expect(slug.length).toBeLessThanOrEqual(LIMITS.slug);
    expect(slug).toBe('a-very-long-program-title-about-options-futures-commodities-currencies-and-much');
    expect(SlugSchema.parse(slug)).toBe(slug);
    expect(slugFromTitle('x'.repeat(300))).toBe('x'.repeat(LIMITS.slug));
  });

  it('makes -2, -3... that stay within the cap', () => {
    expect(slugCandidate('options', 1)).toBe('options');
    expect(slugCandidate('options', 2)).toBe('options-2');
    const long = slugFromTitle('y'.repeat(LIMITS.slug));
    expect(slugCandidate(long, 12)).toBe(`${'y'.repeat(LIMITS.slug - 3)}-12`);
  });

  it('gives a slug the schema accepts for any text', () => {
    const samples = ['', ' ', 'Ünïcödé ☃ 😀', 'a\u0000b', 'tab\there', 'Ⅻ ﬁ', 'İstanbul'];
    for (const title of samples) expect(SlugSchema.safeParse(slugFromTitle(title)).success).toBe(true);
  });
});
