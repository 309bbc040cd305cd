import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAISE, paiseToRupees, parsePaise, rupeesToPaise } from './paise.ts';

describe('paise and rupee text', () => {
  it('writes paise as rupees with exactly two decimals', () => {
    expect(paiseToRupees(123450)).toBe('1234.50');
    expect(paiseToRupees(5)).toBe('0.05');
    expect(paiseToRupees(0)).toBe('0.00');
    expect(paiseToRupees(-6000)).toBe('-60.00');
  });

  it('reads NSE prices exactly, including ones a binary float would round (0.29, 1234.57)', () => {
    expect(parsePaise('0.29')).toEqual({ ok: true, paise: 29 });
    expect(parsePaise('1234.57')).toEqual({ ok: true, paise: 123457 });
    expect(parsePaise('1234.5')).toEqual({ ok: true, paise: 123450 });
    expect(parsePaise('17')).toEqual({ ok: true, paise: 1700 });
    expect(parsePaise('12.300')).toEqual({ ok: true, paise: 1230 });
  });

  it('refuses negative prices, more than two decimals, non-numbers and sizes beyond the cap', () => {
    expect(parsePaise('-1.00')).toEqual({ ok: false, reason: 'negative price' });
    expect(parsePaise('12.345')).toEqual({ ok: false, reason: 'more than 2 decimals' });
    for (const bad of [
      '',
      'abc',
      '1e5',
      '1,234.00',
      '.5',
      '5.',
      'NaN',
      '0x10',
      '12 3',
      '-',
      '999999999999999',
    ]) {
      expect(parsePaise(bad).ok).toBe(false);
    }
    expect(parsePaise(paiseToRupees(MAX_PAISE)).ok).toBe(true);
    expect(parsePaise(paiseToRupees(MAX_PAISE + 1)).ok).toBe(false);
  });

  it('reads API rupee amounts with at most two decimals', () => {
    expect(rupeesToPaise(' 20.00 ')).toBe(2000);
    expect(rupeesToPaise('0')).toBe(0);
    expect(rupeesToPaise('20.005')).toBeUndefined();
    expect(rupeesToPaise('-1')).toBeUndefined();
  });

  it('round-trips every amount in paise through its rupee text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PAISE }), (paise) => {
        expect(parsePaise(paiseToRupees(paise))).toEqual({ ok: true, paise });
      }),
      { numRuns: 2000 },
    );
  });
});
