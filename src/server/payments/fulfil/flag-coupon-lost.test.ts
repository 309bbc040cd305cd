import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { sharedTestDatabase } from '../../test/database.ts';
import { createOpenPayment } from '../../test/payment-factories.ts';
import { couponLostNote, flagCouponLost } from './flag-coupon-lost.ts';

const { db } = await sharedTestDatabase();

describe('flagCouponLost', () => {
  it('records the capture, supersedes the order so it takes no other payment, and flags it for a refund', async () => {
    const order = await createOpenPayment(db, { overrides: { couponCode: 'ONCE' } });
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const flagged = await db.transaction((tx) =>
      flagCouponLost(tx, order, { razorpayPaymentId: 'pay_lost', method: 'card', reason: 'Used up.' }, log),
    );
    const note = couponLostNote(order, 'pay_lost', 'Used up.');
    expect(note).toBe(
      'Coupon ONCE could no longer be taken (Used up.): the payment was not fulfilled at its discount. Refund pay_lost.',
    );
    expect(flagged).toMatchObject({
      status: 'superseded',
      razorpayPaymentId: 'pay_lost',
      method: 'card',
      flag: 'coupon_lost',
      flagNote: note,
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.coupon_lost'), eq(auditLog.entityId, order.id)));
    expect(audit).toMatchObject({
      actorEmail: 'system',
      after: { refund_due: order.amount, coupon: 'ONCE' },
    });
    expect(log.error).toHaveBeenCalledWith({ paymentId: order.id, razorpayPaymentId: 'pay_lost' }, note);
  });
});
