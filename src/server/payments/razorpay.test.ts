import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay } from '../test/fake-razorpay.ts';
import { TEST_RAZORPAY } from '../test/payment-app.ts';
import { createRazorpayClient, RazorpayError } from './razorpay.ts';
import {
  checkoutSignature,
  isValidCheckoutSignature,
  isValidWebhookSignature,
  webhookSignature,
} from './signature.ts';

const fake = await startFakeRazorpay({ ...TEST_RAZORPAY });
afterAll(() => fake.close());
const client = createRazorpayClient({ ...TEST_RAZORPAY, apiUrl: fake.url }, { timeoutMs: 2_000 });

describe('Razorpay client against the fake', () => {
  it('creates an order in paise with Basic auth, and fetches its captured payment', async () => {
    const order = await client.createOrder({ amount: 49_900, receipt: 'r-1', notes: { a: 'b' } });
    expect(order).toMatchObject({ entity: 'order', amount: 49_900, currency: 'INR', status: 'created' });
    const paid = await fake.pay(order.id, { method: 'upi', webhooks: false });
    expect(paid).toMatchObject({ razorpay_order_id: order.id });
    const paymentId = (paid as { razorpay_payment_id: string }).razorpay_payment_id;
    expect(await client.fetchPayment(paymentId)).toMatchObject({
      order_id: order.id,
      amount: 49_900,
      status: 'captured',
      method: 'upi',
    });
    expect(fake.orders.get(order.id)!.status).toBe('paid');
  });

  it("reports Razorpay's 4xx as rejected with its description, and 5xx or a dropped connection as unavailable", async () => {
    const wrongKey = createRazorpayClient({
      keyId: TEST_RAZORPAY.keyId,
      keySecret: 'wrong',
      apiUrl: fake.url,
    });
    await expect(wrongKey.createOrder({ amount: 100, receipt: 'x', notes: {} })).rejects.toMatchObject({
      kind: 'rejected',
      status: 401,
      description: 'Authentication failed',
    });
    await expect(client.createOrder({ amount: 99, receipt: 'x', notes: {} })).rejects.toMatchObject({
      kind: 'rejected',
      description: 'The amount must be at least INR 1.00',
    });
    fake.failNext('500');
    await expect(client.createOrder({ amount: 100, receipt: 'x', notes: {} })).rejects.toMatchObject({
      kind: 'unavailable',
      status: 500,
    });
    fake.failNext('drop');
    const dropped = await client.createOrder({ amount: 100, receipt: 'x', notes: {} }).catch((e) => e);
    expect(dropped).toBeInstanceOf(RazorpayError);
    expect(dropped.kind).toBe('unavailable');
  });

  it('refunds once for a repeated idempotency key, and refuses the key with another body', async () => {
    const order = await client.createOrder({ amount: 10_000, receipt: 'r-2', notes: {} });
    const { razorpay_payment_id: paymentId } = (await fake.pay(order.id, { webhooks: false })) as {
      razorpay_payment_id: string;
    };
    const key = '550e8400-e29b-41d4-a716-446655440000';
    const first = await client.createRefund(paymentId, { amount: 4_000, notes: { refund_id: 'r' } }, key);
    const again = await client.createRefund(paymentId, { amount: 4_000, notes: { refund_id: 'r' } }, key);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ status: 'processed', amount: 4_000, payment_id: paymentId });
    expect(fake.payments.get(paymentId)!.amount_refunded).toBe(4_000);
    await expect(
      client.createRefund(paymentId, { amount: 5_000, notes: { refund_id: 'r' } }, key),
    ).rejects.toMatchObject({ kind: 'rejected' });
    expect(fake.calls.filter((c) => c.idempotencyKey === key)).toHaveLength(3);
  });

  it('serves the fake Checkout script when the file exists, and 404 otherwise', async () => {
    const res = await fetch(`${fake.url}/v1/checkout.js`);
    if (existsSync(new URL('../test/fake-razorpay-checkout.js', import.meta.url))) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/javascript');
    } else {
      expect(res.status).toBe(404);
    }
  });
});

describe('signatures', () => {
  it("computes Checkout's signature as hex HMAC-SHA256 of order_id|payment_id with the key secret", () => {
    // A vector computed independently: echo -n 'order_A|pay_B' | openssl dgst -sha256 -hmac secret
    expect(checkoutSignature('order_A', 'pay_B', 'secret')).toBe(
      '64302fe866b18d796052d1dcbf300cf4e855f198ec279dadef68c28610dd4844',
    );
    const signature = checkoutSignature('order_A', 'pay_B', 'secret');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(isValidCheckoutSignature({ orderId: 'order_A', paymentId: 'pay_B', signature }, 'secret')).toBe(
      true,
    );
    expect(isValidCheckoutSignature({ orderId: 'order_A', paymentId: 'pay_B', signature }, 'other')).toBe(
      false,
    );
    expect(
      isValidCheckoutSignature({ orderId: 'order_A', paymentId: 'pay_B', signature: 'abc' }, 'secret'),
    ).toBe(false);
  });

  it('checks a webhook signature over the exact bytes, and refuses anything that is not 64 hex characters', () => {
    const body = Buffer.from('{"event":"payment.captured"}');
    const signature = webhookSignature(body, 'whsec');
    expect(isValidWebhookSignature(body, signature, 'whsec')).toBe(true);
    expect(isValidWebhookSignature(Buffer.from(`${body} `), signature, 'whsec')).toBe(false);
    expect(isValidWebhookSignature(body, undefined, 'whsec')).toBe(false);
    expect(isValidWebhookSignature(body, [signature], 'whsec')).toBe(false);
    expect(isValidWebhookSignature(body, `${signature}00`, 'whsec')).toBe(false);
  });
});
