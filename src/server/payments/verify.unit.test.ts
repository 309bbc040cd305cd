import { MESSAGES } from '@contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.ts';
import { checkCapture, verifyMessage } from './verify.ts';

const order = { orderId: 'order_abc', amount: 750_000 };
const captured = { order_id: 'order_abc', amount: 750_000, currency: 'INR', status: 'captured' as const };

function refusal(check: () => void): { kind: string; message: string } | undefined {
  try {
    check();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  return undefined;
}

describe('checkCapture', () => {
  it('accepts a payment captured for the order and its amount, and one refunded since', () => {
    expect(refusal(() => checkCapture(captured, order))).toBeUndefined();
    expect(refusal(() => checkCapture({ ...captured, status: 'refunded' }, order))).toBeUndefined();
  });

  it('refuses a wrong amount, or a payment of another order, as a bad signature', () => {
    const bad = { kind: 'invalid', message: MESSAGES.payments.badSignature };
    expect(refusal(() => checkCapture({ ...captured, amount: 749_999 }, order))).toEqual(bad);
    expect(refusal(() => checkCapture({ ...captured, amount: 7_500 }, order))).toEqual(bad);
    expect(refusal(() => checkCapture({ ...captured, order_id: 'order_xyz' }, order))).toEqual(bad);
    expect(refusal(() => checkCapture({ ...captured, order_id: null }, order))).toEqual(bad);
  });

  it('refuses a payment that is not captured (authorized, failed, created) with a conflict', () => {
    for (const status of ['authorized', 'failed', 'created'] as const) {
      expect(refusal(() => checkCapture({ ...captured, status }, order))).toEqual({
        kind: 'conflict',
        message: MESSAGES.payments.paymentNotCaptured,
      });
    }
  });
});

describe('verifyMessage', () => {
  const paid = { status: 'paid' as const, flag: null, amount: 500_000, refunded: 0 };

  it('says "Payment received" for a payment that keeps the subscription active', () => {
    expect(verifyMessage(paid)).toBe(MESSAGES.payments.paid);
    expect(verifyMessage({ ...paid, status: 'partially_refunded', refunded: 100_000 })).toBe(
      MESSAGES.payments.paid,
    );
    // Paid twice: the other payment keeps the subscription active.
    expect(verifyMessage({ ...paid, status: 'superseded', flag: 'paid_twice' })).toBe(MESSAGES.payments.paid);
    expect(verifyMessage({ ...paid, flag: 'amount_mismatch' })).toBe(MESSAGES.payments.paid);
  });

  it('says so when the payment was refunded in full', () => {
    expect(verifyMessage({ ...paid, status: 'refunded', refunded: 500_000 })).toBe(
      MESSAGES.payments.paymentRefunded,
    );
  });

  it('says a payment taken for a coupon no longer held activated nothing, and then that it was refunded', () => {
    const lost = { ...paid, status: 'superseded' as const, flag: 'coupon_lost' as const };
    expect(verifyMessage(lost)).toBe(MESSAGES.payments.paymentHeld);
    expect(verifyMessage({ ...lost, refunded: 500_000 })).toBe(MESSAGES.payments.paymentRefunded);
  });
});
