import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, subscriptions } from '../../db/schema.ts';
import { sharedTestDatabase } from '../../test/database.ts';
import { createPaidPayment, TEST_SUPPLIER } from '../../test/payment-factories.ts';
import { invoicePayment } from './invoice-payment.ts';

const { db } = await sharedTestDatabase();

describe('invoicePayment', () => {
  it("issues the payment's tax invoice and writes its number on the subscription", async () => {
    const paid = await createPaidPayment(db, { amount: 885_000 });

    const invoice = await db.transaction((tx) => invoicePayment(tx, TEST_SUPPLIER, paid));

    expect(invoice).toMatchObject({ kind: 'invoice', paymentId: paid.id, total: 885_000 });
    expect(invoice.number).toMatch(/^FT\/\d{2}-\d{2}\/000001$/);
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, paid.subscriptionId));
    expect(subscription!.invoiceNumber).toBe(invoice.number);
    expect(await db.select().from(invoices)).toHaveLength(1);
  });
});
