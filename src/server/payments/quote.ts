import { MESSAGES } from '@contract/messages.ts';
import type { PaymentOrderInputSchema, PaymentQuote } from '@contract/payment.ts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../accounts/index.ts';
import type { AppConfig } from '../config.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { payments, subscriptions } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import { priceWithCoupon } from './coupons.ts';
import { splitGst } from './gst.ts';
import type { PaymentRow } from './invoices.ts';
import { requirePayments } from './settings.ts';
import { isOpenStatus, isPaidStatus } from './statuses.ts';

export type PaymentOrderRequest = z.output<typeof PaymentOrderInputSchema>;

export interface PricedSubscription {
  subscription: typeof subscriptions.$inferSelect;
  open: PaymentRow | undefined;
  listAmount: number;
  couponId: string | null;
  code: string | null;
  discount: number;
  amount: number;
}

/**
 * The learner's own pending, priced subscription and its open order, or the refusal. `lock`: take
 * the subscription's row lock (the order's transaction).
 */
export async function priceSubscription(
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
  if (mine.some((p) => isPaidStatus(p.status))) {
    throw new DomainError('conflict', MESSAGES.payments.alreadyPaid);
  }
  if (subscription.status !== 'pending') throw new DomainError('conflict', MESSAGES.payments.notPending);
  if (subscription.offerPrice === 0) throw new DomainError('conflict', MESSAGES.payments.free);
  const open = mine.find((p) => isOpenStatus(p.status));
  const listAmount = subscription.offerPrice * 100;
  const price = await priceWithCoupon(db, {
    code: input.coupon,
    userId: user.id,
    resourceId: subscription.resourceId,
    listAmount,
    subscriptionId: subscription.id,
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
