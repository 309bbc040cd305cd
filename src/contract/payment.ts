import { z } from 'zod';
import { oneOfMessage, plainText, requiredText } from './fields.ts';
import { MESSAGES } from './messages.ts';
import {
  COUPON_KINDS,
  GST,
  GST_STATE_CODES,
  INVOICE_KINDS,
  PAYMENT_FLAGS,
  PAYMENT_LIMITS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
} from './vocabulary.ts';

/**
 * Online payment (docs/product.md §13.1, ADR 029). Every amount here is whole paise (₹1 = 100), as Razorpay
 * counts it, so no amount is ever a binary fraction; the client formats it with formatPaise.
 */

const paise = (label: string) =>
  z
    .number({ error: `${label} must be a number of paise.` })
    .int({ error: `${label} must be a whole number of paise.` })
    .min(1, { error: `${label} must be at least 1 paisa.` })
    .max(PAYMENT_LIMITS.maxPaise, { error: `${label} is too large.` });

/** A GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity digit, Z, check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN check character (the GST network's mod-36 checksum over the first 14 characters). */
export function gstinCheckCharacter(first14: string): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let sum = 0;
  for (let i = 0; i < PAYMENT_LIMITS.gstinLength - 1; i += 1) {
    const product = alphabet.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet[(36 - (sum % 36)) % 36]!;
}

export function isValidGstin(value: string): boolean {
  const last = PAYMENT_LIMITS.gstinLength - 1;
  return GSTIN_PATTERN.test(value) && gstinCheckCharacter(value.slice(0, last)) === value[last];
}

export const StateCodeSchema = z.enum(GST_STATE_CODES as [string, ...string[]], {
  error: 'Choose your state.',
});

const optionalGstin = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z
    .string({ error: 'GSTIN must be text.' })
    .max(PAYMENT_LIMITS.gstinLength, { error: `GSTIN must be ${PAYMENT_LIMITS.gstinLength} characters.` })
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || isValidGstin(value), {
      error: 'GSTIN is not valid: check it against your registration certificate.',
    })
    .optional(),
);

/** A coupon code as typed: trimmed, upper case, letters, digits, '-' and '_'. */
export const CouponCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z
    .string({ error: 'The coupon code must be text.' })
    .min(PAYMENT_LIMITS.couponCodeMin, {
      error: `The coupon code must be at least ${PAYMENT_LIMITS.couponCodeMin} characters.`,
    })
    .max(PAYMENT_LIMITS.couponCode, {
      error: `The coupon code must be at most ${PAYMENT_LIMITS.couponCode} characters.`,
    })
    .regex(/^[A-Z0-9_-]+$/, { error: 'The coupon code may hold only letters, digits, - and _.' }),
);

const optionalCoupon = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  CouponCodeSchema.optional(),
);

/**
 * One line of the buyer's details for the invoice: trimmed plain text of `min` to `max`
 * characters, or left out when blank (which of them the invoice needs is `missingBuyerDetails`).
 */
const optionalBuyerText = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: `${label} must be text.` })
      .max(max, { error: `${label} must be at most ${max} characters.` })
      .refine((value) => value === '' || value.length >= min, {
        error: `${label} must be at least ${min} characters.`,
      })
      .superRefine(plainText(label, 'single-line'))
      .transform((value) => (value === '' ? undefined : value))
      .optional(),
  );

/** An Indian PIN code: six digits, the first not 0; spaces ('500 081') are dropped. */
const optionalPincode = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
  z
    .string({ error: 'PIN code must be text.' })
    .refine((value) => value === '' || /^[1-9][0-9]{5}$/.test(value), {
      error: MESSAGES.payments.pincodeInvalid,
    })
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
);

/** The checkout fields a refusal can be about: the form shows the message under that field. */
export const CHECKOUT_FIELDS = [
  'state_code',
  'gstin',
  'coupon',
  'legal_name',
  'address',
  'city',
  'pincode',
  'accept_terms',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** A refused quote or order: `{ message }`, and `field` when the refusal is about one field. */
export const CheckoutErrorSchema = z.object({
  message: z.string(),
  field: z.enum(CHECKOUT_FIELDS).optional(),
});

/** Whether the site takes payment online, and what the checkout needs (GET /api/payment/config). */
export const PaymentConfigSchema = z.object({
  enabled: z.boolean(),
  /** Razorpay's public key id; null when payment is not enabled. */
  key_id: z.string().nullable(),
  /** Where Razorpay Checkout's script is (Razorpay's, or the local fake in tests). */
  checkout_url: z.string().nullable(),
  /** The business's GST state code: a learner in it pays CGST + SGST, anyone else IGST. */
  business_state_code: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/** What the learner gives at checkout (POST /api/payment/quote and /api/payment/order). */
export const PaymentOrderInputSchema = z.object({
  subscription_id: z.uuid({ error: 'subscription_id is not a valid id.' }),
  state_code: StateCodeSchema,
  gstin: optionalGstin,
  coupon: optionalCoupon,
  /**
   * The buyer's details for the tax invoice (CGST Rule 46(d), (e); ADR 056): a business's legal
   * name, and the billing address, city and PIN code; the address's state is `state_code`. A
   * quote ignores them; an order needs those `missingBuyerDetails` names.
   */
  legal_name: optionalBuyerText('Legal name', PAYMENT_LIMITS.legalNameMin, PAYMENT_LIMITS.legalName),
  address: optionalBuyerText('Address', PAYMENT_LIMITS.buyerAddressMin, PAYMENT_LIMITS.buyerAddress),
  city: optionalBuyerText('City', PAYMENT_LIMITS.buyerCityMin, PAYMENT_LIMITS.buyerCity),
  pincode: optionalPincode,
  /**
   * The checkout's required box (docs/product.md §19): the learner agrees to the Terms and the
   * Refund Policy in effect. A quote ignores it; an order without `true` is refused (400), and the
   * versions agreed to are kept with the payment.
   */
  accept_terms: z.boolean({ error: MESSAGES.legal.acceptTermsRequired }).optional(),
});
export type PaymentOrderInput = z.input<typeof PaymentOrderInputSchema>;

/**
 * Which of the buyer's details the tax invoice must show (CGST Rule 46): a buyer with a GSTIN
 * (46(d)) the legal name and the address; a buyer without one the address once the taxable value
 * is ₹50,000 or more (46(e)), their name being their account's. `taxableValue` in paise, null
 * before the price is known.
 */
export function buyerDetailsNeeded(hasGstin: boolean, taxableValue: number | null) {
  return {
    legalName: hasGstin,
    address: hasGstin || (taxableValue !== null && taxableValue >= GST.addressFromTaxableValue),
  };
}

type BuyerDetails = Pick<
  z.output<typeof PaymentOrderInputSchema>,
  'gstin' | 'legal_name' | 'address' | 'city' | 'pincode'
>;

/** The details the invoice needs that the order leaves out, in the form's order, with their messages. */
export function missingBuyerDetails(
  order: BuyerDetails,
  taxableValue: number | null,
): { field: CheckoutField; message: string }[] {
  const needed = buyerDetailsNeeded(order.gstin !== undefined, taxableValue);
  const missing: { field: CheckoutField; message: string }[] = [];
  if (needed.legalName && !order.legal_name) {
    missing.push({ field: 'legal_name', message: MESSAGES.payments.legalNameRequired });
  }
  if (needed.address) {
    if (!order.address) missing.push({ field: 'address', message: MESSAGES.payments.addressRequired });
    if (!order.city) missing.push({ field: 'city', message: MESSAGES.payments.cityRequired });
    if (!order.pincode) missing.push({ field: 'pincode', message: MESSAGES.payments.pincodeRequired });
  }
  return missing;
}

/**
 * The checkout's form before Pay: the order, with the buyer's details its quoted taxable value
 * needs on the invoice (the server asks the same at the order, ADR 056).
 */
export function checkoutFormSchema(taxableValue: number | null) {
  return PaymentOrderInputSchema.superRefine((order, ctx) => {
    for (const { field, message } of missingBuyerDetails(order, taxableValue)) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
    if (order.accept_terms !== true) {
      ctx.addIssue({ code: 'custom', path: ['accept_terms'], message: MESSAGES.legal.acceptTermsRequired });
    }
  });
}

/**
 * The tax split of a GST-inclusive amount, in paise. Each tax is its rate × taxable_value to the
 * paisa, so taxable_value + cgst + sgst + igst is the total give or take a paisa, which the invoice
 * prints as its round-off (`roundOffOf`, ADR 056).
 */
export const TaxSplitSchema = z.object({
  taxable_value: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});
export type TaxSplit = z.infer<typeof TaxSplitSchema>;

/** The paisa (or none) the invoice rounds off: what the taxable value and the taxes leave of the total. */
export function roundOffOf(split: TaxSplit): number {
  return split.total - split.taxable_value - split.cgst - split.sgst - split.igst;
}

/** The price the learner will pay, before paying: the list price, the coupon's discount, the tax. */
export const PaymentQuoteSchema = TaxSplitSchema.extend({
  /** The subscription's offer price in paise. */
  list_amount: z.number(),
  discount: z.number(),
  /** What Razorpay will charge: list_amount − discount (= total). */
  amount: z.number(),
  coupon: z.string().nullable(),
});
export type PaymentQuote = z.infer<typeof PaymentQuoteSchema>;

export const PaymentOrderSchema = z.object({
  order_id: z.string(),
  amount: z.number(),
  currency: z.literal('INR'),
  key_id: z.string(),
});
export type PaymentOrder = z.infer<typeof PaymentOrderSchema>;

const razorpayId = (name: string, prefix: string) =>
  z
    .string({ error: `${name} is required.` })
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`), { error: `${name} is not valid.` });

/** What Razorpay Checkout hands the page after a payment. */
export const PaymentVerifyInputSchema = z.object({
  razorpay_order_id: razorpayId('razorpay_order_id', 'order'),
  razorpay_payment_id: razorpayId('razorpay_payment_id', 'pay'),
  razorpay_signature: z
    .string({ error: 'razorpay_signature is required.' })
    .regex(/^[0-9a-f]{64}$/, { error: 'The payment signature is not valid.' }),
});
export type PaymentVerifyInput = z.infer<typeof PaymentVerifyInputSchema>;

/** A tax invoice or credit note, as a payment lists it. */
export const InvoiceSummarySchema = TaxSplitSchema.extend({
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issued_at: z.string(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

export const RefundSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  created_on: z.string(),
  /** The credit note's number, once the refund is processed. */
  credit_note: z.string().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

/** One payment (GET /api/payment/all): the issue's fields, plus what the screens show. */
export const PaymentSchema = z.object({
  _id: z.string(),
  subscription_id: z.string(),
  /** Paise charged (after any coupon). */
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** The tax invoice; null until the payment is captured. */
  invoice: InvoiceSummarySchema.nullable(),
  resource_title: z.string(),
  discount: z.number(),
  coupon: z.string().nullable(),
  refunded: z.number(),
  refunds: z.array(RefundSchema),
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string().nullable(),
  created_on: z.string(),
  paid_at: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;
export const PaymentListSchema = z.array(PaymentSchema);

export const AdminPaymentSchema = PaymentSchema.extend({
  user_name: z.string(),
  user_email: z.string(),
  /** Why the payment waits for an admin (ADR 055), or null. */
  flag: z.enum(PAYMENT_FLAGS).nullable(),
  /** What happened and what to do, for the admin: Razorpay's payment id and amounts. */
  flag_note: z.string().nullable(),
  /** The Terms and Refund Policy versions the learner agreed to at checkout (docs/product.md §19); null before. */
  terms_version: z.number().nullable(),
  refund_policy_version: z.number().nullable(),
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;
export const AdminPaymentListSchema = z.array(AdminPaymentSchema);

export const PaymentVerifyResponseSchema = z.object({ message: z.string(), payment: PaymentSchema });

export const RefundInputSchema = z.object({
  amount: paise('The refund amount'),
  reason: requiredText('Reason', PAYMENT_LIMITS.refundReason, 'multi-line'),
});
export type RefundInput = z.input<typeof RefundInputSchema>;

export const InvoiceParamsSchema = z.object({
  number: z
    .string()
    .max(PAYMENT_LIMITS.invoiceNumber, { error: 'Invoice not found.' })
    .regex(/^[A-Z]{2}\/\d{2}-\d{2}\/\d{6}$/, { error: 'Invoice not found.' }),
});
/** 'FT/26-27/000123' → 'invoice-FT-26-27-000123.pdf' (no '/' in a file name). */
export function invoiceFileName(number: string): string {
  return `invoice-${number.replaceAll('/', '-')}.pdf`;
}
export const InvoicePdfSchema = z.any().describe('The invoice or credit note as a PDF (application/pdf).');

/** A webhook is answered with a bare acknowledgement; Razorpay retries anything but a 2xx. */
export const WebhookAckSchema = z.object({ status: z.literal('ok') });

/**
 * A Razorpay webhook delivery as Razorpay sends it, for OpenAPI only: the route reads the raw
 * bytes, since the signature is over them, and reads only what it needs.
 */
export const RazorpayWebhookEventSchema = z
  .looseObject({
    event: z
      .string()
      .describe('payment.captured, order.paid, payment.failed or refund.processed; others are acknowledged.'),
    payload: z.looseObject({}),
  })
  .describe(
    'Sent with X-Razorpay-Signature (hex HMAC-SHA256 of these exact bytes under the webhook secret) and X-Razorpay-Event-Id.',
  );

const dateTime = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601).` });

/** An admin's coupon form. A percentage is 1–100; a fixed amount is paise. */
export const CouponInputSchema = z
  .object({
    code: CouponCodeSchema,
    kind: z.enum(COUPON_KINDS, { error: oneOfMessage('kind', COUPON_KINDS) }),
    /** Percent (1–100) for 'percent'; paise for 'fixed'. */
    value: z
      .number({ error: 'The value must be a number.' })
      .int({ error: 'The value must be a whole number.' })
      .min(1, { error: 'The value must be at least 1.' })
      .max(PAYMENT_LIMITS.maxPaise, { error: 'The value is too large.' }),
    valid_from: dateTime('Valid from'),
    valid_until: dateTime('Valid until'),
    /** Null: no limit on the total number of uses. */
    max_uses: z
      .number({ error: 'Maximum uses must be a number.' })
      .int({ error: 'Maximum uses must be a whole number.' })
      .min(1, { error: 'Maximum uses must be at least 1.' })
      .max(PAYMENT_LIMITS.couponMaxUses, { error: 'Maximum uses is too large.' })
      .nullable()
      .default(null),
    /** Empty: every program and service. */
    program_ids: z
      .array(z.uuid({ error: 'A program id is not valid.' }))
      .max(PAYMENT_LIMITS.couponPrograms)
      .default([]),
    active: z.boolean().default(true),
  })
  .refine((coupon) => coupon.kind !== 'percent' || coupon.value <= 100, {
    error: 'A percentage must be at most 100.',
    path: ['value'],
  })
  .refine((coupon) => Date.parse(coupon.valid_until) > Date.parse(coupon.valid_from), {
    error: 'Valid until must be after valid from.',
    path: ['valid_until'],
  });
export type CouponInput = z.input<typeof CouponInputSchema>;

export const CouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  valid_from: z.string(),
  valid_until: z.string(),
  max_uses: z.number().nullable(),
  /** Uses held by paid payments and by open orders. */
  uses: z.number(),
  program_ids: z.array(z.string()),
  active: z.boolean(),
  /** The e-mail a personal offer coupon was made for (ADR 059): only that learner may use it; null for everyone's. */
  for_email: z.string().nullable(),
  created_on: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;
export const CouponListSchema = z.array(CouponSchema);
