import { describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '../../test/database.ts';
import { createPayment, razorpayTestId } from '../../test/payment-factories.ts';
import { decide, decidePayment, knownMethod } from './decide.ts';

const order = (overrides: Partial<Parameters<typeof decidePayment>[0]['payment']> = {}) => ({
  status: 'created' as const,
  razorpayPaymentId: null,
  method: null,
  ...overrides,
});

describe('decidePayment', () => {
  it('fulfils an open order (created or failed) when no other payment of the subscription took money', () => {
    expect(decidePayment({ payment: order(), method: 'upi', otherPaidId: null })).toEqual({ kind: 'fulfil' });
    expect(decidePayment({ payment: order({ status: 'failed' }), method: null, otherPaidId: null })).toEqual({
      kind: 'fulfil',
    });
  });

  it('fulfils a superseded order paid anyway in another tab, when it is the first to take money', () => {
    expect(
      decidePayment({ payment: order({ status: 'superseded' }), method: 'card', otherPaidId: null }),
    ).toEqual({
      kind: 'fulfil',
    });
  });

  it('changes nothing for an order already paid, and fills in only a method still unknown', () => {
    const paid = order({ status: 'paid', razorpayPaymentId: 'pay_1', method: 'card' });
    expect(decidePayment({ payment: paid, method: 'upi', otherPaidId: null })).toEqual({
      kind: 'already_paid',
      fillInMethod: null,
    });
    const methodUnknown = order({ status: 'paid', razorpayPaymentId: 'pay_1', method: null });
    expect(decidePayment({ payment: methodUnknown, method: 'upi', otherPaidId: null })).toEqual({
      kind: 'already_paid',
      fillInMethod: 'upi',
    });
    expect(decidePayment({ payment: methodUnknown, method: null, otherPaidId: null })).toEqual({
      kind: 'already_paid',
      fillInMethod: null,
    });
  });

  it('never pays a refunded or partly refunded order again', () => {
    for (const status of ['refunded', 'partially_refunded'] as const) {
      const refunded = order({ status, razorpayPaymentId: 'pay_1', method: 'upi' });
      expect(decidePayment({ payment: refunded, method: 'upi', otherPaidId: null }).kind).toBe(
        'already_paid',
      );
    }
  });

  it('treats a capture already recorded on an unpaid order (paid twice, flagged) as already paid', () => {
    const flagged = order({ status: 'superseded', razorpayPaymentId: 'pay_2', method: 'upi' });
    expect(decidePayment({ payment: flagged, method: 'upi', otherPaidId: 'another' })).toEqual({
      kind: 'already_paid',
      fillInMethod: null,
    });
  });

  it('flags a second payment of a subscription whose money another payment already took', () => {
    expect(
      decidePayment({ payment: order({ status: 'superseded' }), method: 'upi', otherPaidId: 'p1' }),
    ).toEqual({
      kind: 'paid_twice',
      otherPaidId: 'p1',
    });
  });
});

describe('knownMethod', () => {
  it("keeps Razorpay's methods that the site knows and forgets any other", () => {
    expect(knownMethod('upi')).toBe('upi');
    expect(knownMethod('netbanking')).toBe('netbanking');
    expect(knownMethod('bank_transfer')).toBeNull();
    expect(knownMethod('')).toBeNull();
    expect(knownMethod(null)).toBeNull();
  });
});

describe('decide', () => {
  it('finds the payment of the same subscription that already took money', async () => {
    const { db } = await sharedTestDatabase();
    const first = await createPayment(db, { status: 'paid' });
    const user = { id: first.userId!, name: first.userName, email: first.userEmail };
    const subscription = { id: first.subscriptionId, resourceTitle: first.resourceTitle };
    const second = await createPayment(db, { user, subscription, status: 'superseded' });
    const elsewhere = await createPayment(db, { user, status: 'created' });

    await db.transaction(async (tx) => {
      expect(await decide(tx, second, 'upi')).toEqual({ kind: 'paid_twice', otherPaidId: first.id });
      expect(await decide(tx, elsewhere, 'upi')).toEqual({ kind: 'fulfil' });
      const captured = { ...second, razorpayPaymentId: razorpayTestId('pay'), method: 'card' as const };
      expect(await decide(tx, captured, 'upi')).toEqual({ kind: 'already_paid', fillInMethod: null });
    });
  });
});
