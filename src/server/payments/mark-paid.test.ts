import { MESSAGES } from '@contract/messages.ts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, invoices, mailOutbox, paymentTotals, subscriptions } from '../db/schema.ts';
import { sharedTestDatabase } from '../test/database.ts';
import { testConfig } from '../test/harness.ts';
import { createOpenPayment, TEST_PAYMENT_ENV } from '../test/payment-factories.ts';
import { markPaymentPaid } from './mark-paid.ts';

const { db } = await sharedTestDatabase();
const config = testConfig(TEST_PAYMENT_ENV);

const capture = (razorpayOrderId: string, method: string | null = 'upi') => ({
  razorpayOrderId,
  razorpayPaymentId: 'pay_markpaid01',
  method,
});

describe('markPaymentPaid', () => {
  it('refuses to run without the payment settings', async () => {
    await expect(markPaymentPaid(db, testConfig(), capture('order_any'))).rejects.toThrow(
      MESSAGES.payments.notEnabled,
    );
  });

  it('answers unknown_order for an order that is not ours, and writes nothing', async () => {
    expect(await markPaymentPaid(db, config, capture('order_notours'))).toEqual({ kind: 'unknown_order' });
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it('activates, invoices, counts, mails and audits once; a second call finds it paid and changes nothing', async () => {
    const order = await createOpenPayment(db, { amount: 750_000 });

    const first = await markPaymentPaid(db, config, capture(order.razorpayOrderId, 'card'));
    const again = await markPaymentPaid(db, config, capture(order.razorpayOrderId, 'upi'));

    expect(first).toMatchObject({ kind: 'paid', payment: { id: order.id, status: 'paid', method: 'card' } });
    expect(again).toEqual({
      kind: 'already_paid',
      payment: first.kind === 'paid' ? first.payment : undefined,
    });
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, order.subscriptionId));
    const issued = await db.select().from(invoices);
    expect(issued).toHaveLength(1);
    expect(subscription).toMatchObject({ status: 'active', invoiceNumber: issued[0]!.number });
    expect(await db.select().from(paymentTotals)).toEqual([{ id: 1, collected: 750_000, refunded: 0 }]);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, order.userEmail));
    expect(mails.map((mail) => mail.subject)).toEqual([`Payment received: ${order.resourceTitle}`]);
    expect(mails[0]!.textBody).toContain(issued[0]!.number);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.paid'), eq(auditLog.entityId, order.id)));
    expect(audits.map((audit) => [audit.before, audit.after])).toEqual([
      [
        { status: 'created' },
        {
          status: 'paid',
          amount: 750_000,
          method: 'card',
          razorpay_payment_id: 'pay_markpaid01',
          invoice: issued[0]!.number,
        },
      ],
    ]);
  });

  it('pays an order once however many callers arrive at the same moment', async () => {
    const order = await createOpenPayment(db);

    const outcomes = await Promise.all(
      Array.from({ length: 25 }, () => markPaymentPaid(db, config, capture(order.razorpayOrderId))),
    );

    expect(outcomes.filter((outcome) => outcome.kind === 'paid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'already_paid')).toHaveLength(24);
    expect(await db.select().from(invoices)).toHaveLength(1);
  });
});
