import type { PaymentStatus } from '@contract/vocabulary.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { Tx } from '../db/client.ts';
import { invoices, payments, refunds, subscriptions } from '../db/schema.ts';
import { enqueueMail, refundProcessedMail } from '../mail/index.ts';
import { recordAudit } from '../shared/audit.ts';
import { issueCreditNote, type PaymentRow, type RefundRow } from './invoices.ts';
import { mySubscriptionsUrl } from './settings.ts';
import { addToTotals } from './totals.ts';

/** What a processed refund does to its payment. */
export interface RefundEffect {
  /** The payment's refunded amount after it. */
  refunded: number;
  /** The whole payment is now refunded. */
  full: boolean;
  /** A second payment of a paid subscription (ADR 029: paid twice): never invoiced nor counted. */
  twice: boolean;
  /** The payment's status after it: a paid-twice payment keeps its own. */
  status: PaymentStatus;
}

/** The rule, without I/O. */
export function refundEffect(
  payment: Pick<PaymentRow, 'amount' | 'refunded' | 'status'>,
  refundAmount: number,
): RefundEffect {
  const refunded = payment.refunded + refundAmount;
  const full = refunded >= payment.amount;
  const twice = payment.status === 'superseded';
  return { refunded, full, twice, status: twice ? payment.status : full ? 'refunded' : 'partially_refunded' };
}

/**
 * Finishes a pending refund that Razorpay processed, in the caller's transaction (a no-op for one
 * already finished): the refund, the payment's refunded amount and status, the totals, a credit
 * note against the invoice, the mail; a full refund also ends the subscription (audited).
 */
export async function finishRefundInTx(
  tx: Tx,
  config: AppConfig,
  refundId: string,
  razorpayRefundId: string,
): Promise<void> {
  const claimed = await claimRefund(tx, refundId, razorpayRefundId);
  if (!claimed) return;
  const { subscription, payment, refund } = claimed;
  const effect = refundEffect(payment, refund.amount);
  await tx
    .update(payments)
    // A paid-twice payment keeps its status (one paid payment per subscription).
    .set(effect.twice ? { refunded: effect.refunded } : { refunded: effect.refunded, status: effect.status })
    .where(eq(payments.id, payment.id));
  // A paid-twice payment was never invoiced or counted: its refund only gives the money back.
  const documents = effect.twice ? null : await creditTheRefund(tx, payment, refund);
  const ended = !effect.twice && effect.full;
  if (ended && subscription.status !== 'rejected' && subscription.status !== 'refunded') {
    await endSubscription(tx, subscription);
  }
  await enqueueMail(
    tx,
    payment.userEmail,
    refundProcessedMail({
      name: payment.userName,
      title: payment.resourceTitle,
      amount: refund.amount,
      documents,
      ended,
      link: mySubscriptionsUrl(config.publicUrl),
    }),
  );
  await recordAudit(
    tx,
    null,
    'payment.refund_processed',
    payment.id,
    { refunded: payment.refunded, status: payment.status },
    {
      refunded: effect.refunded,
      status: effect.status,
      refund_id: refund.id,
      razorpay_refund_id: razorpayRefundId,
      credit_note: documents?.creditNote ?? null,
    },
  );
}

/**
 * Locks the refund's subscription, then its payment (the activation path's order), then marks the
 * refund processed if it is still pending: undefined when another caller finished it first.
 */
async function claimRefund(tx: Tx, refundId: string, razorpayRefundId: string) {
  const [pending] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (pending?.status !== 'pending') return undefined;
  const [owner] = await tx
    .select({ subscriptionId: payments.subscriptionId })
    .from(payments)
    .where(eq(payments.id, pending.paymentId));
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, owner!.subscriptionId))
    .for('update');
  const [payment] = await tx.select().from(payments).where(eq(payments.id, pending.paymentId)).for('update');
  const [refund] = await tx
    .update(refunds)
    .set({ status: 'processed', razorpayRefundId, processedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  if (!refund || !payment || !subscription) return undefined;
  return { subscription, payment, refund };
}

/** Counts the refund in the totals and issues its credit note against the payment's invoice. */
async function creditTheRefund(
  tx: Tx,
  payment: PaymentRow,
  refund: RefundRow,
): Promise<{ creditNote: string; invoice: string }> {
  await addToTotals(tx, { refunded: refund.amount });
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, payment.id), eq(invoices.kind, 'invoice')));
  if (!invoice) throw new Error(`payment ${payment.id} was paid without a tax invoice`);
  const creditNote = await issueCreditNote(tx, invoice, refund);
  return { creditNote: creditNote.number, invoice: invoice.number };
}

/**
 * The money is back, so the access ends as an admin's rejection ends it, under its own status
 * 'refunded' (ADR 061): the learner's card says what happened, not "Rejected".
 */
async function endSubscription(tx: Tx, subscription: typeof subscriptions.$inferSelect): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: 'refunded', updatedOn: sql`now()`, activatedAt: null })
    .where(eq(subscriptions.id, subscription.id));
  await recordAudit(
    tx,
    null,
    'subscription.reject',
    subscription.id,
    { status: subscription.status },
    { status: 'refunded', reason: 'payment refunded in full' },
  );
}
