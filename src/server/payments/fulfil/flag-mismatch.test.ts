import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { sharedTestDatabase } from '../../test/database.ts';
import { createOpenPayment } from '../../test/payment-factories.ts';
import { flagMismatch, matchesOrder } from './flag-mismatch.ts';

const { db } = await sharedTestDatabase();
const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('matchesOrder', () => {
  it('takes only the exact amount in paise and INR', () => {
    const order = { amount: 3_499_900 };
    expect(matchesOrder(order, { amount: 3_499_900, currency: 'INR' })).toBe(true);
    for (const reported of [
      { amount: 100, currency: 'USD' },
      { amount: 3_499_900, currency: 'USD' },
      { amount: 3_499_899, currency: 'INR' },
      { amount: '3499900', currency: 'INR' },
      { amount: undefined, currency: undefined },
    ]) {
      expect(matchesOrder(order, reported), JSON.stringify(reported)).toBe(false);
    }
  });
});

describe('flagMismatch', () => {
  it('flags the order with what was reported, keeps its status, and adds a later note on a new line', async () => {
    const order = await createOpenPayment(db, { amount: 3_499_900 });
    const event = {
      name: 'payment.captured',
      razorpayPaymentId: 'pay_odd',
      reported: { amount: 100, currency: 'USD' },
    };
    const first = await db.transaction((tx) => flagMismatch(tx, order, event, quietLog()));
    expect(first).toMatchObject({ status: 'created', razorpayPaymentId: null, flag: 'amount_mismatch' });
    expect(first.flagNote).toBe(
      'Amount mismatch: payment.captured reported payment pay_odd as 100 (subunits) in USD, but the order is ₹34,999.00 in INR. Nothing was activated or invoiced; check the payment in the Razorpay Dashboard and refund it there.',
    );
    const second = await db.transaction((tx) =>
      flagMismatch(tx, first, { ...event, name: 'order.paid' }, quietLog()),
    );
    expect(second.flagNote!.split('\n')).toHaveLength(2);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.amount_mismatch'), eq(auditLog.entityId, order.id)));
    expect(audits).toHaveLength(2);
    expect(audits[0]!.after).toMatchObject({ amount: 100, currency: 'USD', order_amount: 3_499_900 });
  });

  it('leaves an earlier flag that asks for a refund as the reason, adding its note', async () => {
    const order = await createOpenPayment(db, {
      overrides: { flag: 'coupon_lost', flagNote: 'Coupon lost.' },
    });
    const event = {
      name: 'payment.captured',
      razorpayPaymentId: 'pay_odd2',
      reported: { amount: 1, currency: 'INR' },
    };
    const flagged = await db.transaction((tx) => flagMismatch(tx, order, event, quietLog()));
    expect(flagged.flag).toBe('coupon_lost');
    expect(flagged.flagNote).toMatch(/^Coupon lost\.\nAmount mismatch: /);
  });
});
