import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES, MoneyFormatError, paiseToRupees, rupeesSchema, rupeesToPaise } from './money.ts';

describe('paiseToRupees', () => {
  it('writes whole paise as rupees with exactly two decimals', () => {
    expect(paiseToRupees(123_450)).toBe('1234.50');
    expect(paiseToRupees(100)).toBe('1.00');
    expect(paiseToRupees(5)).toBe('0.05');
    expect(paiseToRupees(0)).toBe('0.00');
  });

  it('keeps the sign of a negative amount in front, including below one rupee', () => {
    expect(paiseToRupees(-6000)).toBe('-60.00');
    expect(paiseToRupees(-5)).toBe('-0.05');
  });

  it('writes the largest safe amount without rounding', () => {
    expect(paiseToRupees(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(paiseToRupees(-Number.MAX_SAFE_INTEGER)).toBe('-90071992547409.91');
  });

  it('refuses a fraction of a paisa, an unsafe size and what is not a number', () => {
    for (const bad of [0.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => paiseToRupees(bad)).toThrow(RangeError);
    }
  });
});

describe('rupeesToPaise', () => {
  it('reads whole rupees, one decimal and two decimals', () => {
    expect(rupeesToPaise('1234')).toBe(123_400);
    expect(rupeesToPaise('1234.5')).toBe(123_450);
    expect(rupeesToPaise('1234.50')).toBe(123_450);
    expect(rupeesToPaise('0.05')).toBe(5);
  });

  it('reads negative amounts, and minus zero as zero', () => {
    expect(rupeesToPaise('-60.00')).toBe(-6000);
    expect(rupeesToPaise('-0.01')).toBe(-1);
    expect(Object.is(rupeesToPaise('-0.00'), 0)).toBe(true);
  });

  it('refuses more than two decimals with the decimals message', () => {
    for (const text of ['1.005', '0.001', '1234.500']) {
      expect(() => rupeesToPaise(text)).toThrow(MONEY_MESSAGES.tooManyDecimals);
    }
  });

  it('refuses exponents, spaces, signs, separators, empty text and words', () => {
    const refused = [
      '',
      ' ',
      '1e3',
      '1E3',
      '1 234',
      ' 12',
      '12 ',
      '+12',
      '1,234.00',
      '12.',
      '.5',
      '-',
      '--1',
      'abc',
      'NaN',
      'Infinity',
      '0x10',
      '１２',
      '12.5.0',
    ];
    for (const text of refused) {
      expect(() => rupeesToPaise(text), text).toThrow(MONEY_MESSAGES.notAnAmount);
    }
  });

  it('refuses a value that is not text at all', () => {
    expect(() => rupeesToPaise(12 as unknown as string)).toThrow(MoneyFormatError);
  });

  it('accepts the largest safe amount of paise and refuses one paisa more', () => {
    expect(rupeesToPaise('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(rupeesToPaise('-90071992547409.91')).toBe(-Number.MAX_SAFE_INTEGER);
    expect(() => rupeesToPaise('90071992547409.92')).toThrow(MONEY_MESSAGES.tooLarge);
    expect(() => rupeesToPaise('99999999999999999999999999')).toThrow(MONEY_MESSAGES.tooLarge);
  });

  it('gives back every safe amount of paise it was written from (round trip)', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (paise) => {
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
      }),
      { numRuns: 5000 },
    );
  });

  it('writes back every accepted text in its two-decimal form (round trip from text)', () => {
    const rupeeText = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 900_719_925_474n }), fc.integer({ min: 0, max: 99 }))
      .map(([negative, whole, paise]) => `${negative ? '-' : ''}${whole}.${String(paise).padStart(2, '0')}`);
    fc.assert(
      fc.property(rupeeText, (text) => {
        const expected = /^-0\.00$/.test(text) ? '0.00' : text;
        expect(paiseToRupees(rupeesToPaise(text))).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('rupeesSchema', () => {
  const price = rupeesSchema({ minPaise: 1, maxPaise: 10_000_000 });

  it('accepts rupee text within its bounds and keeps it as text', () => {
    expect(price.parse('1234.50')).toBe('1234.50');
    expect(price.parse('0.01')).toBe('0.01');
    expect(price.parse('100000')).toBe('100000');
  });

  it('refuses a malformed amount with the message a learner reads', () => {
    const result = price.safeParse('1e3');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([MONEY_MESSAGES.notAnAmount]);
    expect(price.safeParse('1.001').error?.issues[0]?.message).toBe(MONEY_MESSAGES.tooManyDecimals);
  });

  it('refuses an amount outside its bounds, and what is not a string at all', () => {
    expect(price.safeParse('0.00').error?.issues[0]?.message).toBe('The amount must be at least 0.01.');
    expect(price.safeParse('-5').error?.issues[0]?.message).toBe('The amount must be at least 0.01.');
    expect(price.safeParse('100000.01').error?.issues[0]?.message).toBe(MONEY_MESSAGES.tooLarge);
    expect(price.safeParse(12.5).success).toBe(false);
  });

  it('allows negative amounts when it has no lower bound', () => {
    expect(rupeesSchema().parse('-60.00')).toBe('-60.00');
  });
});
