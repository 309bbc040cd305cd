import type { Tx } from '../../db/client.ts';
import { enqueueMail, paymentReceiptMail } from '../../mail/index.ts';
import type { InvoiceRow, PaymentRow } from '../invoices.ts';
import { mySubscriptionsUrl } from '../settings.ts';

/** Queues the receipt (amount, invoice number, GST split) in the transaction that took the money. */
export async function queueReceipt(
  tx: Tx,
  publicUrl: string,
  paid: PaymentRow,
  invoice: InvoiceRow,
): Promise<void> {
  await enqueueMail(
    tx,
    paid.userEmail,
    paymentReceiptMail({
      name: paid.userName,
      title: paid.resourceTitle,
      amount: paid.amount,
      invoiceNumber: invoice.number,
      split: invoice,
      link: mySubscriptionsUrl(publicUrl),
    }),
  );
}
