import type { PaymentMethod } from '@contract/vocabulary.ts';
import type { Tx } from '../../db/client.ts';
import type { PaymentRow } from '../invoices.ts';
import type { PaymentLog } from '../log.ts';
import { flagTakenPayment } from './flag.ts';

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
  return flagTakenPayment(
    tx,
    payment,
    {
      flag: 'paid_twice',
      note: paidTwiceReason(capture.otherPaidId, capture.razorpayPaymentId),
      razorpayPaymentId: capture.razorpayPaymentId,
      method: capture.method,
      supersede: false,
      audit: { paid_payment_id: capture.otherPaidId },
    },
    log,
  );
}
