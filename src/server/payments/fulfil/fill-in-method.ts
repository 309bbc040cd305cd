import type { PaymentMethod } from '@contract/vocabulary.ts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import type { PaymentRow } from '../invoices.ts';

/**
 * An already captured payment learns its method from a later caller (accepted on its signature at
 * /verify while Razorpay was unreachable, then payment.captured says how it was paid). Nothing else
 * about it changes; with no method to fill in, nothing is written.
 */
export async function fillInMethod(
  tx: Tx,
  payment: PaymentRow,
  method: PaymentMethod | null,
): Promise<PaymentRow> {
  if (method === null) return payment;
  const [updated] = await tx.update(payments).set({ method }).where(eq(payments.id, payment.id)).returning();
  return updated!;
}
