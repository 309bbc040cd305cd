import type { PaymentFlag, PaymentMethod } from '@contract/vocabulary.ts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { recordAudit } from '../../shared/audit.ts';
import type { PaymentRow } from '../invoices.ts';
import type { PaymentLog } from '../log.ts';

/**
 * The columns that flag a payment for an admin (ADR 055): the reason, and its note added on a new
 * line to any earlier one, so a second problem never hides the first. `keepEarlier`: a reason that
 * only asks for a look (an amount mismatch) leaves an earlier one that asks for a refund in place.
 */
export function flagColumns(flag: PaymentFlag, note: string, options: { keepEarlier?: boolean } = {}) {
  return {
    flag: options.keepEarlier ? sql`coalesce(${payments.flag}, ${flag})` : flag,
    flagNote: sql`case when ${payments.flagNote} is null then ${note} else ${payments.flagNote} || E'\\n' || ${note} end`,
  };
}

/** Money Razorpay took that must not fulfil the order, and why. */
export interface TakenPayment {
  flag: Extract<PaymentFlag, 'paid_twice' | 'coupon_lost'>;
  /** What the admin who refunds it reads (also the payment's failure_reason and the log line). */
  note: string;
  razorpayPaymentId: string;
  method: PaymentMethod | null;
  /** The order can take no other payment: it is superseded (a coupon that could not be kept). */
  supersede: boolean;
  /** The audit row's details beyond the Razorpay payment id and the refund due. */
  audit: Record<string, unknown>;
}

/**
 * Records a capture that activates and invoices nothing (ADR 029, 055): the payment keeps the
 * capture (its Razorpay id, method and time) and the flag for an admin to refund it, in the
 * admin's list, the audit log (`payment.<flag>`) and the log.
 */
export async function flagTakenPayment(
  tx: Tx,
  payment: PaymentRow,
  taken: TakenPayment,
  log: PaymentLog,
): Promise<PaymentRow> {
  const [flagged] = await tx
    .update(payments)
    .set({
      ...(taken.supersede ? { status: 'superseded' as const } : {}),
      razorpayPaymentId: taken.razorpayPaymentId,
      method: taken.method,
      paidAt: sql`now()`,
      failureReason: taken.note,
      ...flagColumns(taken.flag, taken.note),
    })
    .where(eq(payments.id, payment.id))
    .returning();
  await recordAudit(
    tx,
    null,
    `payment.${taken.flag}`,
    payment.id,
    { status: payment.status },
    { razorpay_payment_id: taken.razorpayPaymentId, refund_due: payment.amount, ...taken.audit },
  );
  log.error({ paymentId: payment.id, razorpayPaymentId: taken.razorpayPaymentId }, taken.note);
  return flagged!;
}
