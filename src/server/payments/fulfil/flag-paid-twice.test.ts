import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, payments } from '../../db/schema.ts';
import { sharedTestDatabase } from '../../test/database.ts';
import { createPayment } from '../../test/payment-factories.ts';
import { flagPaidTwice, paidTwiceReason } from './flag-paid-twice.ts';

const { db } = await sharedTestDatabase();

describe('flagPaidTwice', () => {
  it('records the capture on the late payment, keeps its status, and flags it for a refund', async () => {
    const first = await createPayment(db, { status: 'paid' });
    const late = await createPayment(db, {
      status: 'superseded',
      user: { id: first.userId!, name: first.userName, email: first.userEmail },
      subscription: { id: first.subscriptionId, resourceTitle: first.resourceTitle },
    });
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

    const flagged = await db.transaction((tx) =>
      flagPaidTwice(tx, late, { razorpayPaymentId: 'pay_late', method: 'upi', otherPaidId: first.id }, log),
    );

    const reason = `Paid twice: payment ${first.id} already paid this subscription. Refund pay_late.`;
    expect(paidTwiceReason(first.id, 'pay_late')).toBe(reason);
    expect(flagged).toMatchObject({
      status: 'superseded',
      razorpayPaymentId: 'pay_late',
      method: 'upi',
      failureReason: reason,
      flag: 'paid_twice',
      flagNote: reason,
    });
    expect(flagged.paidAt).toBeInstanceOf(Date);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.paid_twice'), eq(auditLog.entityId, late.id)));
    expect(audit).toMatchObject({
      actorId: null,
      actorEmail: 'system',
      before: { status: 'superseded' },
      after: { razorpay_payment_id: 'pay_late', refund_due: late.amount, paid_payment_id: first.id },
    });
    expect(log.error).toHaveBeenCalledWith({ paymentId: late.id, razorpayPaymentId: 'pay_late' }, reason);
    const [untouched] = await db.select().from(payments).where(eq(payments.id, first.id));
    expect(untouched).toEqual(first);
  });
});
