import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../db/schema.ts';
import { sharedTestDatabase } from '../../test/database.ts';
import { createOpenPayment } from '../../test/payment-factories.ts';
import { lockOrder } from './lock-order.ts';

const { db } = await sharedTestDatabase();

/** Whether another transaction could lock the row now (NOWAIT: a held lock fails at once). */
async function lockable(table: typeof payments | typeof subscriptions, id: string): Promise<boolean> {
  try {
    await db.transaction((tx) =>
      tx.select().from(table).where(eq(table.id, id)).for('update', { noWait: true }),
    );
    return true;
  } catch {
    return false;
  }
}

describe('lockOrder', () => {
  it('answers nothing for an order that is not ours', async () => {
    await db.transaction(async (tx) => {
      expect(await lockOrder(tx, 'order_notours')).toBeUndefined();
    });
  });

  it("returns the order's payment and subscription, and holds both rows until the commit", async () => {
    const payment = await createOpenPayment(db);

    await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, payment.razorpayOrderId);
      expect(locked?.payment).toEqual(payment);
      expect(locked?.subscription.id).toBe(payment.subscriptionId);
      expect(await lockable(subscriptions, payment.subscriptionId)).toBe(false);
      expect(await lockable(payments, payment.id)).toBe(false);
    });

    expect(await lockable(subscriptions, payment.subscriptionId)).toBe(true);
    expect(await lockable(payments, payment.id)).toBe(true);
  });
});
