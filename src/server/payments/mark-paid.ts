import type { AppConfig } from '../config.ts';
import type { Database, Tx } from '../db/client.ts';
import { activateSubscription } from './fulfil/activate-subscription.ts';
import { auditPaid } from './fulfil/audit-paid.ts';
import { decide, knownMethod } from './fulfil/decide.ts';
import { fillInMethod } from './fulfil/fill-in-method.ts';
import { flagCouponLost } from './fulfil/flag-coupon-lost.ts';
import { flagMismatch, matchesOrder, type ReportedMoney } from './fulfil/flag-mismatch.ts';
import { flagPaidTwice } from './fulfil/flag-paid-twice.ts';
import { invoicePayment } from './fulfil/invoice-payment.ts';
import { keepCoupon } from './fulfil/keep-coupon.ts';
import { lockOrder } from './fulfil/lock-order.ts';
import { queueReceipt } from './fulfil/queue-receipt.ts';
import { takePayment } from './fulfil/take-payment.ts';
import type { PaymentRow } from './invoices.ts';
import { type PaymentLog, silentLog } from './log.ts';
import { requirePayments } from './settings.ts';
import { addToTotals } from './totals.ts';

export interface MarkPaidInput {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  /** Razorpay's method; null when it is not known (yet). */
  method: string | null;
  /**
   * What a webhook says was taken, with the event's name: it must be the order's amount in INR, or
   * nothing is fulfilled (ADR 055). /verify checks Razorpay's own record instead (checkCapture).
   */
  reported?: ReportedMoney & { event: string };
}

export type MarkPaidOutcome =
  /** This call took the money into the books: activation, invoice, receipt. */
  | { kind: 'paid'; payment: PaymentRow }
  /** It was already paid: nothing changed (a method still unknown may have been filled in). */
  | { kind: 'already_paid'; payment: PaymentRow }
  /** Another payment of the subscription had already taken money: this one must be refunded. */
  | { kind: 'paid_twice'; payment: PaymentRow }
  /** A superseded order's coupon could no longer be taken: flagged, to be refunded (ADR 055). */
  | { kind: 'coupon_lost'; payment: PaymentRow }
  /** The event's amount or currency is not the order's: flagged, nothing fulfilled (ADR 055). */
  | { kind: 'mismatch'; payment: PaymentRow }
  | { kind: 'unknown_order' };

/**
 * Marks an order paid, in the caller's transaction: the single activation path of /verify,
 * payment.captured and order.paid (ADR 029, ADR 050). The order's row locks serialise every
 * caller, so whichever arrives first activates, invoices, counts and mails, and the rest find it
 * paid and change nothing. Decided here, under the locks; the callers report the outcome.
 */
export async function markPaidInTx(
  tx: Tx,
  config: AppConfig,
  input: MarkPaidInput,
  log: PaymentLog,
): Promise<MarkPaidOutcome> {
  const supplier = requirePayments(config).business;
  const order = await lockOrder(tx, input.razorpayOrderId);
  if (!order) return { kind: 'unknown_order' };
  const { subscription, payment } = order;
  const { reported } = input;
  if (reported && !matchesOrder(payment, reported)) {
    const event = { name: reported.event, razorpayPaymentId: input.razorpayPaymentId, reported };
    return { kind: 'mismatch', payment: await flagMismatch(tx, payment, event, log) };
  }
  const method = knownMethod(input.method);
  const decision = await decide(tx, payment, method);
  if (decision.kind === 'already_paid') {
    return { kind: 'already_paid', payment: await fillInMethod(tx, payment, decision.fillInMethod) };
  }
  const capture = { razorpayPaymentId: input.razorpayPaymentId, method };
  if (decision.kind === 'paid_twice') {
    const flagged = await flagPaidTwice(tx, payment, { ...capture, otherPaidId: decision.otherPaidId }, log);
    return { kind: 'paid_twice', payment: flagged };
  }
  const coupon = await keepCoupon(tx, payment);
  if (!coupon.kept) {
    const flagged = await flagCouponLost(tx, payment, { ...capture, reason: coupon.reason }, log);
    return { kind: 'coupon_lost', payment: flagged };
  }
  const paid = await takePayment(tx, payment, capture);
  await activateSubscription(tx, subscription, log);
  const invoice = await invoicePayment(tx, supplier, paid);
  await addToTotals(tx, { collected: paid.amount });
  await queueReceipt(tx, config.publicUrl, paid, invoice);
  await auditPaid(tx, payment, paid, invoice);
  return { kind: 'paid', payment: paid };
}

/** markPaidInTx in its own transaction. */
export function markPaymentPaid(
  db: Database,
  config: AppConfig,
  input: MarkPaidInput,
  log: PaymentLog = silentLog,
): Promise<MarkPaidOutcome> {
  return db.transaction((tx) => markPaidInTx(tx, config, input, log));
}
