import { invoiceFileName } from '@contract/payment.ts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { invoices } from '../db/schema.ts';
import type { InvoiceRow } from './invoices.ts';

/** An issued document as a file: its name and its PDF. */
export interface InvoiceFile {
  invoice: InvoiceRow;
  fileName: string;
  pdf: Buffer;
}

/**
 * Every tax invoice and credit note issued to a learner, as PDFs, oldest first: what the learner's
 * data export holds (docs/product.md §17.1). The PDF code is loaded on first use (ADR 042).
 */
export async function invoiceFilesOf(db: DbOrTx, userId: string): Promise<InvoiceFile[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  if (rows.length === 0) return [];
  const originalIds = rows.flatMap((row) => (row.originalInvoiceId ? [row.originalInvoiceId] : []));
  const originals =
    originalIds.length > 0 ? await db.select().from(invoices).where(inArray(invoices.id, originalIds)) : [];
  const byId = new Map([...rows, ...originals].map((row) => [row.id, row]));
  const { renderInvoicePdf } = await import('./invoice-pdf.ts');
  const files: InvoiceFile[] = [];
  for (const invoice of rows) {
    const original = invoice.originalInvoiceId ? byId.get(invoice.originalInvoiceId) : undefined;
    files.push({
      invoice,
      fileName: invoiceFileName(invoice.number),
      pdf: await renderInvoicePdf(invoice, original),
    });
  }
  return files;
}
