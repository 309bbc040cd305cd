import { describe, expect, it } from 'vitest';
import { mayBeRefunded, refundLeft } from './refunds.ts';

describe('mayBeRefunded', () => {
  it('allows a paid or partly refunded payment, and a paid-twice one (superseded, yet captured)', () => {
    expect(mayBeRefunded({ status: 'paid', razorpayPaymentId: 'pay_1' })).toBe(true);
    expect(mayBeRefunded({ status: 'partially_refunded', razorpayPaymentId: 'pay_1' })).toBe(true);
    expect(mayBeRefunded({ status: 'superseded', razorpayPaymentId: 'pay_2' })).toBe(true);
  });

  it('refuses an order nobody paid, a superseded one never captured, and one refunded in full', () => {
    for (const status of ['created', 'failed', 'superseded', 'refunded'] as const) {
      expect(mayBeRefunded({ status, razorpayPaymentId: null })).toBe(false);
    }
    expect(mayBeRefunded({ status: 'refunded', razorpayPaymentId: 'pay_1' })).toBe(false);
  });
});

describe('refundLeft', () => {
  it('counts refunds processed and refunds still pending', () => {
    expect(refundLeft({ amount: 750_000, refunded: 0 }, 0)).toBe(750_000);
    expect(refundLeft({ amount: 750_000, refunded: 200_000 }, 100_000)).toBe(450_000);
    expect(refundLeft({ amount: 750_000, refunded: 750_000 }, 0)).toBe(0);
  });
});
