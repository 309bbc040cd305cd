import { endpoints } from '@contract/endpoints.ts';
import { invoiceFileName } from '@contract/payment.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { readInvoiceAs } from './invoice-access.ts';

/**
 * Tax invoices and credit notes as PDFs (ADR 030), to the learner they were issued to and to
 * admins (bearer). Served whether or not online payment is on now: an issued invoice stays the
 * learner's record after the settings change. The number's '/' arrives encoded ('FT%2F26-27%2F000001').
 */
export default async function invoiceRoutes(app: App) {
  route(app, endpoints.invoicePdf, { onRequest: app.authenticate }, async (request, reply) => {
    const viewer = requireSession(request).user;
    const { invoice, original } = await readInvoiceAs(app.db, viewer, request.params.number);
    // Loaded on first use: pdfkit and the fonts are the slowest part of a start (ADR 042).
    const { renderInvoicePdf } = await import('./invoice-pdf.ts');
    const pdf = await renderInvoicePdf(invoice, original);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.number)}"`)
      .send(pdf);
  });
}
