// What other parts of the server may use from the payments area (ADR 046, docs/architecture.md).

export { type InvoiceFile, invoiceFilesOf } from './invoice-export.ts';
export {
  createPersonalCoupon,
  type PersonalCoupon,
  personalCouponState,
} from './personal-coupons.ts';
export { createRazorpayClient, type RazorpayClient } from './razorpay.ts';
export { retryRefund } from './refunds.ts';
