import type { Subscription, SubscriptionPayment } from '@contract/subscription.ts';
import type { PaidPaymentJson, SubscriptionWithResource } from './lifecycle.ts';

export function presentSubscription(row: SubscriptionWithResource): Subscription {
  const s = row.subscription;
  return {
    _id: s.id,
    user_name: s.userName,
    user_email: s.userEmail,
    resource_type: s.resourceType,
    resource_id: s.resourceId,
    offer_price: s.offerPrice,
    status: s.status,
    created_on: s.createdOn.toISOString(),
    invoice_number: s.invoiceNumber,
    resource: {
      title: row.title,
      image_path: row.imagePath,
      // A deleted resource's type is unknown; its price tells FREE from PAID.
      offering_type: row.offeringType ?? (s.offerPrice === 0 ? 'FREE' : 'PAID'),
      exists: row.offeringType !== null,
    },
    payment: row.payment ? presentPayment(row.payment) : null,
    batch: s.batchId ? { _id: s.batchId, name: row.batchName ?? '' } : null,
  };
}

/** json timestamps are PostgreSQL's text ('2026-11-26T10:00:00.123+00:00'): ISO like every other date. */
function presentPayment(payment: PaidPaymentJson): SubscriptionPayment {
  const iso = (text: string) => new Date(text).toISOString();
  return {
    amount: Number(payment.amount),
    refunded: Number(payment.refunded),
    paid_at: payment.paid_at ? iso(payment.paid_at) : null,
    refunds: payment.refunds.map((refund) => ({
      amount: Number(refund.amount),
      processed_on: iso(refund.processed_on),
      credit_note: refund.credit_note,
    })),
  };
}
