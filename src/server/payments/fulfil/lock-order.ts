import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments, subscriptions } from '../../db/schema.ts';
import type { PaymentRow } from '../invoices.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A Razorpay order of ours, its payment row and subscription both locked until the commit. */
export interface LockedOrder {
  subscription: SubscriptionRow;
  payment: PaymentRow;
}

/**
 * Locks the subscription, then the payment, of a Razorpay order: undefined when the order is not
 * ours. Always in that order: the order and refund paths lock the same way, so they queue behind
 * each other instead of deadlocking, and every caller of one order is served one at a time.
 */
export async function lockOrder(tx: Tx, razorpayOrderId: string): Promise<LockedOrder | undefined> {
  const [found] = await tx
    .select({ id: payments.id, subscriptionId: payments.subscriptionId })
    .from(payments)
    .where(eq(payments.razorpayOrderId, razorpayOrderId));
  if (!found) return undefined;
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, found.subscriptionId))
    .for('update');
  const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
  if (!payment || !subscription) return undefined;
  return { subscription, payment };
}
