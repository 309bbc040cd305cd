import { callBlob } from '@client/lib/api-client.ts';
import { saveFile } from '@client/lib/save-file.ts';
import { endpoints } from '@contract/endpoints.ts';
import { invoiceFileName } from '@contract/payment.ts';

/** invoicePdf: fetches a tax invoice or credit note with the session's token (a plain link could not carry it) and offers it as a download. */
export async function downloadInvoice(number: string): Promise<void> {
  const pdf = await callBlob(endpoints.invoicePdf, { params: { number } });
  saveFile(pdf, invoiceFileName(number));
}
