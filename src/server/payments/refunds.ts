import { MESSAGES } from '@contract/messages.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { UserRow } from '../accounts/index.ts';
import type { AppConfig } from '../config.ts';
import type { Database, Tx } from '../db/client.ts';
import { payments, refunds } from '../db/schema.ts';
import { addJob } from '../jobs/index.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { finishRefundInTx } from './finish-refund.ts';
import type { PaymentRow, RefundRow } from './invoices.ts';
import { findPaymentWithDocuments, type PaymentWithDocuments } from './lists.ts';
import { type PaymentLog, silentLog } from './log.ts';
import { type RazorpayClient, RazorpayError, type RazorpayRefund } from './razorpay.ts';
import { requirePayments } from './settings.ts';

/** A refund is retried by a job this long after it was asked for, then with graphile-worker's backoff. */
export const REFUND_RETRY_DELAY_MS = 60_000;

/** A payment that took money can be refunded; so can a paid-twice one (superseded, yet captured). */
export function mayBeRefunded(payment: Pick<PaymentRow, 'status' | 'razorpayPaymentId'>): boolean {
  const paidTwice = payment.status === 'superseded' && payment.razorpayPaymentId !== null;
  return payment.status === 'paid' || payment.status === 'partially_refunded' || paidTwice;
}

/** What is left to refund: the amount less what was refunded and what is being refunded. */
export const refundLeft = (payment: Pick<PaymentRow, 'amount' | 'refunded'>, pending: number) =>
  payment.amount - payment.refunded - pending;

/**
 * An admin refunds part or all of a payment. The refund row is written first, with the retry
 * job, under the payment's lock, after checking that it fits in what is left (refunded and
 * pending refunds counted), so concurrent refunds can never exceed the payment; Razorpay is
 * called after the commit.
 */
export async function refundPayment(
  db: Database,
  razorpay: RazorpayClient,
  config: AppConfig,
  actor: UserRow,
  paymentId: string,
  input: { amount: number; reason: string },
  log: PaymentLog = silentLog,
): Promise<PaymentWithDocuments> {
  requirePayments(config);
  const { refund, payment } = await db.transaction((tx) => holdRefund(tx, actor, paymentId, input));
  const attempt = await attemptRefund(db, razorpay, config, refund, payment.razorpayPaymentId!, log);
  if (typeof attempt === 'object') throw new DomainError('conflict', attempt.rejected);
  return (await findPaymentWithDocuments(db, paymentId))!;
}

/** Under the payment's lock: checks the refund fits, then writes it pending, its retry job and the audit row. */
async function holdRefund(
  tx: Tx,
  actor: UserRow,
  paymentId: string,
  input: { amount: number; reason: string },
): Promise<{ refund: RefundRow; payment: PaymentRow }> {
  const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!locked) throw new DomainError('not_found', MESSAGES.payments.orderNotFound);
  if (!mayBeRefunded(locked)) throw new DomainError('conflict', MESSAGES.payments.refundNotPaid);
  const [held] = await tx
    .select({ pending: sql<number>`coalesce(sum(${refunds.amount}), 0)::bigint` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'pending')));
  if (input.amount > refundLeft(locked, Number(held?.pending ?? 0))) {
    throw new DomainError('conflict', MESSAGES.payments.refundTooLarge);
  }
  const [created] = await tx
    .insert(refunds)
    .values({ paymentId, amount: input.amount, reason: input.reason, createdBy: actor.id })
    .returning();
  await addJob(
    tx,
    'payment-refund',
    { refund_id: created!.id },
    { runAt: new Date(Date.now() + REFUND_RETRY_DELAY_MS), jobKey: `payment-refund:${created!.id}` },
  );
  await recordAudit(tx, actor, 'payment.refund_requested', paymentId, null, {
    refund_id: created!.id,
    amount: input.amount,
    reason: input.reason,
  });
  return { refund: created!, payment: locked };
}

/**
 * The retry job of a refund (queued with it): nothing to do once it is processed or failed; else
 * the same request again. Still unreachable: throw, and graphile-worker retries with backoff.
 */
export async function retryRefund(
  db: Database,
  razorpay: RazorpayClient,
  config: AppConfig,
  refundId: string,
  log: PaymentLog = silentLog,
): Promise<void> {
  const [row] = await db
    .select({ refund: refunds, razorpayPaymentId: payments.razorpayPaymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  if (row?.refund.status !== 'pending' || !row.razorpayPaymentId) return;
  const attempt = await attemptRefund(db, razorpay, config, row.refund, row.razorpayPaymentId, log);
  if (attempt === 'pending' && row.refund.razorpayRefundId === null) {
    throw new Error(`refund ${refundId}: Razorpay still unreachable`);
  }
}

type RefundAttempt = 'processed' | 'pending' | { rejected: string };

/**
 * One try at Razorpay with the refund's own idempotency key (the same key and body on every try,
 * so Razorpay refunds once however often it is asked). Processed: finished here; refused (4xx):
 * failed; unreachable or 5xx: left pending for the retry job.
 */
async function attemptRefund(
  db: Database,
  razorpay: RazorpayClient,
  config: AppConfig,
  refund: RefundRow,
  razorpayPaymentId: string,
  log: PaymentLog,
): Promise<RefundAttempt> {
  let remote: RazorpayRefund;
  try {
    remote = await razorpay.createRefund(
      razorpayPaymentId,
      { amount: refund.amount, notes: { refund_id: refund.id } },
      refund.idempotencyKey,
    );
  } catch (error) {
    if (!(error instanceof RazorpayError)) throw error;
    if (error.kind === 'rejected') {
      await failRefund(db, refund.id, error.description);
      return { rejected: error.description };
    }
    log.warn({ refundId: refund.id, error: error.message }, 'Razorpay refund left pending for the retry job');
    return 'pending';
  }
  if (remote.status === 'failed') {
    await failRefund(db, refund.id, 'Razorpay reported the refund as failed.');
    return { rejected: 'Razorpay reported the refund as failed.' };
  }
  // Razorpay answers 'processed' at once for normal refunds; a 'pending' one ends with refund.processed.
  if (remote.status === 'processed') {
    await db.transaction((tx) => finishRefundInTx(tx, config, refund.id, remote.id));
    return 'processed';
  }
  await db.update(refunds).set({ razorpayRefundId: remote.id }).where(eq(refunds.id, refund.id));
  return 'pending';
}

/** Marks a pending refund failed (Razorpay refused it), audited. */
async function failRefund(db: Database, refundId: string, description: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(refunds)
      .set({ status: 'failed' })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
      .returning();
    if (failed) {
      await recordAudit(tx, null, 'payment.refund_failed', failed.paymentId, null, {
        refund_id: failed.id,
        amount: failed.amount,
        razorpay: description,
      });
    }
  });
}
