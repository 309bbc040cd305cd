import { MESSAGES } from '@contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.ts';
import { checkCapture } from './verify.ts';

const order = { orderId: 'order_abc', amount: 750_000 };
const captured = { order_id: 'order_abc', amount: 750_000, status: 'captured' as const };

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
