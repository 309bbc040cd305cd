import { GST, type InvoiceKind } from '@contract/vocabulary.ts';
import { sql } from 'drizzle-orm';
import type { PaymentsConfig } from '../config.ts';
import type { Tx } from '../db/client.ts';
import { invoiceCounters, invoices, type payments, type refunds } from '../db/schema.ts';
import { type GstSplit, invoiceTotals, splitGst, taxLine } from './gst.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type Supplier = PaymentsConfig['business'];

/** The series prefix of each kind: tax invoices FT/…, credit notes CN/… (ADR 029). */
const SERIES_PREFIX: Record<InvoiceKind, string> = { invoice: 'FT', credit_note: 'CN' };

/**
 * The Indian financial year (April to March) of a moment, by its date in IST: '2026-27'. An
 * invoice issued at 23:59 IST on 31 March belongs to the year that ends that day.
 */
export function financialYear(at: Date): string {
  // IST is UTC+5:30 all year (no daylight saving).
  const ist = new Date(at.getTime() + 330 * 60_000);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * 'FT/26-27/000123': the series, the financial year's two two-digit years and a six-digit
 * sequence: 15 characters, inside Rule 46's 16 (the issue's example, FT/2026-27/000123, has 17).
 */
export function invoiceNumber(kind: InvoiceKind, year: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) {
    throw new RangeError(`invoice sequence out of range: ${sequence}`);
  }
  return `${SERIES_PREFIX[kind]}/${year.slice(2)}/${String(sequence).padStart(6, '0')}`;
}

/**
 * The next number of a series in the caller's transaction. The upsert takes the counter row's
 * lock until commit, so concurrent issuers on any instance queue behind it; a rollback gives the
 * number back. No gaps and no duplicates.
 */
async function nextSequence(tx: Tx, kind: InvoiceKind, year: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, financialYear: year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.financialYear],
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  return row!.sequence;
}

function invoiceDescription(payment: PaymentRow): string {
  return `Training subscription: ${payment.resourceTitle}`;
}

/** The amount columns of an invoice row from its totals (the row holds its one line). */
function amountColumns(totals: GstSplit) {
  return {
    discountValue: totals.discount,
    taxableValue: totals.taxableValue,
    cgst: totals.cgst,
    sgst: totals.sgst,
    igst: totals.igst,
    roundOff: totals.roundOff,
    total: totals.total,
  };
}

/**
 * Issues the tax invoice of a payment that has just been captured, in the caller's transaction
 * (the one that marks it paid). Everything printed is copied into the row.
 */
export async function issueInvoice(
  tx: Tx,
  supplier: Supplier,
  payment: PaymentRow,
  at: Date = new Date(),
): Promise<InvoiceRow> {
  const year = financialYear(at);
  const sequence = await nextSequence(tx, 'invoice', year);
  // One line: the subscription, its coupon as a discount, taxed by rate to the paisa (ADR 056).
  const line = taxLine(payment.listAmount, payment.amount, payment.stateCode === supplier.stateCode);
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'invoice',
      number: invoiceNumber('invoice', year, sequence),
      financialYear: year,
      sequence,
      paymentId: payment.id,
      userId: payment.userId,
      supplierName: supplier.legalName,
      supplierAddress: supplier.address,
      supplierGstin: supplier.gstin,
      supplierStateCode: supplier.stateCode,
      buyerName: payment.userName,
      buyerEmail: payment.userEmail,
      buyerStateCode: payment.stateCode,
      buyerGstin: payment.gstin,
      // Copied, like everything printed: a later change of the learner's details never alters it.
      buyerLegalName: payment.buyerLegalName,
      buyerAddress: payment.buyerAddress,
      buyerCity: payment.buyerCity,
      buyerPincode: payment.buyerPincode,
      description: invoiceDescription(payment),
      sac: GST.sac,
      ratePercent: GST.ratePercent,
      ...amountColumns(invoiceTotals([line], payment.amount)),
      issuedAt: at,
    })
    .returning();
  return row!;
}

/**
 * Issues a credit note (CGST Rule 53) for a processed refund, against the payment's invoice: the
 * refunded amount split the way the invoice was (same place of supply), in the caller's transaction.
 */
export async function issueCreditNote(
  tx: Tx,
  original: InvoiceRow,
  refund: RefundRow,
  at: Date = new Date(),
): Promise<InvoiceRow> {
  const year = financialYear(at);
  const sequence = await nextSequence(tx, 'credit_note', year);
  const split = splitGst(refund.amount, original.buyerStateCode === original.supplierStateCode);
  const [row] = await tx
    .insert(invoices)
    .values({
      ...original,
      id: undefined,
      kind: 'credit_note',
      number: invoiceNumber('credit_note', year, sequence),
      financialYear: year,
      sequence,
      refundId: refund.id,
      originalInvoiceId: original.id,
      description: `Refund against invoice ${original.number}: ${refund.reason}`,
      ...amountColumns(split),
      issuedAt: at,
    })
    .returning();
  return row!;
}
