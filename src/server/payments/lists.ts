import { and, desc, eq, ilike, inArray, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';
import { type AdminListRequest, containsPattern, type ListResult, listPage } from '../db/list-page.ts';
import { invoices, payments, refunds } from '../db/schema.ts';
import type { InvoiceRow, PaymentRow, RefundRow } from './invoices.ts';

export interface PaymentWithDocuments {
  payment: PaymentRow;
  invoice: InvoiceRow | null;
  refunds: (RefundRow & { creditNote: string | null })[];
}

/** The invoice and the refunds (with credit notes) of many payments: two queries, however many. */
async function attachDocuments(db: DbOrTx, rows: PaymentRow[]): Promise<PaymentWithDocuments[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const documents = await db.select().from(invoices).where(inArray(invoices.paymentId, ids));
  const refundRows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.paymentId, ids))
    .orderBy(refunds.createdOn, refunds.id);
  const creditNotes = new Map(
    documents.filter((d) => d.kind === 'credit_note' && d.refundId).map((d) => [d.refundId!, d.number]),
  );
  return rows.map((payment) => ({
    payment,
    invoice: documents.find((d) => d.paymentId === payment.id && d.kind === 'invoice') ?? null,
    refunds: refundRows
      .filter((r) => r.paymentId === payment.id)
      .map((r) => ({ ...r, creditNote: creditNotes.get(r.id) ?? null })),
  }));
}

export async function findPaymentWithDocuments(
  db: DbOrTx,
  paymentId: string,
): Promise<PaymentWithDocuments | undefined> {
  const rows = await db.select().from(payments).where(eq(payments.id, paymentId));
  return (await attachDocuments(db, rows))[0];
}

/**
 * A learner's own payments, newest first: every order except those superseded before anyone paid
 * them (a superseded order that was paid anyway stays visible).
 */
export async function listOwnPayments(db: Database, userId: string): Promise<PaymentWithDocuments[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        or(ne(payments.status, 'superseded'), isNotNull(payments.razorpayPaymentId)),
      ),
    )
    .orderBy(desc(payments.createdOn), desc(payments.id));
  return attachDocuments(db, rows);
}

/**
 * Every payment, newest first, paged like the other admin lists (ADR 007). The search is a
 * case-insensitive substring of the learner's name or e-mail, an order or payment id, or an
 * invoice or credit note number.
 */
export function listPaymentsForAdmin(
  db: Database,
  request: AdminListRequest,
): Promise<ListResult<PaymentWithDocuments>> {
  const pattern = containsPattern(request.q);
  let where: SQL | undefined;
  if (pattern) {
    where = or(
      ilike(payments.userName, pattern),
      ilike(payments.userEmail, pattern),
      ilike(payments.razorpayOrderId, pattern),
      ilike(payments.razorpayPaymentId, pattern),
      inArray(
        payments.id,
        db.select({ id: invoices.paymentId }).from(invoices).where(ilike(invoices.number, pattern)),
      ),
    );
  }
  return listPage(db, request.window, {
    table: payments,
    where,
    ordering: [
      { column: payments.createdOn, direction: 'desc' },
      { column: payments.id, direction: 'desc' },
    ],
    rows: async (condition, orderBy) =>
      attachDocuments(
        db,
        await db
          .select()
          .from(payments)
          .where(condition)
          .orderBy(...orderBy),
      ),
  });
}
