import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import type { Database } from '../db/client.ts';
import { webhookSignature } from '../payments/signature.ts';
import { createProgram, createSubscription, userSession } from './factories.ts';
import { type FakeRazorpay, newEventId, startFakeRazorpay } from './fake-razorpay.ts';
import { buildTestApp, type TestApp } from './harness.ts';

/** Test secrets: signatures in the tests are computed with them exactly as Razorpay does. */
export const TEST_RAZORPAY = {
  keyId: 'rzp_test_FinTrain000001',
  keySecret: 'test-key-secret-0123456789abcdef',
  webhookSecret: 'test-webhook-secret-0123456789',
} as const;

/** The supplier on test invoices: Telangana (36). */
export const TEST_BUSINESS_ENV = {
  GSTIN: '36AABCF1234A1ZF',
  BUSINESS_LEGAL_NAME: 'FinTrain Academy Private Limited',
  BUSINESS_ADDRESS: 'Plot 12, HITEC City, Hyderabad, Telangana 500081',
  BUSINESS_STATE_CODE: '36',
} as const;

export type PaymentTestApp = TestApp & { fake: FakeRazorpay };

/**
 * The app with online payment on, pointed at a fresh local fake of Razorpay (closed after the
 * file's tests), with any other settings in `env`. Call at the top level of a test file.
 */
export async function buildPaymentTestApp(env: Record<string, string> = {}): Promise<PaymentTestApp> {
  const fake = await startFakeRazorpay({ ...TEST_RAZORPAY });
  // Registered before the app's own afterAll, so it runs after it (hooks unwind as a stack).
  afterAll(() => fake.close());
  const testApp = await buildTestApp({
    RAZORPAY_KEY_ID: TEST_RAZORPAY.keyId,
    RAZORPAY_KEY_SECRET: TEST_RAZORPAY.keySecret,
    RAZORPAY_WEBHOOK_SECRET: TEST_RAZORPAY.webhookSecret,
    RAZORPAY_API_URL: fake.url,
    RAZORPAY_CHECKOUT_URL: `${fake.url}/v1/checkout.js`,
    ...TEST_BUSINESS_ENV,
    ...env,
  });
  return { ...testApp, fake };
}

/** A learner with a pending subscription to a paid program (offer price in rupees). */
export async function pendingSubscription(app: FastifyInstance, db: Database, offerPrice = 7_500) {
  const session = await userSession(app, db);
  const program = await createProgram(db, { offerPrice });
  const subscription = await createSubscription(db, session.user, program);
  return { ...session, program, subscription };
}

/** Posts a webhook the way Razorpay does: raw JSON, its signature and an event id. */
export function sendWebhook(
  app: FastifyInstance,
  event: object | string,
  options: { eventId?: string; signature?: string | null } = {},
) {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-razorpay-event-id': options.eventId ?? newEventId(),
  };
  if (options.signature !== null) {
    headers['x-razorpay-signature'] =
      options.signature ?? webhookSignature(body, TEST_RAZORPAY.webhookSecret);
  }
  return app.inject({ method: 'POST', url: '/api/payment/webhook', headers, payload: body });
}
