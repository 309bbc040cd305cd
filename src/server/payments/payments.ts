import { MESSAGES } from '@contract/messages.ts';
import type { PaymentOrderInputSchema, PaymentQuote } from '@contract/payment.ts';
import { pagePath } from '@contract/routes.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '@contract/vocabulary.ts';
import { and, desc, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../accounts/index.ts';
import type { AppConfig, PaymentsConfig } from '../config.ts';
import { scheduleUnlockMails } from '../courses/index.ts';
import type { Database, DbOrTx, Tx } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { type AdminListRequest, containsPattern, type ListResult, listPage } from '../db/list-page.ts';
import { invoices, paymentEvents, payments, paymentTotals, refunds, subscriptions } from '../db/schema.ts';
import { addJob } from '../jobs/index.ts';
import { enqueueMail, paymentReceiptMail, refundProcessedMail } from '../mail/index.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { priceWithCoupon, redeemCoupon, releaseCoupon } from './coupons.ts';
import { splitGst } from './gst.ts';
import {
  type InvoiceRow,
  issueCreditNote,
  issueInvoice,
  type PaymentRow,
  type RefundRow,
} from './invoices.ts';
import { type RazorpayClient, RazorpayError, type RazorpayRefund } from './razorpay.ts';
import { isValidCheckoutSignature, isValidWebhookSignature } from './signature.ts';

/**
 * Online payment with Razorpay (issue 13, ADR 029). Money is whole paise everywhere. One path
 * activates a subscription (`markPaidInTx`, from /verify and from the webhooks alike), under the
 * subscription's and the payment's row locks; a webhook is applied once per event id; a refund
 * is written before Razorpay is called and carries its idempotency key on every try.
 */

export type PaymentOrderRequest = z.output<typeof PaymentOrderInputSchema>;

/** Where problems the caller cannot see are reported (Fastify's logger in the app). */
export interface PaymentLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

const silentLog: PaymentLog = { info() {}, warn() {}, error() {} };

/** Statuses of a payment that took money (payments_one_paid_key). */
const PAID_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const;
/** Statuses of an order the learner may still pay (payments_one_open_key). */
const OPEN_STATUSES = ['created', 'failed'] as const;

/** The payment settings, or the 404 every payment route answers without them. */
export function requirePayments(config: AppConfig): PaymentsConfig {
  if (!config.payments) throw new DomainError('not_found', MESSAGES.payments.notEnabled);
  return config.payments;
}

const mySubscriptionsUrl = (publicUrl: string) => `${publicUrl}${pagePath('mySubscriptions')}`;

// ---------------------------------------------------------------------------------------------
// Quote and order

interface PricedSubscription {
  subscription: typeof subscriptions.$inferSelect;
  open: PaymentRow | undefined;
  listAmount: number;
  couponId: string | null;
  code: string | null;
  discount: number;
  amount: number;
}

/** The learner's own pending, priced subscription and its open order, or the refusal. */
async function priceSubscription(
  db: DbOrTx,
  user: UserRow,
  input: PaymentOrderRequest,
  lock = false,
): Promise<PricedSubscription> {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, input.subscription_id), eq(subscriptions.userId, user.id)));
  // A registered business's place of supply is the state of its GSTIN (its first two digits).
  if (input.gstin !== undefined && input.gstin.slice(0, 2) !== input.state_code) {
    throw new DomainError('invalid', MESSAGES.payments.gstinStateMismatch, undefined, { field: 'gstin' });
  }
  const [subscription] = lock ? await query.for('update') : await query;
  if (!subscription) throw new DomainError('not_found', MESSAGES.payments.subscriptionNotFound);
  const mine = await db.select().from(payments).where(eq(payments.subscriptionId, subscription.id));
  if (mine.some((p) => (PAID_STATUSES as readonly string[]).includes(p.status))) {
    throw new DomainError('conflict', MESSAGES.payments.alreadyPaid);
  }
  if (subscription.status !== 'pending') throw new DomainError('conflict', MESSAGES.payments.notPending);
  if (subscription.offerPrice === 0) throw new DomainError('conflict', MESSAGES.payments.free);
  const open = mine.find((p) => (OPEN_STATUSES as readonly string[]).includes(p.status));
  const listAmount = subscription.offerPrice * 100;
  const price = await priceWithCoupon(db, {
    code: input.coupon,
    userId: user.id,
    resourceId: subscription.resourceId,
    listAmount,
    ...(open ? { ownPaymentId: open.id } : {}),
  });
  return { subscription, open, listAmount, ...price };
}

/** The price a learner would pay, with the coupon and the GST split, before any order exists. */
export async function quotePayment(
  db: Database,
  config: AppConfig,
  user: UserRow,
  input: PaymentOrderRequest,
): Promise<PaymentQuote> {
  const business = requirePayments(config).business;
  const priced = await priceSubscription(db, user, input);
  const split = splitGst(priced.amount, input.state_code === business.stateCode);
  return {
    list_amount: priced.listAmount,
    discount: priced.discount,
    amount: priced.amount,
    coupon: priced.code,
    taxable_value: split.taxableValue,
    cgst: split.cgst,
    sgst: split.sgst,
    igst: split.igst,
    total: split.total,
  };
}

export interface PaymentOrderAnswer {
  order_id: string;
  amount: number;
  currency: 'INR';
  key_id: string;
}

const orderAnswer = (payment: PaymentRow, keyId: string): PaymentOrderAnswer => ({
  order_id: payment.razorpayOrderId,
  amount: payment.amount,
  currency: 'INR',
  key_id: keyId,
});

/** The same order terms: a repeated /order call gets the open order back. */
function sameTerms(
  open: PaymentRow,
  input: PaymentOrderRequest,
  price: { amount: number; couponId: string | null },
) {
  return (
    open.amount === price.amount &&
    open.couponId === price.couponId &&
    open.stateCode === input.state_code &&
    (open.gstin ?? undefined) === input.gstin
  );
}

/** Turns a gateway failure into the 503 the learner reads; other errors pass. */
function gatewayError(error: unknown): unknown {
  return error instanceof RazorpayError
    ? new DomainError('unavailable', MESSAGES.payments.gatewayFailed)
    : error;
}

/**
 * One open Razorpay order per subscription: the open one when its terms (amount, state, GSTIN,
 * coupon) are the same, else a new one that supersedes it and gives its coupon use back. The
 * Razorpay order is created outside any transaction (a network call must not hold row locks);
 * the payment row and the coupon use are then written in one transaction that holds the
 * subscription's lock, so concurrent calls queue, and a loser returns the winner's order (its own
 * Razorpay order stays unpaid and unused: nobody is ever given its id).
 */
export async function createPaymentOrder(
  db: Database,
  razorpay: RazorpayClient,
  config: AppConfig,
  user: UserRow,
  input: PaymentOrderRequest,
): Promise<PaymentOrderAnswer> {
  requirePayments(config);
  const priced = await priceSubscription(db, user, input);
  if (priced.open && sameTerms(priced.open, input, priced)) return orderAnswer(priced.open, razorpay.keyId);

  let order: Awaited<ReturnType<RazorpayClient['createOrder']>>;
  try {
    order = await razorpay.createOrder({
      amount: priced.amount,
      receipt: priced.subscription.id,
      notes: { subscription_id: priced.subscription.id, user_id: user.id },
    });
  } catch (error) {
    throw gatewayError(error);
  }

  try {
    return await db.transaction(async (tx) => {
      // Under the subscription's lock: re-read everything the decision rests on.
      const current = await priceSubscription(tx, user, input, true);
      if (current.open && sameTerms(current.open, input, current)) {
        return orderAnswer(current.open, razorpay.keyId);
      }
      if (current.open) {
        await tx.update(payments).set({ status: 'superseded' }).where(eq(payments.id, current.open.id));
        await releaseCoupon(tx, current.open.id);
      }
      const [created] = await tx
        .insert(payments)
        .values({
          subscriptionId: current.subscription.id,
          userId: user.id,
          userName: user.name,
          userEmail: user.email,
          resourceTitle: current.subscription.resourceTitle,
          razorpayOrderId: order.id,
          listAmount: current.listAmount,
          discount: current.discount,
          amount: current.amount,
          couponId: current.couponId,
          couponCode: current.code,
          stateCode: input.state_code,
          gstin: input.gstin ?? null,
        })
        .returning();
      if (current.couponId) {
        await redeemCoupon(tx, { couponId: current.couponId, userId: user.id, paymentId: created!.id });
      }
      return orderAnswer(created!, razorpay.keyId);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Not expected under the subscription lock; if it happens, the winner's order is the answer.
    const [winner] = await db
      .select()
      .from(payments)
      .where(
        and(eq(payments.subscriptionId, input.subscription_id), inArray(payments.status, [...OPEN_STATUSES])),
      );
    if (!winner) throw error;
    return orderAnswer(winner, razorpay.keyId);
  }
}

// ---------------------------------------------------------------------------------------------
// The one activation path

/**
 * Adds to the money totals (payment_totals, one row) in the caller's transaction. An upsert, so a
 * database whose row went missing (a restore, a truncated test database) counts from zero.
 */
async function addToTotals(tx: Tx, amounts: { collected?: number; refunded?: number }): Promise<void> {
  const collected = amounts.collected ?? 0;
  const refunded = amounts.refunded ?? 0;
  await tx
    .insert(paymentTotals)
    .values({ id: 1, collected, refunded })
    .onConflictDoUpdate({
      target: paymentTotals.id,
      set: {
        collected: sql`${paymentTotals.collected} + ${collected}`,
        refunded: sql`${paymentTotals.refunded} + ${refunded}`,
      },
    });
}

export interface MarkPaidInput {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  /** Razorpay's method; null when it is not known (yet). */
  method: string | null;
}

export type MarkPaidOutcome =
  /** This call took the money into the books: activation, invoice, receipt. */
  | { kind: 'paid'; payment: PaymentRow }
  /** It was already paid: nothing changed (a method still unknown may have been filled in). */
  | { kind: 'already_paid'; payment: PaymentRow }
  /** Another payment of the subscription had already taken money: this one must be refunded. */
  | { kind: 'paid_twice'; payment: PaymentRow }
  | { kind: 'unknown_order' };

const knownMethod = (method: string | null): PaymentMethod | null =>
  (PAYMENT_METHODS as readonly string[]).includes(method ?? '') ? (method as PaymentMethod) : null;

/**
 * Marks an order paid, in the caller's transaction: the single activation path of /verify,
 * payment.captured and order.paid. The subscription's row lock, then the payment's, serialise
 * every caller, so whichever arrives first activates, invoices, counts and mails, and the rest
 * find it paid and change nothing.
 */
async function markPaidInTx(
  tx: Tx,
  config: AppConfig,
  input: MarkPaidInput,
  log: PaymentLog,
): Promise<MarkPaidOutcome> {
  const supplier = requirePayments(config).business;
  const [found] = await tx
    .select({ id: payments.id, subscriptionId: payments.subscriptionId })
    .from(payments)
    .where(eq(payments.razorpayOrderId, input.razorpayOrderId));
  if (!found) return { kind: 'unknown_order' };
  // Always the subscription first, then the payment: the order and refund paths lock the same way.
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, found.subscriptionId))
    .for('update');
  const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
  if (!payment || !subscription) return { kind: 'unknown_order' };
  const method = knownMethod(input.method);

  if ((PAID_STATUSES as readonly string[]).includes(payment.status) || payment.razorpayPaymentId !== null) {
    if (payment.method === null && method !== null) {
      const [updated] = await tx
        .update(payments)
        .set({ method })
        .where(eq(payments.id, payment.id))
        .returning();
      return { kind: 'already_paid', payment: updated! };
    }
    return { kind: 'already_paid', payment };
  }

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
  if (otherPaid) {
    // Two tabs paid two orders of one subscription. Only one payment may take a subscription's
    // money (payments_one_paid_key): this one keeps its status, records the capture and is
    // flagged for an admin to refund (ADR 029).
    const reason = `Paid twice: payment ${otherPaid.id} already paid this subscription. Refund ${input.razorpayPaymentId}.`;
    const [flagged] = await tx
      .update(payments)
      .set({ razorpayPaymentId: input.razorpayPaymentId, method, paidAt: sql`now()`, failureReason: reason })
      .where(eq(payments.id, payment.id))
      .returning();
    await recordAudit(
      tx,
      null,
      'payment.paid_twice',
      payment.id,
      { status: payment.status },
      {
        razorpay_payment_id: input.razorpayPaymentId,
        refund_due: payment.amount,
        paid_payment_id: otherPaid.id,
      },
    );
    log.error({ paymentId: payment.id, razorpayPaymentId: input.razorpayPaymentId }, reason);
    return { kind: 'paid_twice', payment: flagged! };
  }

  const [paid] = await tx
    .update(payments)
    .set({
      status: 'paid',
      method,
      razorpayPaymentId: input.razorpayPaymentId,
      paidAt: sql`now()`,
      failureReason: null,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  // A later order of the same subscription can no longer be paid: supersede it.
  const others = await tx
    .update(payments)
    .set({ status: 'superseded' })
    .where(
      and(
        eq(payments.subscriptionId, payment.subscriptionId),
        ne(payments.id, payment.id),
        inArray(payments.status, [...OPEN_STATUSES]),
      ),
    )
    .returning({ id: payments.id });
  for (const other of others) await releaseCoupon(tx, other.id);
  if (payment.status === 'superseded' && paid!.couponId && paid!.userId) {
    await retakeCoupon(tx, paid!, log);
  }

  await activateSubscription(tx, subscription, log);
  const invoice = await issueInvoice(tx, supplier, paid!);
  await tx
    .update(subscriptions)
    .set({ invoiceNumber: invoice.number })
    .where(eq(subscriptions.id, paid!.subscriptionId));
  await addToTotals(tx, { collected: paid!.amount });
  await enqueueMail(
    tx,
    paid!.userEmail,
    paymentReceiptMail({
      name: paid!.userName,
      title: paid!.resourceTitle,
      amount: paid!.amount,
      invoiceNumber: invoice.number,
      split: invoice,
      link: mySubscriptionsUrl(config.publicUrl),
    }),
  );
  await recordAudit(
    tx,
    null,
    'payment.paid',
    paid!.id,
    { status: payment.status },
    {
      status: 'paid',
      amount: paid!.amount,
      method,
      razorpay_payment_id: input.razorpayPaymentId,
      invoice: invoice.number,
    },
  );
  return { kind: 'paid', payment: paid! };
}

/**
 * A superseded order gave its coupon use back; paid after all, it holds one again. In a savepoint:
 * a coupon used up since, or used by the learner elsewhere, cannot undo a payment already taken,
 * so that is logged and the payment keeps its price.
 */
async function retakeCoupon(tx: Tx, payment: PaymentRow, log: PaymentLog): Promise<void> {
  try {
    await tx.transaction((savepoint) =>
      redeemCoupon(savepoint, {
        couponId: payment.couponId!,
        userId: payment.userId!,
        paymentId: payment.id,
      }),
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    log.warn(
      { paymentId: payment.id, couponId: payment.couponId },
      `coupon not taken again: ${error.message}`,
    );
  }
}

/**
 * Money was taken, so the subscription becomes active, as an admin's approval makes it (drip
 * clock, unlock mails): a pending one, and a rejected one too (audited). If the learner has since
 * taken another current subscription to the same resource, the rejected one cannot become current
 * (subscriptions_one_current_key): it stays rejected, and the log says so.
 */
async function activateSubscription(
  tx: Tx,
  subscription: typeof subscriptions.$inferSelect,
  log: PaymentLog,
): Promise<void> {
  if (subscription.status === 'active') return;
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(subscriptions)
        .set({ status: 'active', updatedOn: sql`now()`, activatedAt: sql`now()` })
        .where(eq(subscriptions.id, subscription.id));
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    log.error(
      { subscriptionId: subscription.id },
      'a paid subscription could not become active: the learner holds another current one',
    );
    return;
  }
  if (subscription.resourceType === 'program' && subscription.userId) {
    await scheduleUnlockMails(tx, subscription.userId, subscription.resourceId);
  }
  if (subscription.status === 'rejected') {
    await recordAudit(
      tx,
      null,
      'subscription.approve',
      subscription.id,
      { status: 'rejected' },
      { status: 'active', reason: 'paid online' },
    );
  }
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

// ---------------------------------------------------------------------------------------------
// Checkout's verification

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
  input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
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

  let method: string | null = null;
  try {
    const remote = await razorpay.fetchPayment(input.razorpay_payment_id);
    if (remote.order_id !== input.razorpay_order_id || remote.amount !== payment.amount) {
      throw new DomainError('invalid', MESSAGES.payments.badSignature);
    }
    if (remote.status !== 'captured' && remote.status !== 'refunded') {
      throw new DomainError('conflict', MESSAGES.payments.paymentNotCaptured);
    }
    method = remote.method;
  } catch (error) {
    if (!(error instanceof RazorpayError)) throw error;
    if (error.kind === 'rejected') throw new DomainError('invalid', MESSAGES.payments.badSignature);
    log.warn(
      { orderId: input.razorpay_order_id, error: error.message },
      'Razorpay unreachable at /verify: the payment is accepted on its signature',
    );
  }
  const outcome = await markPaymentPaid(
    db,
    config,
    { razorpayOrderId: input.razorpay_order_id, razorpayPaymentId: input.razorpay_payment_id, method },
    log,
  );
  if (outcome.kind === 'unknown_order') throw new DomainError('not_found', MESSAGES.payments.orderNotFound);
  return outcome.payment;
}

// ---------------------------------------------------------------------------------------------
// Webhooks

interface WebhookBody {
  event?: unknown;
  payload?: {
    payment?: {
      entity?: { id?: unknown; order_id?: unknown; method?: unknown; error_description?: unknown };
    };
    order?: { entity?: { id?: unknown } };
    refund?: { entity?: { id?: unknown; payment_id?: unknown; notes?: unknown } };
  };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;

export type WebhookOutcome = 'replayed' | 'ignored' | 'unknown' | 'applied';

/**
 * A Razorpay webhook (the source of truth when the browser never comes back). The signature is
 * checked over the raw bytes and the event id is required (400 otherwise); the event id's row is
 * the first write of the event's transaction, so a replay, or the same event twice at once,
 * changes nothing. Events for orders that are not ours are acknowledged (Razorpay would retry
 * anything else) and logged.
 */
export async function handleWebhook(
  db: Database,
  config: AppConfig,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  log: PaymentLog = silentLog,
): Promise<WebhookOutcome> {
  const settings = requirePayments(config);
  if (!isValidWebhookSignature(rawBody, headers['x-razorpay-signature'], settings.webhookSecret)) {
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
  const event = text(body.event) ?? 'unknown';

  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ eventId, event })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return 'replayed';
    const entity = body.payload?.payment?.entity;
    switch (event) {
      case 'payment.captured':
      case 'order.paid': {
        const orderId = text(entity?.order_id) ?? text(body.payload?.order?.entity?.id);
        const paymentId = text(entity?.id);
        if (!orderId || !paymentId) return 'ignored';
        const outcome = await markPaidInTx(
          tx,
          config,
          { razorpayOrderId: orderId, razorpayPaymentId: paymentId, method: text(entity?.method) ?? null },
          log,
        );
        if (outcome.kind === 'unknown_order') {
          log.warn({ eventId, event, orderId }, 'Razorpay webhook for an order that is not ours');
          return 'unknown';
        }
        return 'applied';
      }
      case 'payment.failed': {
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
      case 'refund.processed': {
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
      default:
        return 'ignored';
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Refunds

/** A refund is retried by a job this long after it was asked for, then with graphile-worker's backoff. */
export const REFUND_RETRY_DELAY_MS = 60_000;

/**
 * Finishes a pending refund that Razorpay processed, in the caller's transaction (a no-op for one
 * already finished): the refund, the payment's refunded amount and status, the totals, a credit
 * note against the invoice, the mail; a full refund also ends the subscription (audited).
 */
async function finishRefundInTx(
  tx: Tx,
  config: AppConfig,
  refundId: string,
  razorpayRefundId: string,
): Promise<void> {
  const [pending] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (pending?.status !== 'pending') return;
  const [owner] = await tx
    .select({ subscriptionId: payments.subscriptionId })
    .from(payments)
    .where(eq(payments.id, pending.paymentId));
  // Subscription, then payment, then refund: the activation path's order.
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
  if (!refund || !payment || !subscription) return;
  const refunded = payment.refunded + refund.amount;
  const full = refunded >= payment.amount;
  // A second payment of a paid subscription (ADR 029: paid twice) was never invoiced or counted:
  // its refund only gives the money back. It keeps its status (one paid payment per subscription).
  const twice = payment.status === 'superseded';
  await tx
    .update(payments)
    .set(twice ? { refunded } : { refunded, status: full ? 'refunded' : 'partially_refunded' })
    .where(eq(payments.id, payment.id));
  let documents: { creditNote: string; invoice: string } | null = null;
  if (!twice) {
    await addToTotals(tx, { refunded: refund.amount });
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.paymentId, payment.id), eq(invoices.kind, 'invoice')));
    if (!invoice) throw new Error(`payment ${payment.id} was paid without a tax invoice`);
    const creditNote = await issueCreditNote(tx, invoice, refund);
    documents = { creditNote: creditNote.number, invoice: invoice.number };
  }
  if (!twice && full && subscription.status !== 'rejected') {
    // The money is back, so the access ends: as an admin's rejection does.
    await tx
      .update(subscriptions)
      .set({ status: 'rejected', updatedOn: sql`now()`, activatedAt: null })
      .where(eq(subscriptions.id, subscription.id));
    await recordAudit(
      tx,
      null,
      'subscription.reject',
      subscription.id,
      { status: subscription.status },
      { status: 'rejected', reason: 'payment refunded in full' },
    );
  }
  await enqueueMail(
    tx,
    payment.userEmail,
    refundProcessedMail({
      name: payment.userName,
      title: payment.resourceTitle,
      amount: refund.amount,
      documents,
      ended: !twice && full,
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
      refunded,
      status: twice ? payment.status : full ? 'refunded' : 'partially_refunded',
      refund_id: refund.id,
      razorpay_refund_id: razorpayRefundId,
      credit_note: documents?.creditNote ?? null,
    },
  );
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
  const { refund, payment } = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!locked) throw new DomainError('not_found', MESSAGES.payments.orderNotFound);
    // A paid-twice payment (superseded, yet captured) can be refunded too: that is what it awaits.
    const paidTwice = locked.status === 'superseded' && locked.razorpayPaymentId !== null;
    if (locked.status !== 'paid' && locked.status !== 'partially_refunded' && !paidTwice) {
      throw new DomainError('conflict', MESSAGES.payments.refundNotPaid);
    }
    const [held] = await tx
      .select({ pending: sql<number>`coalesce(sum(${refunds.amount}), 0)::bigint` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'pending')));
    const left = locked.amount - locked.refunded - Number(held?.pending ?? 0);
    if (input.amount > left) throw new DomainError('conflict', MESSAGES.payments.refundTooLarge);
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
  });
  const attempt = await attemptRefund(db, razorpay, config, refund, payment.razorpayPaymentId!, log);
  if (typeof attempt === 'object') throw new DomainError('conflict', attempt.rejected);
  return (await findPaymentWithDocuments(db, paymentId))!;
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

// ---------------------------------------------------------------------------------------------
// Lists

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
