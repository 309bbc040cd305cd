import { MESSAGES } from '@contract/messages.ts';
import { and, eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../accounts/index.ts';
import type { AppConfig } from '../config.ts';
import type { Database, DbOrTx, Tx } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { payments } from '../db/schema.ts';
import { legalVersionsInEffect } from '../legal/index.ts';
import { DomainError } from '../shared/errors.ts';
import { buyerColumns, requireBuyerDetails, sameBuyer } from './buyer.ts';
import { redeemCoupon } from './coupons.ts';
import type { PaymentRow } from './invoices.ts';
import { type PaymentOrderRequest, type PricedSubscription, priceSubscription } from './quote.ts';
import { type RazorpayClient, RazorpayError, type RazorpayOrder } from './razorpay.ts';
import { requirePayments } from './settings.ts';
import { OPEN_STATUSES } from './statuses.ts';

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

/**
 * The same order terms: a repeated /order call gets the open order back. The buyer's details for
 * the invoice are terms too (ADR 056): other ones make a new order.
 */
export function sameTerms(
  open: Parameters<typeof sameBuyer>[0] & Pick<PaymentRow, 'amount' | 'couponId' | 'stateCode' | 'gstin'>,
  input: Parameters<typeof sameBuyer>[1] & Pick<PaymentOrderRequest, 'state_code' | 'gstin'>,
  price: { amount: number; couponId: string | null },
) {
  return (
    open.amount === price.amount &&
    open.couponId === price.couponId &&
    open.stateCode === input.state_code &&
    (open.gstin ?? undefined) === input.gstin &&
    sameBuyer(open, input)
  );
}

/**
 * One open Razorpay order per subscription: the open one when its terms (amount, state, GSTIN,
 * coupon) are the same, else a new one that supersedes it. The superseded order keeps its coupon
 * use: Razorpay can still take a payment for it (ADR 055). The
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
  // The checkout's required box (docs/product.md §19): no order without agreement to the terms.
  if (input.accept_terms !== true) {
    throw new DomainError('invalid', MESSAGES.legal.acceptTermsRequired, undefined, {
      field: 'accept_terms',
    });
  }
  const priced = await priceSubscription(db, user, input);
  requireBuyerDetails(config, input, priced.amount);
  if (priced.open && sameTerms(priced.open, input, priced)) {
    const open = priced.open;
    await recordAgreement(db, open, await legalVersionsInEffect(db));
    return orderAnswer(open, razorpay.keyId);
  }
  const order = await createRazorpayOrder(razorpay, user, priced);
  try {
    return await db.transaction((tx) => writeOrder(tx, razorpay.keyId, user, input, order));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Not expected under the subscription lock; if it happens, the winner's order is the answer.
    const winner = await openOrder(db, input.subscription_id);
    if (!winner) throw error;
    return orderAnswer(winner, razorpay.keyId);
  }
}

/** Asks Razorpay for an order of the price; a gateway failure is the 503 the learner reads. */
async function createRazorpayOrder(
  razorpay: RazorpayClient,
  user: UserRow,
  priced: PricedSubscription,
): Promise<RazorpayOrder> {
  try {
    return await razorpay.createOrder({
      amount: priced.amount,
      receipt: priced.subscription.id,
      notes: { subscription_id: priced.subscription.id, user_id: user.id },
    });
  } catch (error) {
    throw error instanceof RazorpayError
      ? new DomainError('unavailable', MESSAGES.payments.gatewayFailed)
      : error;
  }
}

/**
 * Writes the order under the subscription's lock, re-reading everything the decision rests on: an
 * open order of the same terms written meanwhile is the answer; one of other terms is superseded,
 * its coupon use still held (ADR 055).
 */
async function writeOrder(
  tx: Tx,
  keyId: string,
  user: UserRow,
  input: PaymentOrderRequest,
  order: RazorpayOrder,
): Promise<PaymentOrderAnswer> {
  const current = await priceSubscription(tx, user, input, true);
  const agreed = await legalVersionsInEffect(tx);
  if (current.open && sameTerms(current.open, input, current)) {
    await recordAgreement(tx, current.open, agreed);
    return orderAnswer(current.open, keyId);
  }
  if (current.open) {
    await tx.update(payments).set({ status: 'superseded' }).where(eq(payments.id, current.open.id));
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
      ...buyerColumns(input),
      termsVersion: agreed.terms,
      refundPolicyVersion: agreed.refund,
    })
    .returning();
  if (current.couponId) {
    await redeemCoupon(tx, { couponId: current.couponId, userId: user.id, paymentId: created!.id });
  }
  return orderAnswer(created!, keyId);
}

/**
 * An open order given again keeps the versions the learner has just agreed to: the ones in effect
 * now, when the Terms or the Refund Policy changed since the order was first made.
 */
async function recordAgreement(
  tx: DbOrTx,
  open: PaymentRow,
  agreed: { terms: number | null; refund: number | null },
): Promise<void> {
  if (open.termsVersion === agreed.terms && open.refundPolicyVersion === agreed.refund) return;
  await tx
    .update(payments)
    .set({ termsVersion: agreed.terms, refundPolicyVersion: agreed.refund })
    .where(eq(payments.id, open.id));
}

async function openOrder(db: Database, subscriptionId: string): Promise<PaymentRow | undefined> {
  const [open] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), inArray(payments.status, [...OPEN_STATUSES])));
  return open;
}
