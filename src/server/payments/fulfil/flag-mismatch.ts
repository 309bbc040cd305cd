import { formatPaise } from '@contract/format.ts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { recordAudit } from '../../shared/audit.ts';
import type { PaymentRow } from '../invoices.ts';
import type { PaymentLog } from '../log.ts';
import { flagColumns } from './flag.ts';

/** What a webhook says Razorpay took: its payment entity's amount and currency, as sent. */
export interface ReportedMoney {
  amount: unknown;
  currency: unknown;
}

/** The rule, without I/O: the event's amount and currency are exactly the order's (paise, INR). */
export const matchesOrder = (order: Pick<PaymentRow, 'amount'>, reported: ReportedMoney) =>
  reported.amount === order.amount && reported.currency === 'INR';

/** A reported value as the note shows it: short, whatever a signed body held. */
const shown = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 20) : 'none';

/**
 * A signed event says Razorpay took another amount or currency for one of our orders (ADR 055):
 * nothing is activated or invoiced on it; the order is flagged for an admin, in the audit log and
 * the log, and keeps its status, so a right payment can still fulfil it (an earlier flag that asks
 * for a refund stays the order's reason).
 */
export async function flagMismatch(
  tx: Tx,
  payment: PaymentRow,
  event: { name: string; razorpayPaymentId: string; reported: ReportedMoney },
  log: PaymentLog,
): Promise<PaymentRow> {
  const { reported } = event;
  const note = `Amount mismatch: ${event.name} reported payment ${event.razorpayPaymentId} as ${shown(reported.amount)} (subunits) in ${shown(reported.currency)}, but the order is ${formatPaise(payment.amount, { exact: true })} in INR. Nothing was activated or invoiced; check the payment in the Razorpay Dashboard and refund it there.`;
  const [flagged] = await tx
    .update(payments)
    .set(flagColumns('amount_mismatch', note, { keepEarlier: true }))
    .where(eq(payments.id, payment.id))
    .returning();
  await recordAudit(tx, null, 'payment.amount_mismatch', payment.id, null, {
    event: event.name,
    razorpay_payment_id: event.razorpayPaymentId,
    amount: reported.amount ?? null,
    currency: reported.currency ?? null,
    order_amount: payment.amount,
  });
  log.error({ paymentId: payment.id, razorpayPaymentId: event.razorpayPaymentId }, note);
  return flagged!;
}
