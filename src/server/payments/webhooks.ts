import { MESSAGES } from '@contract/messages.ts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { Database, Tx } from '../db/client.ts';
import { paymentEvents, payments, refunds } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import { captureForOrder, isCapturedAtRazorpay, isForOrder } from './capture.ts';
import { finishRefundInTx } from './finish-refund.ts';
import { matchesOrder } from './fulfil/flag-mismatch.ts';
import { type PaymentLog, silentLog } from './log.ts';
import { markPaidInTx } from './mark-paid.ts';
import { type RazorpayClient, RazorpayError } from './razorpay.ts';
import { requirePayments } from './settings.ts';
import { isValidWebhookSignature } from './signature.ts';
import { OPEN_STATUSES } from './statuses.ts';

export interface WebhookBody {
  event?: unknown;
  payload?: {
    payment?: {
      entity?: {
        id?: unknown;
        order_id?: unknown;
        method?: unknown;
        amount?: unknown;
        currency?: unknown;
        error_description?: unknown;
      };
    };
    order?: { entity?: { id?: unknown } };
    refund?: { entity?: { id?: unknown; payment_id?: unknown; notes?: unknown } };
  };
}

/** A signed webhook, read: its event id, its event's name and its body. */
export interface WebhookDelivery {
  eventId: string;
  event: string;
  body: WebhookBody;
}

export type WebhookOutcome = 'replayed' | 'ignored' | 'unknown' | 'applied';

/** A non-empty string of a sane length from the body, or nothing. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;

/**
 * A Razorpay webhook (the source of truth when the browser never comes back). The signature is
 * checked over the raw bytes and the event id is required (400 otherwise); the event id's row is
 * the first write of the event's transaction, so a replay, or the same event twice at once,
 * changes nothing. Events for orders that are not ours are acknowledged (Razorpay would retry
 * anything else) and logged. payment.authorized is captured first, outside any transaction (a
 * network call holds no row lock); if Razorpay cannot be reached the answer is 503 and the event is
 * not recorded, so Razorpay delivers it again (ADR 055).
 */
export async function handleWebhook(
  db: Database,
  razorpay: RazorpayClient,
  config: AppConfig,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  log: PaymentLog = silentLog,
): Promise<WebhookOutcome> {
  const settings = requirePayments(config);
  const delivery = readWebhook(rawBody, headers, settings.webhookSecret);
  const capture =
    delivery.event === 'payment.authorized' ? await captureAuthorized(db, razorpay, delivery, log) : 'go on';
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ eventId: delivery.eventId, event: delivery.event })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return 'replayed';
    if (capture === 'not captured') return 'ignored';
    return applyWebhook(tx, config, delivery, log);
  });
}

/**
 * payment.authorized, before its transaction: captures the payment for the order's exact amount
 * (captureForOrder). 'go on' lets the transaction decide (captured; or a replay, an order not ours,
 * an amount that is not the order's, which it records); 'not captured' means Razorpay's record
 * shows no money taken (failed, or for another order), so nothing is fulfilled.
 */
async function captureAuthorized(
  db: Database,
  razorpay: RazorpayClient,
  { eventId, body }: WebhookDelivery,
  log: PaymentLog,
): Promise<'go on' | 'not captured'> {
  const entity = body.payload?.payment?.entity;
  const orderId = text(entity?.order_id);
  const paymentId = text(entity?.id);
  if (!orderId || !paymentId) return 'go on';
  const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
  const [order] = await db.select().from(payments).where(eq(payments.razorpayOrderId, orderId));
  if (seen || !order || !matchesOrder(order, { amount: entity?.amount, currency: entity?.currency })) {
    return 'go on';
  }
  const terms = { orderId, amount: order.amount };
  try {
    const remote = await captureForOrder(razorpay, paymentId, terms);
    if (isCapturedAtRazorpay(remote) && isForOrder(remote, terms)) return 'go on';
    log.warn({ eventId, orderId, status: remote.status }, 'payment.authorized: Razorpay shows no capture');
  } catch (error) {
    if (!(error instanceof RazorpayError)) throw error;
    if (error.kind === 'unavailable') throw new DomainError('unavailable', MESSAGES.payments.gatewayFailed);
    log.warn({ eventId, orderId, error: error.message }, 'payment.authorized: Razorpay refused the capture');
  }
  return 'not captured';
}

/**
 * Checks and reads a delivery, without I/O: Razorpay's signature over the exact bytes, an event
 * id, a JSON body. Each refusal is a 400 that changes nothing.
 */
export function readWebhook(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  webhookSecret: string,
): WebhookDelivery {
  if (!isValidWebhookSignature(rawBody, headers['x-razorpay-signature'], webhookSecret)) {
    throw new DomainError('invalid', MESSAGES.payments.badSignature);
  }
  const eventId = text(headers['x-razorpay-event-id']);
  if (!eventId) throw new DomainError('invalid', MESSAGES.payments.webhookEventIdMissing);
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new DomainError('invalid', MESSAGES.payments.webhookNotJson);
  }
  // Signed, so Razorpay's; still, a body that is not an object has nothing for us.
  const body: WebhookBody = parsed !== null && typeof parsed === 'object' ? (parsed as WebhookBody) : {};
  return { eventId, event: text(body.event) ?? 'unknown', body };
}

/** The event's effect, in the transaction that recorded its id. */
function applyWebhook(
  tx: Tx,
  config: AppConfig,
  delivery: WebhookDelivery,
  log: PaymentLog,
): Promise<WebhookOutcome> {
  switch (delivery.event) {
    case 'payment.authorized':
    case 'payment.captured':
    case 'order.paid':
      return applyCapture(tx, config, delivery, log);
    case 'payment.failed':
      return applyFailure(tx, delivery, log);
    case 'refund.processed':
      return applyRefundProcessed(tx, config, delivery, log);
    default:
      return Promise.resolve('ignored');
  }
}

/**
 * payment.authorized (captured by now), payment.captured and order.paid: the one activation path
 * (markPaidInTx), which fulfils only when the event's amount and currency are the order's.
 */
async function applyCapture(
  tx: Tx,
  config: AppConfig,
  { eventId, event, body }: WebhookDelivery,
  log: PaymentLog,
): Promise<WebhookOutcome> {
  const entity = body.payload?.payment?.entity;
  const orderId = text(entity?.order_id) ?? text(body.payload?.order?.entity?.id);
  const paymentId = text(entity?.id);
  if (!orderId || !paymentId) return 'ignored';
  const outcome = await markPaidInTx(
    tx,
    config,
    {
      razorpayOrderId: orderId,
      razorpayPaymentId: paymentId,
      method: text(entity?.method) ?? null,
      reported: { event, amount: entity?.amount, currency: entity?.currency },
    },
    log,
  );
  if (outcome.kind === 'unknown_order') {
    log.warn({ eventId, event, orderId }, 'Razorpay webhook for an order that is not ours');
    return 'unknown';
  }
  return 'applied';
}

/** payment.failed: an open order is marked failed with Razorpay's reason (it can still be paid). */
async function applyFailure(
  tx: Tx,
  { eventId, body }: WebhookDelivery,
  log: PaymentLog,
): Promise<WebhookOutcome> {
  const entity = body.payload?.payment?.entity;
  const orderId = text(entity?.order_id);
  if (!orderId) return 'ignored';
  const failed = await tx
    .update(payments)
    .set({ status: 'failed', failureReason: text(entity?.error_description) ?? 'Payment failed.' })
    .where(and(eq(payments.razorpayOrderId, orderId), inArray(payments.status, [...OPEN_STATUSES])))
    .returning({ id: payments.id });
  if (failed.length === 0) log.info({ eventId, orderId }, 'payment.failed for no open order of ours');
  return failed.length > 0 ? 'applied' : 'unknown';
}

/** refund.processed: finishes our pending refund, found by Razorpay's id or by our refund_id note. */
async function applyRefundProcessed(
  tx: Tx,
  config: AppConfig,
  { eventId, body }: WebhookDelivery,
  log: PaymentLog,
): Promise<WebhookOutcome> {
  const refundEntity = body.payload?.refund?.entity;
  const refundId = text((refundEntity?.notes as { refund_id?: unknown } | undefined)?.refund_id);
  const razorpayRefundId = text(refundEntity?.id);
  if (!razorpayRefundId) return 'ignored';
  const [ours] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      or(
        eq(refunds.razorpayRefundId, razorpayRefundId),
        refundId && /^[0-9a-f-]{36}$/.test(refundId) ? eq(refunds.id, refundId) : sql`false`,
      ),
    );
  if (!ours) {
    log.warn({ eventId, razorpayRefundId }, 'refund.processed for a refund that is not ours');
    return 'unknown';
  }
  await finishRefundInTx(tx, config, ours.id, razorpayRefundId);
  return 'applied';
}
