import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../../shared/audit.ts';
import type { InvoiceRow, PaymentRow } from '../invoices.ts';

/** The audit row of a payment taken: the system is the actor (a webhook or /verify, ADR 029). */
export async function auditPaid(
  tx: Tx,
  before: PaymentRow,
  paid: PaymentRow,
  invoice: InvoiceRow,
): Promise<void> {
  await recordAudit(
    tx,
    null,
    'payment.paid',
    paid.id,
    { status: before.status },
    {
      status: 'paid',
      amount: paid.amount,
      method: paid.method,
      razorpay_payment_id: paid.razorpayPaymentId,
      invoice: invoice.number,
    },
  );
}
