import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_SUPPLIER } from '../test/payment-factories.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { InvoiceRow } from './invoices.ts';

const INVOICE: InvoiceRow = {
  id: '6f1f6d3a-56a4-4c55-9d0b-1f0c3a9e2b11',
  kind: 'invoice',
  number: 'FT/26-27/000123',
  financialYear: '2026-27',
  sequence: 123,
  paymentId: '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f',
  refundId: null,
  originalInvoiceId: null,
  userId: null,
  supplierName: TEST_SUPPLIER.legalName,
  supplierAddress: TEST_SUPPLIER.address,
  supplierGstin: TEST_SUPPLIER.gstin,
  supplierStateCode: TEST_SUPPLIER.stateCode,
  buyerName: 'श्रीमती माधवी Sharma',
  buyerEmail: 'madhavi@example.in',
  buyerStateCode: '29',
  buyerGstin: '29AAGCB7383J1Z4',
  description: 'Training subscription: Options Trading Masterclass',
  sac: '999293',
  ratePercent: 18,
  taxableValue: 2_966_017,
  cgst: 0,
  sgst: 0,
  igst: 533_883,
  total: 3_499_900,
  // 23 Nov 2026 at 23:00 IST: the date printed is India's, not UTC's.
  issuedAt: new Date('2026-11-23T17:30:00.000Z'),
};

/** The PDF's text layer (pdftotext -layout) and its fonts (pdffonts). */
function readPdf(pdf: Buffer): { text: string; fonts: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    writeFileSync(file, pdf);
    return {
      text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
      fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text with runs of spaces folded, so a label and its value can be matched on one line. */
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('renderInvoicePdf', () => {
  it('prints every Rule 46 field of an inter-state tax invoice, with IGST and the total in words', async () => {
    const pdf = await renderInvoicePdf(INVOICE);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, fonts } = readPdf(pdf);
    const flat = squeeze(text);
    expect(flat).toContain('TAX INVOICE');
    expect(flat).toContain('Invoice no. FT/26-27/000123');
    expect(flat).toContain('Date of issue 23 Nov 2026');
    expect(flat).toContain(TEST_SUPPLIER.legalName);
    expect(flat).toContain('GSTIN: 36AABCF1234A1ZF');
    expect(flat).toContain('State: Telangana (36)');
    expect(flat).toContain('madhavi@example.in');
    expect(flat).toContain('State: Karnataka (29)');
    expect(flat).toContain('GSTIN: 29AAGCB7383J1Z4');
    expect(flat).toMatch(/PLACE OF SUPPLY/);
    expect(flat).toContain('Karnataka (29)');
    expect(flat).toContain('Training subscription: Options Trading Masterclass');
    expect(flat).toMatch(/GST rate Taxable value/);
    expect(flat).toMatch(/ 999293 1 18% ₹29,660.17/);
    expect(flat).toContain('Taxable value ₹29,660.17');
    expect(flat).toContain('IGST @ 18% ₹5,338.83');
    expect(flat).not.toContain('CGST');
    expect(flat).toContain('Total (incl. GST) ₹34,999.00');
    expect(flat).toContain('Rupees Thirty-Four Thousand Nine Hundred Ninety-Nine Only');
    expect(flat).toContain('Tax is not payable on reverse charge.');
    expect(flat).toContain('Digitally issued; no signature required.');
    // The Devanagari name and the rupee sign are set in the embedded Noto font, not Helvetica.
    for (const word of ['माधवी', 'Sharma']) expect(text).toContain(word);
    expect(fonts).toMatch(/NotoSansDevanagari\S*\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
  });

  it('prints CGST and SGST at 9 % each for a learner in the supplier’s state', async () => {
    const pdf = await renderInvoicePdf({
      ...INVOICE,
      buyerName: 'Ravi Kumar',
      buyerStateCode: '36',
      buyerGstin: null,
      taxableValue: 2_966_016,
      cgst: 266_942,
      sgst: 266_942,
      igst: 0,
    });
    const flat = squeeze(readPdf(pdf).text);
    expect(flat).toContain('CGST @ 9% ₹2,669.42');
    expect(flat).toContain('SGST @ 9% ₹2,669.42');
    expect(flat).toContain('Taxable value ₹29,660.16');
    expect(flat).not.toContain('IGST');
    expect(flat).not.toMatch(/GSTIN: 29/);
    expect(flat).toContain('Intra-state supply: CGST + SGST');
  });

  it('prints a credit note with the number and date of the invoice it adjusts', async () => {
    const note: InvoiceRow = {
      ...INVOICE,
      id: '1d3c9b1e-2f0a-4f0e-8a0b-6d3c2b1a0f9e',
      kind: 'credit_note',
      number: 'CN/26-27/000007',
      sequence: 7,
      originalInvoiceId: INVOICE.id,
      description: 'Refund against invoice FT/26-27/000123: Batch cancelled',
      taxableValue: 1_000_000,
      igst: 180_050,
      total: 1_180_050,
      issuedAt: new Date('2027-01-05T06:00:00.000Z'),
    };
    const flat = squeeze(readPdf(await renderInvoicePdf(note, INVOICE)).text);
    expect(flat).toContain('CREDIT NOTE');
    expect(flat).not.toContain('TAX INVOICE');
    expect(flat).toContain('Credit note no. CN/26-27/000007');
    expect(flat).toContain('Date of issue 05 Jan 2027');
    expect(flat).toContain('Against invoice FT/26-27/000123');
    expect(flat).toContain('Invoice date 23 Nov 2026');
    expect(flat).toContain('Total credit (incl. GST) ₹11,800.50');
    expect(flat).toContain('Rupees Eleven Thousand Eight Hundred and Fifty Paise Only');
  });

  it('refuses to print a credit note without its original invoice', () => {
    expect(() => renderInvoicePdf({ ...INVOICE, kind: 'credit_note' })).toThrow(/original invoice/);
  });
});
