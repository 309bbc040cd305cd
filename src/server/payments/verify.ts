import { MESSAGES } from '@contract/messages.ts';
import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../accounts/index.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import { captureForOrder, isCapturedAtRazorpay, isForOrder } from './capture.ts';
import type { PaymentRow } from './invoices.ts';
import { type PaymentLog, silentLog } from './log.ts';
import { markPaymentPaid } from './mark-paid.ts';
import { type RazorpayClient, RazorpayError, type RazorpayPayment } from './razorpay.ts';
import { requirePayments } from './settings.ts';
import { isValidCheckoutSignature } from './signature.ts';

/** What Checkout's handler sends back after a payment. */
export interface CheckoutAnswer {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/**
 * What Checkout's handler sends back: the signature must be Razorpay's (any other, 400, nothing
 * changes), the order the caller's own (else 404), and the payment for that order and amount,
 * captured here if it was only authorized (ADR 055). If Razorpay cannot be asked, the signature
 * alone is trusted: Razorpay signs it only for a successful payment, and the money must not wait
 * on a status call; the method stays unknown until a webhook fills it in, and payment.authorized
 * captures it (ADR 029, ADR 055).
 */
export async function verifyCheckoutPayment(
  db: Database,
  razorpay: RazorpayClient,
  config: AppConfig,
  user: UserRow,
  input: CheckoutAnswer,
  log: PaymentLog = silentLog,
): Promise<PaymentRow> {
  const settings = requirePayments(config);
  const signed = isValidCheckoutSignature(
    {
      orderId: input.razorpay_order_id,
      paymentId: input.razorpay_payment_id,
      signature: input.razorpay_signature,
    },
    settings.keySecret,
  );
  if (!signed) throw new DomainError('invalid', MESSAGES.payments.badSignature);
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.razorpayOrderId, input.razorpay_order_id), eq(payments.userId, user.id)));
  if (!payment) throw new DomainError('not_found', MESSAGES.payments.orderNotFound);
  const method = await capturedMethod(razorpay, input, payment, log);
  const outcome = await markPaymentPaid(
    db,
    config,
    { razorpayOrderId: input.razorpay_order_id, razorpayPaymentId: input.razorpay_payment_id, method },
    log,
  );
  if (outcome.kind === 'unknown_order') throw new DomainError('not_found', MESSAGES.payments.orderNotFound);
  return outcome.payment;
}

/**
 * Razorpay's record of the payment, captured if it was only authorized: its method once checked,
 * or null (unknown) when Razorpay cannot be asked. An id Razorpay does not know is a forged
 * answer (400).
 */
async function capturedMethod(
  razorpay: RazorpayClient,
  input: CheckoutAnswer,
  payment: PaymentRow,
  log: PaymentLog,
): Promise<string | null> {
  let remote: RazorpayPayment;
  try {
    remote = await captureForOrder(razorpay, input.razorpay_payment_id, {
      orderId: input.razorpay_order_id,
      amount: payment.amount,
    });
  } catch (error) {
    if (!(error instanceof RazorpayError)) throw error;
    if (error.kind === 'rejected') throw new DomainError('invalid', MESSAGES.payments.badSignature);
    log.warn(
      { orderId: input.razorpay_order_id, error: error.message },
      'Razorpay unreachable at /verify: the payment is accepted on its signature',
    );
    return null;
  }
  checkCapture(remote, { orderId: input.razorpay_order_id, amount: payment.amount });
  return remote.method;
}

/**
 * The rule, without I/O: the payment Razorpay reports must be for this order, its amount and INR
 * (else the answer was not for it: 400), and captured (a refunded one was captured first).
 */
export function checkCapture(
  remote: Pick<RazorpayPayment, 'order_id' | 'amount' | 'currency' | 'status'>,
  order: { orderId: string; amount: number },
): void {
  if (!isForOrder(remote, order)) throw new DomainError('invalid', MESSAGES.payments.badSignature);
  if (!isCapturedAtRazorpay(remote)) throw new DomainError('conflict', MESSAGES.payments.paymentNotCaptured);
}

/**
 * What /verify tells the learner, from the payment as it is now (ADR 055): refunded in full, or
 * taken for a coupon that could no longer be held, it does not keep the subscription active;
 * otherwise the payment is received and the subscription active (a paid-twice one included: the
 * other payment keeps it so).
 */
export function verifyMessage(payment: Pick<PaymentRow, 'status' | 'flag' | 'amount' | 'refunded'>): string {
  if (payment.status === 'refunded') return MESSAGES.payments.paymentRefunded;
  if (payment.flag === 'coupon_lost') {
    return payment.refunded >= payment.amount
      ? MESSAGES.payments.paymentRefunded
      : MESSAGES.payments.paymentHeld;
  }
  return MESSAGES.payments.paid;
}
