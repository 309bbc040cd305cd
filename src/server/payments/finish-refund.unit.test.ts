import { describe, expect, it } from 'vitest';
import { refundEffect } from './finish-refund.ts';

describe('refundEffect', () => {
  it('makes a payment partly refunded, then refunded once the refunds reach its amount', () => {
    const paid = { amount: 750_000, refunded: 0, status: 'paid' as const };
    expect(refundEffect(paid, 250_000)).toEqual({
      refunded: 250_000,
      full: false,
      twice: false,
      status: 'partially_refunded',
    });
    const partly = { ...paid, refunded: 250_000, status: 'partially_refunded' as const };
    expect(refundEffect(partly, 500_000)).toEqual({
      refunded: 750_000,
      full: true,
      twice: false,
      status: 'refunded',
    });
  });

  it('leaves a paid-twice payment superseded: it was never invoiced or counted', () => {
    const twice = { amount: 750_000, refunded: 0, status: 'superseded' as const };
    expect(refundEffect(twice, 750_000)).toEqual({
      refunded: 750_000,
      full: true,
      twice: true,
      status: 'superseded',
    });
    expect(refundEffect(twice, 100)).toMatchObject({ full: false, twice: true, status: 'superseded' });
  });
});
