import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';
import { type InvoiceRow, issueInvoice, type PaymentRow, type Supplier } from '../invoices.ts';

/**
 * Issues the payment's tax invoice and copies its number onto the subscription, so the
 * subscription lists need no join to payments and invoices.
 */
export async function invoicePayment(tx: Tx, supplier: Supplier, paid: PaymentRow): Promise<InvoiceRow> {
  const invoice = await issueInvoice(tx, supplier, paid);
  await tx
    .update(subscriptions)
    .set({ invoiceNumber: invoice.number })
    .where(eq(subscriptions.id, paid.subscriptionId));
  return invoice;
}
