import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from '../payments/razorpay.ts';
import { checkoutSignature, webhookSignature } from '../payments/signature.ts';

/**
 * A local fake of the parts of Razorpay's API the site uses (ADR 029), on loopback, for the API
 * tests, Playwright and manual runs (scripts/fake-razorpay.ts). It speaks the documented shapes:
 * Basic auth, orders (created → paid), payments (captured, with a method), refunds (processed at
 * once, the same refund for a repeated X-Refund-Idempotency key), Razorpay's error body, and
 * signed webhooks. Test hooks: `failNext`, `pay`, `deliver`, and POST /_fake/checkout/pay, which
 * is what the fake Checkout script (fake-razorpay-checkout.js) calls from the browser.
 */

export type FakeMethod = 'upi' | 'card' | 'netbanking';
/** '500': Razorpay's error; 'drop': the connection drops unanswered; 'lose-response': done, then dropped. */
export type FailureKind = '500' | 'drop' | 'lose-response';

export interface FakeRazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where the app's webhook route is; without it no webhook is sent. */
  webhookUrl?: string | undefined;
  /** 0 (default): any free port. */
  port?: number;
}

export interface WebhookEvent {
  entity: 'event';
  account_id: string;
  event: string;
  contains: string[];
  payload: Record<string, { entity: unknown }>;
  created_at: number;
}

export interface Delivery {
  eventId: string;
  event: string;
  status: number;
  body: string;
}

export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface CheckoutFailure {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
}

export interface FakeRazorpay {
  url: string;
  orders: Map<string, RazorpayOrder>;
  payments: Map<string, RazorpayPayment>;
  refunds: Map<string, RazorpayRefund>;
  /** Every API request the fake answered (or dropped), in order: method and path. */
  calls: { method: string; path: string; idempotencyKey?: string }[];
  /** Webhooks sent, with the app's answers. */
  deliveries: Delivery[];
  /** The next `count` API calls (not /_fake) fail as `kind` says. */
  failNext(kind: FailureKind, count?: number): void;
  /** What Checkout does when the learner pays (or fails to): the handler's answer, and the webhooks. */
  pay(
    orderId: string,
    options?: { method?: FakeMethod; outcome?: 'success' | 'failure'; webhooks?: boolean },
  ): Promise<CheckoutSuccess | CheckoutFailure>;
  /** A signed webhook as Razorpay sends it, to the app's webhook URL. */
  deliver(event: WebhookEvent, options?: { eventId?: string; signature?: string }): Promise<Delivery>;
  /** Builds a webhook event for an entity the fake holds. */
  event(name: string, entities: { payment?: string; order?: string; refund?: string }): WebhookEvent;
  /** Where webhooks go from now on (an app that started listening after the fake). */
  setWebhookUrl(url: string | undefined): void;
  /** Resolves when every webhook started so far has been answered. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id in Razorpay's form: a prefix and 14 alphanumerics ('order_EKwxwAgItmmXdp'). */
function razorpayId(prefix: string): string {
  const bytes = randomBytes(14);
  let id = '';
  for (const byte of bytes) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return `${prefix}_${id}`;
}

const now = () => Math.floor(Date.now() / 1000);

function errorBody(description: string, code = 'BAD_REQUEST_ERROR', field?: string) {
  return {
    error: {
      code,
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const CHECKOUT_SCRIPT = new URL('./fake-razorpay-checkout.js', import.meta.url);

export async function startFakeRazorpay(settings: FakeRazorpayOptions): Promise<FakeRazorpay> {
  const options = { ...settings };
  const orders = new Map<string, RazorpayOrder>();
  const payments = new Map<string, RazorpayPayment>();
  const refunds = new Map<string, RazorpayRefund>();
  /** Idempotency key → the refund it created and the body it was created with. */
  const idempotent = new Map<string, { refundId: string; body: string }>();
  const calls: FakeRazorpay['calls'] = [];
  const deliveries: Delivery[] = [];
  const failures: FailureKind[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  function send(
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  }

  function event(
    name: string,
    entities: { payment?: string; order?: string; refund?: string },
  ): WebhookEvent {
    const payload: WebhookEvent['payload'] = {};
    if (entities.payment) payload.payment = { entity: payments.get(entities.payment) };
    if (entities.order) payload.order = { entity: orders.get(entities.order) };
    if (entities.refund) payload.refund = { entity: refunds.get(entities.refund) };
    return {
      entity: 'event',
      account_id: 'acc_FakeAccount0001',
      event: name,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    };
  }

  async function deliver(
    webhook: WebhookEvent,
    deliverOptions: { eventId?: string; signature?: string } = {},
  ): Promise<Delivery> {
    if (!options.webhookUrl) throw new Error('the fake has no webhookUrl');
    const body = JSON.stringify(webhook);
    const eventId = deliverOptions.eventId ?? razorpayId('evt');
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': deliverOptions.signature ?? webhookSignature(body, options.webhookSecret),
        'x-razorpay-event-id': eventId,
      },
      body,
    });
    const delivery = { eventId, event: webhook.event, status: response.status, body: await response.text() };
    deliveries.push(delivery);
    return delivery;
  }

  function deliverLater(webhooks: WebhookEvent[]) {
    if (!options.webhookUrl) return;
    const run = (async () => {
      for (const webhook of webhooks) await deliver(webhook).catch(() => undefined);
    })();
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  }

  async function pay(
    orderId: string,
    payOptions: { method?: FakeMethod; outcome?: 'success' | 'failure'; webhooks?: boolean } = {},
  ): Promise<CheckoutSuccess | CheckoutFailure> {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const payment: RazorpayPayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: 'captured',
      order_id: order.id,
      method: payOptions.method ?? 'upi',
      amount_refunded: 0,
      captured: true,
      error_code: null,
      error_description: null,
      created_at: now(),
    };
    const webhooks = payOptions.webhooks ?? true;
    if (payOptions.outcome === 'failure') {
      Object.assign(payment, {
        status: 'failed',
        captured: false,
        error_code: 'BAD_REQUEST_ERROR',
        error_description: 'Payment failed because the bank declined it.',
      });
      payments.set(payment.id, payment);
      order.status = 'attempted';
      if (webhooks) deliverLater([event('payment.failed', { payment: payment.id })]);
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed because the bank declined it.',
          source: 'bank',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.id, payment_id: payment.id },
        },
      };
    }
    payments.set(payment.id, payment);
    Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
    if (webhooks) {
      deliverLater([
        event('payment.captured', { payment: payment.id }),
        event('order.paid', { payment: payment.id, order: order.id }),
      ]);
    }
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: checkoutSignature(order.id, payment.id, options.keySecret),
    };
  }

  async function handleFake(request: IncomingMessage, response: ServerResponse, path: string) {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'content-type',
    };
    if (path !== '/_fake/checkout/pay') return send(response, 404, errorBody('Not found'), cors);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      return response.end();
    }
    if (request.method !== 'POST') return send(response, 405, errorBody('Method not allowed'), cors);
    let input: { order_id?: unknown; method?: unknown; outcome?: unknown };
    try {
      input = JSON.parse(await readBody(request));
    } catch {
      return send(response, 400, errorBody('The body must be JSON.'), cors);
    }
    const orderId = typeof input.order_id === 'string' ? input.order_id : '';
    if (!orders.has(orderId)) return send(response, 400, errorBody('The id provided does not exist'), cors);
    if (orders.get(orderId)!.status === 'paid') {
      return send(response, 400, errorBody('This order has already been paid.'), cors);
    }
    const method = (['upi', 'card', 'netbanking'] as const).find((m) => m === input.method) ?? 'upi';
    const outcome = input.outcome === 'failure' ? 'failure' : 'success';
    return send(response, outcome === 'success' ? 200 : 400, await pay(orderId, { method, outcome }), cors);
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, path: string) {
    const idempotencyKey = request.headers['x-refund-idempotency'];
    calls.push({
      method: request.method ?? '',
      path,
      ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {}),
    });
    const failure = failures.shift();
    if (failure === 'drop') {
      request.socket.destroy();
      return;
    }
    if (failure === '500') {
      return send(response, 500, errorBody('The server encountered an error.', 'SERVER_ERROR'));
    }
    // 'lose-response': the request is carried out, then the connection drops before the answer.
    const answer = (status: number, payload: unknown) => {
      if (failure === 'lose-response') request.socket.destroy();
      else send(response, status, payload);
    };
    if (request.headers.authorization !== expectedAuth) {
      return answer(401, errorBody('Authentication failed'));
    }
    const bodyText = request.method === 'POST' ? await readBody(request) : '';
    let body: Record<string, unknown> = {};
    if (request.method === 'POST') {
      try {
        body = JSON.parse(bodyText) as Record<string, unknown>;
      } catch {
        return answer(400, errorBody('The request body is not valid JSON.'));
      }
    }

    if (request.method === 'POST' && path === '/v1/orders') {
      const { amount, currency, receipt, notes } = body;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
        return answer(400, errorBody('The amount must be at least INR 1.00', undefined, 'amount'));
      }
      if (currency !== 'INR')
        return answer(400, errorBody('The currency is invalid.', undefined, 'currency'));
      if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
        return answer(400, errorBody('The receipt may not be greater than 40 characters.'));
      }
      const order: RazorpayOrder = {
        id: razorpayId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt: (receipt as string | undefined) ?? null,
        status: 'created',
        notes: (notes as Record<string, string> | undefined) ?? [],
        created_at: now(),
      };
      orders.set(order.id, order);
      return answer(200, order);
    }

    const paymentMatch = /^\/v1\/payments\/([^/]+)(\/refund)?$/.exec(path);
    if (paymentMatch) {
      const payment = payments.get(decodeURIComponent(paymentMatch[1]!));
      if (!payment) return answer(400, errorBody('The id provided does not exist'));
      if (request.method === 'GET' && !paymentMatch[2]) return answer(200, payment);
      if (request.method === 'POST' && paymentMatch[2]) {
        if (typeof idempotencyKey === 'string') {
          const seen = idempotent.get(idempotencyKey);
          if (seen && seen.body !== bodyText) {
            return send(
              response,
              400,
              errorBody('Different request with the same idempotency key has already been processed.'),
            );
          }
          if (seen) return answer(200, refunds.get(seen.refundId));
        }
        const amount = body.amount ?? payment.amount - payment.amount_refunded;
        if (payment.status !== 'captured' && payment.status !== 'refunded') {
          return answer(400, errorBody('The payment has not been captured'));
        }
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
          return answer(400, errorBody('The amount must be at least INR 1.00', undefined, 'amount'));
        }
        if (amount > payment.amount - payment.amount_refunded) {
          return send(
            response,
            400,
            errorBody('The refund amount provided is greater than amount captured', undefined, 'amount'),
          );
        }
        const refund: RazorpayRefund = {
          id: razorpayId('rfnd'),
          entity: 'refund',
          amount,
          currency: payment.currency,
          payment_id: payment.id,
          status: 'processed',
          notes: (body.notes as Record<string, string> | undefined) ?? [],
          created_at: now(),
        };
        refunds.set(refund.id, refund);
        payment.amount_refunded += amount;
        if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
        if (typeof idempotencyKey === 'string')
          idempotent.set(idempotencyKey, { refundId: refund.id, body: bodyText });
        return answer(200, refund);
      }
    }
    return answer(404, errorBody('The requested URL was not found on the server.', 'NOT_FOUND'));
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const handle = async () => {
      if (path.startsWith('/_fake/')) return handleFake(request, response, path);
      if (request.method === 'GET' && path === '/v1/checkout.js') {
        try {
          const script = await readFile(CHECKOUT_SCRIPT);
          response.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8' });
          return response.end(script);
        } catch {
          return send(response, 404, errorBody('Not found', 'NOT_FOUND'));
        }
      }
      return handleApi(request, response, path);
    };
    handle().catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, errorBody(String(error), 'SERVER_ERROR'));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    payments,
    refunds,
    calls,
    deliveries,
    failNext(kind, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(kind);
    },
    pay,
    deliver,
    event,
    setWebhookUrl(url) {
      options.webhookUrl = url;
    },
    async settle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A fresh webhook event id, for tests that send their own deliveries. */
export const newEventId = () => `evt_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
