import { MESSAGES } from '@contract/messages.ts';
import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../accounts/index.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
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
 * changes), the order the caller's own (else 404), and the payment captured for that order and
 * amount. If Razorpay cannot be asked, the signature alone is trusted: Razorpay signs it only for
 * a successful payment, and the money must not wait on a status call; the method stays unknown
 * until payment.captured fills it in (ADR 029).
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
 * Razorpay's record of the payment: its method once checked, or null (unknown) when Razorpay
 * cannot be asked. An id Razorpay does not know is a forged answer (400).
 */
async function capturedMethod(
  razorpay: RazorpayClient,
  input: CheckoutAnswer,
  payment: PaymentRow,
  log: PaymentLog,
): Promise<string | null> {
  let remote: RazorpayPayment;
  try {
    remote = await razorpay.fetchPayment(input.razorpay_payment_id);
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
 * The rule, without I/O: the payment Razorpay reports must be for this order and its amount
 * (else the answer was not for it: 400), and captured (a refunded one was captured first).
 */
export function checkCapture(
  remote: Pick<RazorpayPayment, 'order_id' | 'amount' | 'status'>,
  order: { orderId: string; amount: number },
): void {
  if (remote.order_id !== order.orderId || remote.amount !== order.amount) {
    throw new DomainError('invalid', MESSAGES.payments.badSignature);
  }
  if (remote.status !== 'captured' && remote.status !== 'refunded') {
    throw new DomainError('conflict', MESSAGES.payments.paymentNotCaptured);
  }
}
