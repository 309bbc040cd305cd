import type { CouponKind, PaymentFlag, PaymentMethod, PaymentStatus } from './vocabulary.ts';

/** How the screens name Razorpay's payment methods (docs/product.md §13.6). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Netbanking',
  wallet: 'Wallet',
  emi: 'EMI',
  paylater: 'Pay later',
};

/** How the screens name a payment's status. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  created: 'Awaiting payment',
  superseded: 'Superseded',
  failed: 'Failed',
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** How the admin's payments list names why a payment waits for an admin (ADR 055). */
export const PAYMENT_FLAG_LABELS: Record<PaymentFlag, string> = {
  paid_twice: 'Paid twice: refund',
  coupon_lost: 'Coupon no longer available: refund',
  amount_mismatch: 'Amount mismatch: check in Razorpay',
};

/** How the coupon form names the kinds. */
export const COUPON_KIND_LABELS: Record<CouponKind, string> = {
  percent: 'Percentage',
  fixed: 'Fixed amount',
};
