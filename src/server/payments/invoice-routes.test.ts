import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { adminSession, userSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { createInvoicedPayment, createRefund } from '../test/payment-factories.ts';
import { issueCreditNote } from './invoices.ts';

const { app, db } = await buildTestApp();

const pdfUrl = (number: string) => `/api/invoice/${encodeURIComponent(number)}/pdf`;

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'invoice-route-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function learnerWithInvoice() {
  const learner = await userSession(app, db, { name: 'Anita Desai' });
  const { payment, invoice } = await createInvoicedPayment(db, {
    user: learner.user,
    amount: 3_499_900,
    stateCode: '27',
  });
  return { learner, payment, invoice };
}

describe('GET /api/invoice/:number/pdf', () => {
  it('gives the learner their own invoice as a PDF attachment, the number’s slashes URL-encoded', async () => {
    const { learner, invoice } = await learnerWithInvoice();
    expect(invoice.number).toBe(`FT/${invoice.financialYear.slice(2)}/000001`);
    const url = pdfUrl(invoice.number);
    expect(url).toMatch(/^\/api\/invoice\/FT%2F\d{2}-\d{2}%2F000001\/pdf$/);

    const res = await app.inject({ method: 'GET', url, headers: learner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-FT-${invoice.financialYear.slice(2)}-000001.pdf"`,
    );
    // The API's answers are never cached (security plugin): a shared cache must not keep an invoice.
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Invoice no. ${invoice.number}`);
    expect(text).toContain('Anita Desai');
    expect(text).toContain('State: Maharashtra (27)');
    expect(text).toContain('IGST @ 18% ₹5,338.83');
    expect(text).toContain('Total (incl. GST) ₹34,999.00');
  });

  it('gives any invoice to an admin', async () => {
    const { invoice } = await learnerWithInvoice();
    const admin = await adminSession(app, db);
    const res = await app.inject({ method: 'GET', url: pdfUrl(invoice.number), headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(pdfText(res.rawPayload)).toContain(invoice.number);
  });

  it('answers another learner as if the invoice did not exist', async () => {
    const { invoice } = await learnerWithInvoice();
    const stranger = await userSession(app, db);
    const res = await app.inject({ method: 'GET', url: pdfUrl(invoice.number), headers: stranger.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.payments.invoiceNotFound });
  });

  it('answers 404 for a well-formed number that was never issued', async () => {
    const { learner } = await learnerWithInvoice();
    const res = await app.inject({ method: 'GET', url: pdfUrl('FT/26-27/999999'), headers: learner.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.payments.invoiceNotFound });
  });

  it('asks an anonymous caller to log in, whatever the number', async () => {
    const { invoice } = await learnerWithInvoice();
    for (const url of [pdfUrl(invoice.number), pdfUrl('not-a-number')]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.auth.loginRequired });
    }
  });

  it('refuses malformed numbers with a 400 and a message, without reading any invoice', async () => {
    const { learner } = await learnerWithInvoice();
    for (const number of [
      'FT-26-27-000001',
      'ft/26-27/000001',
      'FT/26-27/0000001',
      '../../etc/passwd',
      "FT/26-27/000001' or '1'='1",
      'FT/26-27/00000١',
      'x'.repeat(80),
    ]) {
      const res = await app.inject({ method: 'GET', url: pdfUrl(number), headers: learner.headers });
      expect(res.statusCode, number).toBe(400);
      expect(res.json(), number).toEqual({ message: MESSAGES.payments.invoiceNotFound });
    }
    // A parameter past the router's limit is refused before any handler, still with a message.
    const long = await app.inject({
      method: 'GET',
      url: pdfUrl('x'.repeat(5_000)),
      headers: learner.headers,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: expect.any(String) });
  });

  it('gives the learner the credit note of a refund, quoting the invoice it adjusts', async () => {
    const { learner, payment, invoice } = await learnerWithInvoice();
    const refund = await createRefund(db, payment, { amount: 1_180_000, reason: 'Batch moved' });
    const note = await db.transaction((tx) => issueCreditNote(tx, invoice, refund));

    const res = await app.inject({ method: 'GET', url: pdfUrl(note.number), headers: learner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-CN-${note.financialYear.slice(2)}-000001.pdf"`,
    );
    const text = pdfText(res.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Credit note no. ${note.number}`);
    expect(text).toContain(`Against invoice ${invoice.number}`);
    expect(text).toContain('Total credit (incl. GST) ₹11,800.00');
  });
});
