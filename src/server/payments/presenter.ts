import type { AdminPayment, InvoiceSummary, Payment } from '@contract/payment.ts';
import type { PaymentWithDocuments } from './lists.ts';

function presentInvoice(invoice: NonNullable<PaymentWithDocuments['invoice']>): InvoiceSummary {
  return {
    number: invoice.number,
    kind: invoice.kind,
    issued_at: invoice.issuedAt.toISOString(),
    taxable_value: invoice.taxableValue,
    cgst: invoice.cgst,
    sgst: invoice.sgst,
    igst: invoice.igst,
    total: invoice.total,
  };
}

/** A payment as its learner sees it (GET /api/payment/all): amounts in paise. */
export function presentPayment(row: PaymentWithDocuments): Payment {
  const p = row.payment;
  return {
    _id: p.id,
    subscription_id: p.subscriptionId,
    amount: p.amount,
    status: p.status,
    method: p.method,
    invoice: row.invoice ? presentInvoice(row.invoice) : null,
    resource_title: p.resourceTitle,
    discount: p.discount,
    coupon: p.couponCode,
    refunded: p.refunded,
    refunds: row.refunds.map((r) => ({
      _id: r.id,
      amount: r.amount,
      reason: r.reason,
      status: r.status,
      created_on: r.createdOn.toISOString(),
      credit_note: r.creditNote,
    })),
    razorpay_order_id: p.razorpayOrderId,
    razorpay_payment_id: p.razorpayPaymentId,
    created_on: p.createdOn.toISOString(),
    paid_at: p.paidAt?.toISOString() ?? null,
  };
}

/** A payment in the admin list: the learner's name and e-mail too, and why it waits for an admin. */
export function presentAdminPayment(row: PaymentWithDocuments): AdminPayment {
  return {
    ...presentPayment(row),
    user_name: row.payment.userName,
    user_email: row.payment.userEmail,
    flag: row.payment.flag,
    flag_note: row.payment.flagNote,
    terms_version: row.payment.termsVersion,
    refund_policy_version: row.payment.refundPolicyVersion,
  };
}
