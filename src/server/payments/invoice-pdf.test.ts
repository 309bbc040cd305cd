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
  buyerLegalName: null,
  buyerAddress: null,
  buyerCity: null,
  buyerPincode: null,
  description: 'Training subscription: Options Trading Masterclass',
  sac: '999293',
  ratePercent: 18,
  discountValue: 0,
  taxableValue: 2_966_017,
  cgst: 0,
  sgst: 0,
  igst: 533_883,
  roundOff: 0,
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
    // The line states its taxable value, its tax with the rate, and its total (ADR 056).
    expect(flat).toMatch(/SAC Qty Taxable value IGST @ 18% Line total/);
    expect(flat).toMatch(/ 999293 1 ₹29,660.17 ₹5,338.83 ₹34,999.00/);
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
      taxableValue: 2_966_017,
      cgst: 266_942,
      sgst: 266_942,
      igst: 0,
      roundOff: -1,
    });
    const flat = squeeze(readPdf(pdf).text);
    // 9 % of ₹29,660.17 is ₹2,669.4153: each tax is the rate × the taxable value, to the paisa,
    // and the paisa the line's ₹34,999.01 is over the price is rounded off.
    expect(flat).toMatch(/Taxable value CGST @ 9% SGST @ 9% Line total/);
    expect(flat).toMatch(/ 999293 1 ₹29,660.17 ₹2,669.42 ₹2,669.42 ₹34,999.01/);
    expect(flat).toContain('CGST @ 9% ₹2,669.42');
    expect(flat).toContain('SGST @ 9% ₹2,669.42');
    expect(flat).toContain('Taxable value ₹29,660.17');
    expect(flat).toContain('Round off -₹0.01');
    expect(flat).toContain('Total (incl. GST) ₹34,999.00');
    expect(flat).not.toContain('IGST');
    expect(flat).not.toMatch(/GSTIN: 29/);
    expect(flat).toContain('Intra-state supply: CGST + SGST');
  });

  it("prints a business buyer's legal name, billing address, GSTIN and place of supply with its state code", async () => {
    const pdf = await renderInvoicePdf({
      ...INVOICE,
      buyerName: 'Ravi Kumar',
      buyerEmail: 'ravi@acme.example.in',
      buyerLegalName: 'Acme Traders Private Limited',
      buyerAddress: 'Plot 7, 3rd Floor, Sai Towers, Road No. 12, Banjara Hills',
      buyerCity: 'Hyderabad',
      buyerPincode: '500034',
      buyerStateCode: '36',
      buyerGstin: '36AAGCA1234B1ZD',
      // ₹34,999 less a ₹5,000 coupon, within the state.
      discountValue: 423_729,
      taxableValue: 2_542_288,
      cgst: 228_806,
      sgst: 228_806,
      igst: 0,
      total: 2_999_900,
    });
    const flat = squeeze(readPdf(pdf).text);
    expect(flat).toMatch(/BILLED TO PLACE OF SUPPLY\s+Acme Traders Private Limited Telangana \(36\)/);
    expect(flat).toContain('Ravi Kumar · ravi@acme.example.in');
    expect(flat).toContain('Plot 7, 3rd Floor, Sai Towers, Road No. 12, Banjara Hills');
    expect(flat).toContain('Hyderabad 500034');
    expect(flat).toContain('State: Telangana (36)');
    expect(flat).toContain('GSTIN: 36AAGCA1234B1ZD');
    expect(flat).toContain('Intra-state supply: CGST + SGST');
    // The coupon is a discount off the value before GST; the tax is on what is left.
    expect(flat).toMatch(/ 999293 1 ₹25,422.88 ₹2,288.06 ₹2,288.06 ₹29,999.00/);
    expect(flat).toContain('Value ₹29,660.17');
    expect(flat).toContain('less discount ₹4,237.29');
    expect(flat).toContain('Value before discount ₹29,660.17');
    expect(flat).toContain('Discount -₹4,237.29');
    expect(flat).toContain('Taxable value ₹25,422.88');
    expect(flat).not.toContain('Round off');
    expect(flat).toContain('Total (incl. GST) ₹29,999.00');
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
