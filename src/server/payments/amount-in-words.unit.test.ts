import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words.ts';

describe('numberInWords', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [15, 'Fifteen'],
    [40, 'Forty'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [118, 'One Hundred Eighteen'],
    [1_000, 'One Thousand'],
    [10_001, 'Ten Thousand One'],
    [34_999, 'Thirty-Four Thousand Nine Hundred Ninety-Nine'],
    [1_00_000, 'One Lakh'],
    [12_34_567, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven'],
    [99_99_999, 'Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_00_00_000, 'One Crore'],
    [2_05_00_300, 'Two Crore Five Lakh Three Hundred'],
    [1_000_00_00_000, 'One Thousand Crore'],
  ])('writes %i as "%s"', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('refuses negative and fractional numbers', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it('writes whole rupees with "Only"', () => {
    expect(amountInWords(3_499_900)).toBe('Rupees Thirty-Four Thousand Nine Hundred Ninety-Nine Only');
    expect(amountInWords(15_000_000)).toBe('Rupees One Lakh Fifty Thousand Only');
  });

  it('adds the paise when there are any', () => {
    expect(amountInWords(11_850)).toBe('Rupees One Hundred Eighteen and Fifty Paise Only');
    expect(amountInWords(2_966_016)).toBe(
      'Rupees Twenty-Nine Thousand Six Hundred Sixty and Sixteen Paise Only',
    );
    expect(amountInWords(7)).toBe('Rupees Zero and Seven Paise Only');
  });

  it('refuses what is not whole paise', () => {
    expect(() => amountInWords(10.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});
