import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../accounts/index.ts';
import type { DbOrTx } from '../db/client.ts';
import { invoices } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import type { InvoiceRow } from './invoices.ts';

/** An invoice or credit note as its PDF needs it: a credit note comes with the invoice it adjusts. */
export interface InvoiceDocument {
  invoice: InvoiceRow;
  original: InvoiceRow | undefined;
}

/** Who may read an invoice: the learner it was issued to, and admins. */
export function mayReadInvoice(viewer: Pick<UserRow, 'id' | 'role'>, invoice: Pick<InvoiceRow, 'userId'>) {
  return viewer.role === 'admin' || (invoice.userId !== null && invoice.userId === viewer.id);
}

/**
 * The invoice or credit note numbered `number`, for `viewer`. Anyone else gets the same answer as
 * for a number that does not exist, so invoice numbers (consecutive, hence guessable) do not tell
 * a stranger who bought what, or even how many invoices there are.
 */
export async function readInvoiceAs(
  db: DbOrTx,
  viewer: Pick<UserRow, 'id' | 'role'>,
  number: string,
): Promise<InvoiceDocument> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.number, number)).limit(1);
  if (!invoice || !mayReadInvoice(viewer, invoice)) {
    throw new DomainError('not_found', MESSAGES.payments.invoiceNotFound);
  }
  if (invoice.originalInvoiceId === null) return { invoice, original: undefined };
  const [original] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.id, invoice.originalInvoiceId))
    .limit(1);
  return { invoice, original };
}
