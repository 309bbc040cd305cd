import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type WebhookEvent } from '../test/fake-razorpay.ts';
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
afterEach(() => fake.setAutoCapture(true));

/** GET /v1/orders/:id, as Razorpay's SDK calls it (orders.fetch). */
async function fetchOrder(orderId: string) {
  const authorization = `Basic ${Buffer.from(`${TEST_RAZORPAY.keyId}:${TEST_RAZORPAY.keySecret}`).toString('base64')}`;
  const res = await fetch(`${fake.url}/v1/orders/${orderId}`, { headers: { authorization } });
  return { status: res.status, body: await res.json() };
}

/** A loopback endpoint that keeps the webhooks the fake sends it. */
async function webhookCatcher() {
  const received: WebhookEvent[] = [];
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    received.push(JSON.parse(body) as WebhookEvent);
    response.end('{"status":"ok"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.setWebhookUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return {
    received,
    close: async () => {
      fake.setWebhookUrl(undefined);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('Razorpay client against the fake', () => {
  it('creates an order in paise with Basic auth, and fetches its payment, captured at once by default (auto-capture)', async () => {
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

  it('takes an order from created to attempted to paid, and a payment from authorized to captured only for its exact amount', async () => {
    fake.setAutoCapture(false);
    const order = await client.createOrder({ amount: 25_000, receipt: 'r-3', notes: {} });
    expect((await fetchOrder(order.id)).body).toMatchObject({
      status: 'created',
      attempts: 0,
      amount_paid: 0,
    });
    const { razorpay_payment_id: paymentId } = (await fake.pay(order.id, { webhooks: false })) as {
      razorpay_payment_id: string;
    };
    expect((await fetchOrder(order.id)).body).toMatchObject({
      status: 'attempted',
      attempts: 1,
      amount_due: 25_000,
    });
    expect(await client.fetchPayment(paymentId)).toMatchObject({
      status: 'authorized',
      captured: false,
      refund_status: null,
    });
    // Checkout takes no second payment while one is authorized.
    await expect(fake.pay(order.id, { webhooks: false })).rejects.toThrow(/authorized/);
    await expect(client.capturePayment(paymentId, { amount: 24_999, currency: 'INR' })).rejects.toMatchObject(
      {
        kind: 'rejected',
        description: 'Capture amount must be equal to the amount authorized',
      },
    );
    expect(await client.capturePayment(paymentId, { amount: 25_000, currency: 'INR' })).toMatchObject({
      status: 'captured',
      captured: true,
    });
    expect((await fetchOrder(order.id)).body).toMatchObject({
      status: 'paid',
      amount_paid: 25_000,
      amount_due: 0,
    });
    await expect(client.capturePayment(paymentId, { amount: 25_000, currency: 'INR' })).rejects.toMatchObject(
      {
        kind: 'rejected',
        description: 'This payment has already been captured',
      },
    );
    expect(await fetchOrder('order_NoSuchOrder0001')).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } },
    });
  });

  it('sends payment.authorized, then payment.captured and order.paid, each a snapshot of its moment', async () => {
    const catcher = await webhookCatcher();
    try {
      const order = await client.createOrder({ amount: 30_000, receipt: 'r-4', notes: {} });
      await fake.pay(order.id);
      await fake.settle();
      expect(catcher.received.map((e) => [e.event, e.contains])).toEqual([
        ['payment.authorized', ['payment']],
        ['payment.captured', ['payment']],
        ['order.paid', ['payment', 'order']],
      ]);
      expect(catcher.received[0]!.payload.payment!.entity).toMatchObject({
        status: 'authorized',
        captured: false,
      });
      expect(catcher.received[1]!.payload.payment!.entity).toMatchObject({
        status: 'captured',
        captured: true,
      });
      expect(catcher.received[2]!.payload.order!.entity).toMatchObject({
        status: 'paid',
        amount_paid: 30_000,
      });
    } finally {
      await catcher.close();
    }
  });

  it('marks refund_status partial then full, and sends refund events that hold the refund and its payment', async () => {
    const catcher = await webhookCatcher();
    try {
      const order = await client.createOrder({ amount: 10_000, receipt: 'r-5', notes: {} });
      const { razorpay_payment_id: paymentId } = (await fake.pay(order.id, { webhooks: false })) as {
        razorpay_payment_id: string;
      };
      const part = await client.createRefund(paymentId, { amount: 4_000, notes: {} }, 'refund-key-0001');
      await fake.settle();
      expect(part).toMatchObject({ entity: 'refund', status: 'processed', acquirer_data: { arn: null } });
      expect(await client.fetchPayment(paymentId)).toMatchObject({
        status: 'captured',
        refund_status: 'partial',
        amount_refunded: 4_000,
      });
      await client.createRefund(paymentId, { amount: 6_000, notes: {} }, 'refund-key-0002');
      expect(await client.fetchPayment(paymentId)).toMatchObject({
        status: 'refunded',
        refund_status: 'full',
      });
      await fake.settle();
      expect(catcher.received.map((e) => [e.event, e.contains])).toEqual([
        ['refund.created', ['refund', 'payment']],
        ['refund.processed', ['refund', 'payment']],
        ['refund.created', ['refund', 'payment']],
        ['refund.processed', ['refund', 'payment']],
      ]);
      expect(catcher.received[1]!.payload.payment!.entity).toMatchObject({
        id: paymentId,
        refund_status: 'partial',
      });
      expect(fake.event('refund.processed', { refund: part.id }).contains).toEqual(['refund', 'payment']);
    } finally {
      await catcher.close();
    }
  });

  it('refuses an X-Refund-Idempotency key under 10 characters or with characters other than letters, digits, - and _', async () => {
    const order = await client.createOrder({ amount: 10_000, receipt: 'r-6', notes: {} });
    const { razorpay_payment_id: paymentId } = (await fake.pay(order.id, { webhooks: false })) as {
      razorpay_payment_id: string;
    };
    for (const key of ['short-key', 'has spaces in it', 'dots.are.not.allowed']) {
      await expect(client.createRefund(paymentId, { amount: 1_000, notes: {} }, key)).rejects.toMatchObject({
        kind: 'rejected',
        status: 400,
      });
    }
    expect(fake.payments.get(paymentId)!.amount_refunded).toBe(0);
    expect(await client.createRefund(paymentId, { amount: 1_000, notes: {} }, 'ten_chars-')).toMatchObject({
      status: 'processed',
    });
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
