import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceCounters, invoices, payments, users } from '../db/schema.ts';
import { createUser } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { createPaidPayment, createRefund, TEST_SUPPLIER } from '../test/payment-factories.ts';
import { financialYear, invoiceNumber, issueCreditNote, issueInvoice } from './invoices.ts';

const { db } = await buildTestApp();

/** 31 March 2027, 23:59:59 IST = 18:29:59 UTC; the financial year 2027-28 starts a second later. */
const LAST_SECOND_OF_FY_2026_27 = new Date('2027-03-31T18:29:59.000Z');
const FIRST_SECOND_OF_FY_2027_28 = new Date('2027-03-31T18:30:00.000Z');

const issue = (payment: Awaited<ReturnType<typeof createPaidPayment>>, at?: Date) =>
  db.transaction((tx) => issueInvoice(tx, TEST_SUPPLIER, payment, at));

describe('financialYear', () => {
  it('puts 31 March 23:59:59 IST in the year that ends that day', () => {
    expect(financialYear(LAST_SECOND_OF_FY_2026_27)).toBe('2026-27');
  });

  it('starts the next year at 1 April 00:00 IST, which is still 31 March in UTC', () => {
    expect(financialYear(FIRST_SECOND_OF_FY_2027_28)).toBe('2027-28');
    expect(financialYear(new Date('2027-03-31T20:00:00.000Z'))).toBe('2027-28');
  });

  it('keeps an instant late on 1 April UTC in the new year, and early 1 January in the old one', () => {
    expect(financialYear(new Date('2027-04-01T23:59:59.000Z'))).toBe('2027-28');
    expect(financialYear(new Date('2026-12-31T19:00:00.000Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-01-01T00:00:00.000+05:30'))).toBe('2026-27');
  });

  it('writes the century turn as 2099-00', () => {
    expect(financialYear(new Date('2099-06-01T00:00:00.000Z'))).toBe('2099-00');
  });
});

describe('invoiceNumber', () => {
  it('formats invoices and credit notes in 15 characters, within the 16 of Rule 46', () => {
    expect(invoiceNumber('invoice', '2026-27', 123)).toBe('FT/26-27/000123');
    expect(invoiceNumber('credit_note', '2026-27', 7)).toBe('CN/26-27/000007');
    expect(invoiceNumber('invoice', '2099-00', 999_999)).toHaveLength(15);
  });

  it('refuses a sequence that would not fit six digits', () => {
    expect(() => invoiceNumber('invoice', '2026-27', 0)).toThrow(RangeError);
    expect(() => invoiceNumber('invoice', '2026-27', 1_000_000)).toThrow(RangeError);
  });
});

describe('issueInvoice', () => {
  it('numbers 50 invoices issued at once in separate transactions 1 to 50, with no gap and no duplicate', async () => {
    const payments = [];
    for (let i = 0; i < 50; i += 1) payments.push(await createPaidPayment(db, { amount: 100_000 + i }));
    const at = new Date('2026-11-23T10:00:00.000Z');
    const issued = await Promise.all(payments.map((payment) => issue(payment, at)));

    expect(issued.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    const rows = await db.select().from(invoices).orderBy(asc(invoices.sequence));
    expect(rows.map((row) => row.number)).toEqual(
      Array.from({ length: 50 }, (_, i) => `FT/26-27/${String(i + 1).padStart(6, '0')}`),
    );
    expect(new Set(rows.map((row) => row.paymentId)).size).toBe(50);
    for (const row of rows) expect(row.number.length).toBeLessThanOrEqual(16);
    const [counter] = await db.select().from(invoiceCounters);
    expect(counter).toEqual({ kind: 'invoice', financialYear: '2026-27', lastSequence: 50 });
  });

  it('gives a rolled-back invoice number back: the next invoice takes it', async () => {
    const at = new Date('2026-11-23T10:00:00.000Z');
    const first = await issue(await createPaidPayment(db), at);
    expect(first.number).toBe('FT/26-27/000001');

    const abandoned = await createPaidPayment(db);
    let numberInRolledBack: string | undefined;
    await expect(
      db.transaction(async (tx) => {
        numberInRolledBack = (await issueInvoice(tx, TEST_SUPPLIER, abandoned, at)).number;
        throw new Error('the payment could not be marked paid');
      }),
    ).rejects.toThrow('the payment could not be marked paid');
    expect(numberInRolledBack).toBe('FT/26-27/000002');
    expect(await db.select().from(invoices).where(eq(invoices.paymentId, abandoned.id))).toEqual([]);

    const next = await issue(await createPaidPayment(db), at);
    expect(next.number).toBe('FT/26-27/000002');
  });

  it('restarts at 1 in a new financial year while the old year’s series continues', async () => {
    const march = await issue(await createPaidPayment(db), LAST_SECOND_OF_FY_2026_27);
    const april = await issue(await createPaidPayment(db), FIRST_SECOND_OF_FY_2027_28);
    const lateMarch = await issue(await createPaidPayment(db), LAST_SECOND_OF_FY_2026_27);
    const april2 = await issue(await createPaidPayment(db), FIRST_SECOND_OF_FY_2027_28);

    expect([march.number, lateMarch.number]).toEqual(['FT/26-27/000001', 'FT/26-27/000002']);
    expect([april.number, april2.number]).toEqual(['FT/27-28/000001', 'FT/27-28/000002']);
    expect(april.financialYear).toBe('2027-28');
    expect(march.financialYear).toBe('2026-27');
  });

  it('splits CGST and SGST when the learner is in the supplier’s state, each 9 % of the taxable value to the paisa', async () => {
    const row = await issue(await createPaidPayment(db, { amount: 3_499_900, stateCode: '36' }));
    // 9 % of ₹29,660.17 is ₹2,669.4153 → ₹2,669.42; the line is ₹35,000.01, a paisa rounded off.
    expect(row).toMatchObject({
      buyerStateCode: '36',
      supplierStateCode: '36',
      discountValue: 0,
      taxableValue: 2_966_017,
      cgst: 266_942,
      sgst: 266_942,
      igst: 0,
      roundOff: -1,
      total: 3_499_900,
      ratePercent: 18,
      sac: '999293',
    });
  });

  it('charges IGST when the learner is in another state', async () => {
    const row = await issue(
      await createPaidPayment(db, { amount: 3_499_900, stateCode: '29', gstin: '29AAGCB7383J1Z4' }),
    );
    expect(row).toMatchObject({
      buyerStateCode: '29',
      buyerGstin: '29AAGCB7383J1Z4',
      taxableValue: 2_966_017,
      cgst: 0,
      sgst: 0,
      igst: 533_883,
      total: 3_499_900,
    });
  });

  it('copies the supplier, the learner and the description into the invoice', async () => {
    const user = await createUser(db, { name: 'Priya Sharma', email: 'priya@example.in' });
    const payment = await createPaidPayment(db, { user, stateCode: '27' });
    const row = await issue(payment);
    expect(row).toMatchObject({
      kind: 'invoice',
      paymentId: payment.id,
      userId: user.id,
      supplierName: TEST_SUPPLIER.legalName,
      supplierAddress: TEST_SUPPLIER.address,
      supplierGstin: TEST_SUPPLIER.gstin,
      supplierStateCode: '36',
      buyerName: 'Priya Sharma',
      buyerEmail: 'priya@example.in',
      buyerStateCode: '27',
      buyerGstin: null,
      buyerLegalName: null,
      buyerAddress: null,
      description: `Training subscription: ${payment.resourceTitle}`,
    });
  });

  it('shows a coupon as a discount off the value before GST, and taxes what is left', async () => {
    // ₹34,999 less a ₹5,000 coupon, paid from Telangana.
    const row = await issue(await createPaidPayment(db, { amount: 2_999_900, discount: 500_000 }));
    expect(row).toMatchObject({
      discountValue: 423_729,
      taxableValue: 2_542_288,
      cgst: 228_806,
      sgst: 228_806,
      igst: 0,
      roundOff: 0,
      total: 2_999_900,
    });
  });

  it("copies a business buyer's legal name and billing address, and keeps them when the learner's details change", async () => {
    const user = await createUser(db, { name: 'Ravi Kumar', email: 'ravi@acme.example.in' });
    const payment = await createPaidPayment(db, {
      user,
      stateCode: '29',
      gstin: '29AAGCA1234B1Z8',
      overrides: {
        buyerLegalName: 'Acme Traders Private Limited',
        buyerAddress: '14, 2nd Cross, Indiranagar',
        buyerCity: 'Bengaluru',
        buyerPincode: '560038',
      },
    });
    const row = await issue(payment);
    const printed = {
      buyerName: 'Ravi Kumar',
      buyerEmail: 'ravi@acme.example.in',
      buyerLegalName: 'Acme Traders Private Limited',
      buyerAddress: '14, 2nd Cross, Indiranagar',
      buyerCity: 'Bengaluru',
      buyerPincode: '560038',
      buyerStateCode: '29',
      buyerGstin: '29AAGCA1234B1Z8',
    };
    expect(row).toMatchObject(printed);

    // The learner renames themselves and the payment row is edited: the invoice, kept 72 months, is not.
    await db.update(users).set({ name: 'Ravi K.' }).where(eq(users.id, user.id));
    await db.update(payments).set({ buyerAddress: 'Elsewhere 1' }).where(eq(payments.id, payment.id));
    const [kept] = await db.select().from(invoices).where(eq(invoices.id, row.id));
    expect(kept).toMatchObject(printed);
  });

  it('refuses a second tax invoice for the same payment', async () => {
    const payment = await createPaidPayment(db);
    await issue(payment);
    await expect(issue(payment)).rejects.toThrow();
    expect(await db.$count(invoices, eq(invoices.paymentId, payment.id))).toBe(1);
    // The failed issue's number went back with its transaction.
    const [counter] = await db.select().from(invoiceCounters);
    expect(counter!.lastSequence).toBe(1);
  });
});

describe('issueCreditNote', () => {
  it('numbers credit notes in their own series, split like the invoice and pointing at it', async () => {
    const at = new Date('2026-11-23T10:00:00.000Z');
    const payment = await createPaidPayment(db, { amount: 3_499_900, stateCode: '29' });
    const invoice = await issue(payment, at);
    await issue(await createPaidPayment(db), at);
    const refund = await createRefund(db, payment, { amount: 1_180_000, reason: 'Batch cancelled' });

    const note = await db.transaction((tx) => issueCreditNote(tx, invoice, refund, at));
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: 'CN/26-27/000001',
      sequence: 1,
      paymentId: payment.id,
      refundId: refund.id,
      originalInvoiceId: invoice.id,
      buyerStateCode: '29',
      supplierGstin: TEST_SUPPLIER.gstin,
      discountValue: 0,
      taxableValue: 1_000_000,
      igst: 180_000,
      cgst: 0,
      sgst: 0,
      roundOff: 0,
      total: 1_180_000,
      description: `Refund against invoice ${invoice.number}: Batch cancelled`,
    });

    const second = await createRefund(db, payment, { amount: 100 });
    const next = await db.transaction((tx) => issueCreditNote(tx, invoice, second, at));
    expect(next.number).toBe('CN/26-27/000002');
    const third = await issue(await createPaidPayment(db), at);
    expect(third.number).toBe('FT/26-27/000003');
  });

  it("carries a business's legal name and address from the invoice, without the invoice's discount", async () => {
    const payment = await createPaidPayment(db, {
      amount: 2_999_900,
      discount: 500_000,
      gstin: '36AAGCA1234B1ZD',
      overrides: {
        buyerLegalName: 'Acme Traders Private Limited',
        buyerAddress: 'Plot 7, Banjara Hills',
        buyerCity: 'Hyderabad',
        buyerPincode: '500034',
      },
    });
    const invoice = await issue(payment);
    const refund = await createRefund(db, payment, { amount: 2_999_900 });
    const note = await db.transaction((tx) => issueCreditNote(tx, invoice, refund));
    expect(note).toMatchObject({
      buyerLegalName: 'Acme Traders Private Limited',
      buyerAddress: 'Plot 7, Banjara Hills',
      buyerCity: 'Hyderabad',
      buyerPincode: '500034',
      buyerGstin: '36AAGCA1234B1ZD',
      discountValue: 0,
      taxableValue: invoice.taxableValue,
      cgst: invoice.cgst,
      sgst: invoice.sgst,
      roundOff: invoice.roundOff,
      total: 2_999_900,
    });
  });
});
