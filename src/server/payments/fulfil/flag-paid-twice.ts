import type { PaymentMethod } from '@contract/vocabulary.ts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { recordAudit } from '../../shared/audit.ts';
import type { PaymentRow } from '../invoices.ts';
import type { PaymentLog } from '../log.ts';
import { flagColumns } from './flag.ts';

/** What the payment's failure_reason and the log say, for the admin who refunds it. */
export const paidTwiceReason = (otherPaidId: string, razorpayPaymentId: string) =>
  `Paid twice: payment ${otherPaidId} already paid this subscription. Refund ${razorpayPaymentId}.`;

/**
 * Two tabs paid two orders of one subscription. Only one payment may take a subscription's money
 * (payments_one_paid_key): this one keeps its status, records the capture and is flagged for an
 * admin to refund (ADR 029), in the audit log, the log and the admin's list (ADR 055).
 */
export async function flagPaidTwice(
  tx: Tx,
  payment: PaymentRow,
  capture: { razorpayPaymentId: string; method: PaymentMethod | null; otherPaidId: string },
  log: PaymentLog,
): Promise<PaymentRow> {
  const reason = paidTwiceReason(capture.otherPaidId, capture.razorpayPaymentId);
  const [flagged] = await tx
    .update(payments)
    .set({
      razorpayPaymentId: capture.razorpayPaymentId,
      method: capture.method,
      paidAt: sql`now()`,
      failureReason: reason,
      ...flagColumns('paid_twice', reason),
    })
    .where(eq(payments.id, payment.id))
    .returning();
  await recordAudit(
    tx,
    null,
    'payment.paid_twice',
    payment.id,
    { status: payment.status },
    {
      razorpay_payment_id: capture.razorpayPaymentId,
      refund_due: payment.amount,
      paid_payment_id: capture.otherPaidId,
    },
  );
  log.error({ paymentId: payment.id, razorpayPaymentId: capture.razorpayPaymentId }, reason);
  return flagged!;
}
