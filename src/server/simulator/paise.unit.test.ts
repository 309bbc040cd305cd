import { paiseToRupees } from '@contract/money.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAISE, parsePaise } from './paise.ts';

describe('bhavcopy prices in paise', () => {
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

  it('reads back every amount in paise from the rupee text the API writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PAISE }), (paise) => {
        expect(parsePaise(paiseToRupees(paise))).toEqual({ ok: true, paise });
      }),
      { numRuns: 2000 },
    );
  });
});
