import { randomBytes } from 'node:crypto';
import type { PaymentStatus } from '@contract/vocabulary.ts';
import type { Database } from '../db/client.ts';
import { coupons, payments, refunds } from '../db/schema.ts';
import { issueInvoice } from '../payments/invoices.ts';
import { createProgram, createSubscription, createUser } from './factories.ts';

type PaymentInsert = typeof payments.$inferInsert;
type CouponInsert = typeof coupons.$inferInsert;

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

/** A Razorpay-shaped id ('order_…', 'pay_…'), unique per call. */
export const razorpayTestId = (prefix: 'order' | 'pay' | 'rfnd') =>
  `${prefix}_${randomBytes(7).toString('hex')}`;

/** The supplier of the tests' invoices: a valid Telangana GSTIN (ADR 030). */
export const TEST_SUPPLIER = {
  gstin: '36AABCF1234A1ZF',
  legalName: 'FinTrain Academy Private Limited',
  address: '4th Floor, Cyber Towers, Hitech City, Hyderabad, Telangana 500081',
  stateCode: '36',
} as const;

/** The settings that turn online payment on, for buildTestApp (Razorpay itself is not called). */
export const TEST_PAYMENT_ENV = {
  RAZORPAY_KEY_ID: 'rzp_test_invoices',
  RAZORPAY_KEY_SECRET: 'invoice-test-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'invoice-test-webhook-secret',
  RAZORPAY_API_URL: 'http://127.0.0.1:9',
  GSTIN: TEST_SUPPLIER.gstin,
  BUSINESS_LEGAL_NAME: TEST_SUPPLIER.legalName,
  BUSINESS_ADDRESS: TEST_SUPPLIER.address,
  BUSINESS_STATE_CODE: TEST_SUPPLIER.stateCode,
} as const;

export interface PaymentFactoryInput {
  /** The payer; a new user when not given. */
  user?: { id: string; name: string; email: string };
  /** The subscription paid for; a new pending one to a new program when not given. */
  subscription?: { id: string; resourceTitle: string };
  /** Paise charged (after any discount). */
  amount?: number;
  discount?: number;
  /** The learner's GST state code (place of supply); Telangana, the supplier's, by default. */
  stateCode?: string;
  gstin?: string | null;
  status?: PaymentStatus;
  overrides?: Partial<PaymentInsert>;
}

/**
 * A payment row inserted directly (no Razorpay): 'paid' by default, for invoice tests. Builds the
 * user, program and subscription it needs unless given.
 */
export async function createPayment(db: Database, input: PaymentFactoryInput = {}) {
  const user = input.user ?? (await createUser(db));
  const amount = input.amount ?? 3_499_900;
  const discount = input.discount ?? 0;
  const rupees = Math.ceil((amount + discount) / 100);
  const subscription =
    input.subscription ??
    (await createSubscription(
      db,
      user,
      await createProgram(db, { actualPrice: rupees, offerPrice: rupees }),
    ));
  const status = input.status ?? 'paid';
  const taken = status === 'paid' || status === 'partially_refunded' || status === 'refunded';
  const [row] = await db
    .insert(payments)
    .values({
      subscriptionId: subscription.id,
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
      resourceTitle: subscription.resourceTitle,
      razorpayOrderId: razorpayTestId('order'),
      razorpayPaymentId: taken ? razorpayTestId('pay') : null,
      listAmount: amount + discount,
      discount,
      amount,
      stateCode: input.stateCode ?? TEST_SUPPLIER.stateCode,
      gstin: input.gstin ?? null,
      status,
      method: taken ? 'upi' : null,
      paidAt: taken ? new Date() : null,
      ...input.overrides,
    })
    .returning();
  return row!;
}

/** A captured payment (status 'paid'), ready to be invoiced. */
export function createPaidPayment(db: Database, input: Omit<PaymentFactoryInput, 'status'> = {}) {
  return createPayment(db, { ...input, status: 'paid' });
}

/** An open order (status 'created'), the kind a coupon use is reserved for. */
export function createOpenPayment(db: Database, input: Omit<PaymentFactoryInput, 'status'> = {}) {
  return createPayment(db, { ...input, status: 'created' });
}

/** A coupon row: 10 % off, valid from a day ago for thirty days, no limits, unless overridden. */
export async function createCoupon(db: Database, overrides: Partial<CouponInsert> = {}) {
  const now = Date.now();
  const [row] = await db
    .insert(coupons)
    .values({
      code: `TEST${next()}${randomBytes(2).toString('hex').toUpperCase()}`,
      kind: 'percent',
      value: 10,
      validFrom: new Date(now - 24 * 3600_000),
      validUntil: new Date(now + 30 * 24 * 3600_000),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A refund row of a payment, 'processed' by default (the state a credit note is issued in). */
export async function createRefund(
  db: Database,
  payment: { id: string },
  overrides: Partial<typeof refunds.$inferInsert> = {},
) {
  const [row] = await db
    .insert(refunds)
    .values({
      paymentId: payment.id,
      amount: 100_000,
      reason: 'Requested by the learner',
      status: 'processed',
      razorpayRefundId: razorpayTestId('rfnd'),
      processedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A paid payment and its tax invoice, issued now (or `at`) by the test supplier. */
export async function createInvoicedPayment(
  db: Database,
  input: Omit<PaymentFactoryInput, 'status'> = {},
  at?: Date,
) {
  const payment = await createPaidPayment(db, input);
  const invoice = await db.transaction((tx) => issueInvoice(tx, TEST_SUPPLIER, payment, at));
  return { payment, invoice };
}
