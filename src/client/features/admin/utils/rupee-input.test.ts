import { PAYMENT_LIMITS } from '@contract/vocabulary.ts';
import { describe, expect, it } from 'vitest';
import { paiseToRupeeText, parseRupees, RUPEE_INPUT_TEXTS } from './rupee-input.ts';

describe('parseRupees', () => {
  it.each([
    ['1,234.50', 123_450],
    ['1234.5', 123_450],
    ['₹ 1,234.50', 123_450],
    ['500', 50_000],
    ['0.01', 1],
    ['12,34,567.89', 123_456_789],
    ['1,234,567', 123_456_700],
    // Binary fractions would give 1_004.9999 and round down to 1_004 paise.
    ['10.05', 1_005],
    ['0.29', 29],
  ])('reads %s as %i paise', (text, paise) => {
    expect(parseRupees(text)).toEqual({ ok: true, paise });
  });

  it.each([
    ['', RUPEE_INPUT_TEXTS.empty],
    ['   ', RUPEE_INPUT_TEXTS.empty],
    ['12.345', RUPEE_INPUT_TEXTS.tooPrecise],
    ['1,23.4', RUPEE_INPUT_TEXTS.notAmount],
    ['-5', RUPEE_INPUT_TEXTS.notAmount],
    ['1e3', RUPEE_INPUT_TEXTS.notAmount],
    ['abc', RUPEE_INPUT_TEXTS.notAmount],
    ['0', RUPEE_INPUT_TEXTS.zero],
    ['0.00', RUPEE_INPUT_TEXTS.zero],
    [String(PAYMENT_LIMITS.maxPaise / 100 + 1), RUPEE_INPUT_TEXTS.tooLarge],
    ['99999999999999999999', RUPEE_INPUT_TEXTS.tooLarge],
  ])('refuses %j', (text, error) => {
    expect(parseRupees(text)).toEqual({ ok: false, error });
  });
});

describe('paiseToRupeeText', () => {
  it('writes paise as editable rupees, with two decimals only when there are paise', () => {
    expect(paiseToRupeeText(123_450)).toBe('1234.50');
    expect(paiseToRupeeText(50_000)).toBe('500');
    expect(paiseToRupeeText(7)).toBe('0.07');
    expect(parseRupees(paiseToRupeeText(2_966_016))).toEqual({ ok: true, paise: 2_966_016 });
  });
});
