import { PAYMENT_METHODS, type PaymentMethod } from '@contract/vocabulary.ts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import type { PaymentRow } from '../invoices.ts';
import { isPaidStatus, PAID_STATUSES } from '../statuses.ts';

/** What a capture does to a locked payment. */
export type PaymentDecision =
  /** Already captured: nothing changes, except a method still unknown that is now known. */
  | { kind: 'already_paid'; fillInMethod: PaymentMethod | null }
  /** Another payment of the subscription already took its money: this one is flagged for a refund. */
  | { kind: 'paid_twice'; otherPaidId: string }
  /** This capture takes the money into the books: activation, invoice, totals, receipt, audit. */
  | { kind: 'fulfil' };

type Captured = Pick<PaymentRow, 'status' | 'razorpayPaymentId' | 'method'>;

/** Razorpay's method when it is one of ours, else unknown (null). */
export const knownMethod = (method: string | null): PaymentMethod | null =>
  (PAYMENT_METHODS as readonly string[]).includes(method ?? '') ? (method as PaymentMethod) : null;

/** A payment already took money, or already recorded a capture (a paid-twice one keeps its status). */
export const isCaptured = (payment: Captured) =>
  isPaidStatus(payment.status) || payment.razorpayPaymentId !== null;

/**
 * The rule, without I/O: a captured payment stays as it is; else, when another payment of the
 * subscription holds its money (payments_one_paid_key), this one is paid twice; else it is fulfilled.
 */
export function decidePayment(input: {
  payment: Captured;
  method: PaymentMethod | null;
  otherPaidId: string | null;
}): PaymentDecision {
  const { payment, method, otherPaidId } = input;
  if (isCaptured(payment)) {
    return { kind: 'already_paid', fillInMethod: payment.method === null ? method : null };
  }
  if (otherPaidId !== null) return { kind: 'paid_twice', otherPaidId };
  return { kind: 'fulfil' };
}

/**
 * Decides under the order's locks. The other payments are read only for a payment not yet
 * captured: the many late callers of a paid order read nothing more.
 */
export async function decide(
  tx: Tx,
  payment: PaymentRow,
  method: PaymentMethod | null,
): Promise<PaymentDecision> {
  const otherPaidId = isCaptured(payment) ? null : await otherPaidPayment(tx, payment);
  return decidePayment({ payment, method, otherPaidId });
}

/** Another payment of the same subscription that took money, if any. */
async function otherPaidPayment(tx: Tx, payment: PaymentRow): Promise<string | null> {
  const [otherPaid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, payment.subscriptionId),
        ne(payments.id, payment.id),
        inArray(payments.status, [...PAID_STATUSES]),
      ),
    );
  return otherPaid?.id ?? null;
}
