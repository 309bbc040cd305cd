import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from '../payments/razorpay.ts';
import { checkoutSignature, webhookSignature } from '../payments/signature.ts';

/**
 * A local fake of the parts of Razorpay's API the site uses (ADR 029, ADR 055), on loopback, for
 * the API tests, Playwright and manual runs (scripts/fake-razorpay.ts). It speaks the documented
 * shapes and states:
 *   - orders: created → attempted (a payment was tried) → paid (a payment captured), with
 *     `attempts`; GET /v1/orders/:id. An order that is paid, or holds an authorized payment, takes
 *     no other payment.
 *   - payments: authorized at Checkout, then captured at once (the Dashboard's auto-capture, the
 *     default) or by POST /v1/payments/:id/capture for exactly the authorized amount and currency
 *     (`autoCapture: false`); `captured` true once captured; `refund_status` null, partial or full
 *     (the status turns `refunded` only when full).
 *   - refunds: processed at once; X-Refund-Idempotency must be 10+ letters, digits, `-` or `_`, and a
 *     repeated key with the same body returns the first refund (another body is refused).
 *   - webhooks, each a snapshot of the entities when it happened: payment.authorized, then
 *     payment.captured and order.paid; payment.failed; refund.created and refund.processed, whose
 *     payload holds the refund and its payment.
 *   - Razorpay's error body, Basic auth.
 * Test hooks: `failNext`, `pay`, `deliver`, `event`, `setAutoCapture`, `setOnCall`, and POST /_fake/checkout/pay,
 * which is what the fake Checkout script (fake-razorpay-checkout.js) calls from the browser.
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
  /** Captures every payment as soon as it is authorized (the Dashboard's setting); true by default. */
  autoCapture?: boolean;
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

/** An API request the fake received: its method, path, idempotency key and the status answered. */
export interface FakeCall {
  method: string;
  path: string;
  idempotencyKey?: string;
  /** Undefined when the connection was dropped. */
  status?: number;
}

export interface FakeRazorpay {
  url: string;
  orders: Map<string, RazorpayOrder>;
  payments: Map<string, RazorpayPayment>;
  refunds: Map<string, RazorpayRefund>;
  /** Every API request the fake answered (or dropped), in order. */
  calls: FakeCall[];
  /** Webhooks sent, with the app's answers. */
  deliveries: Delivery[];
  /** The next `count` API calls (not /_fake) fail as `kind` says. */
  failNext(kind: FailureKind, count?: number): void;
  /** Whether payments are captured as soon as they are authorized (the Dashboard's setting). */
  setAutoCapture(on: boolean): void;
  /**
   * Runs before each API call is handled (until cleared): a test's way to change the fake's state
   * between two calls of the app, as another instance or the Dashboard would.
   */
  setOnCall(hook: ((call: FakeCall) => void) | undefined): void;
  /** What Checkout does when the learner pays (or fails to): the handler's answer, and the webhooks. */
  pay(
    orderId: string,
    options?: { method?: FakeMethod; outcome?: 'success' | 'failure'; webhooks?: boolean },
  ): Promise<CheckoutSuccess | CheckoutFailure>;
  /** A signed webhook as Razorpay sends it, to the app's webhook URL. */
  deliver(event: WebhookEvent, options?: { eventId?: string; signature?: string }): Promise<Delivery>;
  /**
   * Builds a webhook event from the entities the fake holds now. A refund brings its payment along,
   * as Razorpay's refund events do.
   */
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

/** Razorpay's rule for X-Refund-Idempotency: at least 10 letters, digits, hyphens or underscores. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{10,}$/;

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

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 100;

const CHECKOUT_SCRIPT = new URL('./fake-razorpay-checkout.js', import.meta.url);

/** A payment entity as Razorpay documents it, authorized for an order. */
function authorizedPayment(order: RazorpayOrder, method: FakeMethod): RazorpayPayment {
  const entity = {
    id: razorpayId('pay'),
    entity: 'payment' as const,
    amount: order.amount,
    currency: order.currency,
    status: 'authorized' as const,
    order_id: order.id,
    invoice_id: null,
    international: false,
    method,
    amount_refunded: 0,
    refund_status: null,
    captured: false,
    description: null,
    email: 'learner@example.com',
    contact: '+919000090000',
    notes: [],
    fee: null,
    tax: null,
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
    created_at: now(),
  };
  return entity;
}

/** Why Checkout cannot take a payment for this order now, or null (Razorpay's orders, ADR 055). */
function notPayable(order: RazorpayOrder, payments: Iterable<RazorpayPayment>): string | null {
  if (order.status === 'paid') return 'This order has already been paid.';
  for (const payment of payments) {
    if (payment.order_id === order.id && payment.status === 'authorized') {
      return 'A payment of this order is authorized and waiting to be captured.';
    }
  }
  return null;
}

// One function: the fake's state and every handler share it through closures.
export async function startFakeRazorpay(settings: FakeRazorpayOptions): Promise<FakeRazorpay> {
  const options = { autoCapture: true, ...settings };
  const orders = new Map<string, RazorpayOrder>();
  const payments = new Map<string, RazorpayPayment>();
  const refunds = new Map<string, RazorpayRefund>();
  /** Idempotency key → the refund it created and the body it was created with. */
  const idempotent = new Map<string, { refundId: string; body: string }>();
  const calls: FakeCall[] = [];
  const deliveries: Delivery[] = [];
  const failures: FailureKind[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let onCall: ((call: FakeCall) => void) | undefined;
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
    const refund = entities.refund ? refunds.get(entities.refund) : undefined;
    const paymentId = entities.payment ?? refund?.payment_id;
    // A snapshot: a later change of the entity does not change an event already built.
    if (refund) payload.refund = { entity: structuredClone(refund) };
    if (paymentId) payload.payment = { entity: structuredClone(payments.get(paymentId)) };
    if (entities.order) payload.order = { entity: structuredClone(orders.get(entities.order)) };
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

  /** authorized → captured; the order is paid. The events it causes. */
  function capture(payment: RazorpayPayment): WebhookEvent[] {
    Object.assign(payment, { status: 'captured', captured: true });
    const order = payment.order_id ? orders.get(payment.order_id) : undefined;
    if (!order) return [event('payment.captured', { payment: payment.id })];
    Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
    return [
      event('payment.captured', { payment: payment.id }),
      event('order.paid', { payment: payment.id, order: order.id }),
    ];
  }

  function declined(order: RazorpayOrder, payment: RazorpayPayment): CheckoutFailure {
    Object.assign(payment, {
      status: 'failed',
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed because the bank declined it.',
      error_source: 'bank',
      error_step: 'payment_authorization',
      error_reason: 'payment_failed',
    });
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

  async function pay(
    orderId: string,
    payOptions: { method?: FakeMethod; outcome?: 'success' | 'failure'; webhooks?: boolean } = {},
  ): Promise<CheckoutSuccess | CheckoutFailure> {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const refusal = notPayable(order, payments.values());
    if (refusal) throw new Error(refusal);
    const payment = authorizedPayment(order, payOptions.method ?? 'upi');
    payments.set(payment.id, payment);
    Object.assign(order, { status: 'attempted', attempts: order.attempts + 1 });
    const webhooks = payOptions.webhooks ?? true;
    if (payOptions.outcome === 'failure') {
      const failure = declined(order, payment);
      if (webhooks) deliverLater([event('payment.failed', { payment: payment.id })]);
      return failure;
    }
    const events = [event('payment.authorized', { payment: payment.id })];
    if (options.autoCapture) events.push(...capture(payment));
    if (webhooks) deliverLater(events);
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
    const order = orders.get(orderId);
    if (!order) return send(response, 400, errorBody('The id provided does not exist'), cors);
    const refusal = notPayable(order, payments.values());
    if (refusal) return send(response, 400, errorBody(refusal), cors);
    const method = (['upi', 'card', 'netbanking'] as const).find((m) => m === input.method) ?? 'upi';
    const outcome = input.outcome === 'failure' ? 'failure' : 'success';
    return send(response, outcome === 'success' ? 200 : 400, await pay(orderId, { method, outcome }), cors);
  }

  type Answer = (status: number, payload: unknown) => void;

  function createOrder(body: Record<string, unknown>, answer: Answer) {
    const { amount, currency, receipt, notes } = body;
    if (!isAmount(amount)) {
      return answer(400, errorBody('The amount must be at least INR 1.00', undefined, 'amount'));
    }
    if (currency !== 'INR') return answer(400, errorBody('The currency is invalid.', undefined, 'currency'));
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
      attempts: 0,
      notes: (notes as Record<string, string> | undefined) ?? [],
      created_at: now(),
    };
    orders.set(order.id, order);
    return answer(200, order);
  }

  /** POST /v1/payments/:id/capture: only an authorized payment, for its amount and currency. */
  function capturePayment(payment: RazorpayPayment, body: Record<string, unknown>, answer: Answer) {
    if (typeof body.amount !== 'number' || !Number.isInteger(body.amount)) {
      return answer(400, errorBody('The amount must be an integer.', undefined, 'amount'));
    }
    if (payment.status === 'captured' || payment.status === 'refunded') {
      return answer(400, errorBody('This payment has already been captured'));
    }
    if (payment.status !== 'authorized') {
      return answer(400, errorBody('Only payments which have been authorized can be captured'));
    }
    if (body.amount !== payment.amount) {
      return answer(
        400,
        errorBody('Capture amount must be equal to the amount authorized', undefined, 'amount'),
      );
    }
    if (body.currency !== undefined && body.currency !== payment.currency) {
      return answer(
        400,
        errorBody('The currency should be same as the payment currency', undefined, 'currency'),
      );
    }
    deliverLater(capture(payment));
    return answer(200, payment);
  }

  function refundPayment(
    payment: RazorpayPayment,
    request: { body: Record<string, unknown>; bodyText: string; idempotencyKey: unknown },
    answer: Answer,
  ) {
    const { body, bodyText, idempotencyKey } = request;
    if (typeof idempotencyKey === 'string') {
      if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
        return answer(
          400,
          errorBody(
            'The idempotency key must be at least 10 characters long and contain only letters, numbers, hyphens and underscores.',
          ),
        );
      }
      const seen = idempotent.get(idempotencyKey);
      if (seen && seen.body !== bodyText) {
        return answer(
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
    if (!isAmount(amount)) {
      return answer(400, errorBody('The amount must be at least INR 1.00', undefined, 'amount'));
    }
    if (amount > payment.amount - payment.amount_refunded) {
      return answer(
        400,
        errorBody('The refund amount provided is greater than amount captured', undefined, 'amount'),
      );
    }
    const refund = {
      id: razorpayId('rfnd'),
      entity: 'refund' as const,
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: (body.notes as Record<string, string> | undefined) ?? [],
      receipt: null,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: 'processed' as const,
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    const full = payment.amount_refunded === payment.amount;
    Object.assign(payment, {
      refund_status: full ? 'full' : 'partial',
      status: full ? 'refunded' : payment.status,
    });
    if (typeof idempotencyKey === 'string')
      idempotent.set(idempotencyKey, { refundId: refund.id, body: bodyText });
    deliverLater([
      event('refund.created', { refund: refund.id }),
      event('refund.processed', { refund: refund.id }),
    ]);
    return answer(200, refund);
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, path: string) {
    const idempotencyKey = request.headers['x-refund-idempotency'];
    const call: FakeCall = {
      method: request.method ?? '',
      path,
      ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {}),
    };
    calls.push(call);
    onCall?.(call);
    const failure = failures.shift();
    if (failure === 'drop') {
      request.socket.destroy();
      return;
    }
    if (failure === '500') {
      call.status = 500;
      return send(response, 500, errorBody('The server encountered an error.', 'SERVER_ERROR'));
    }
    // 'lose-response': the request is carried out, then the connection drops before the answer.
    const answer: Answer = (status, payload) => {
      if (failure === 'lose-response') return request.socket.destroy();
      call.status = status;
      send(response, status, payload);
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
    if (request.method === 'POST' && path === '/v1/orders') return createOrder(body, answer);

    const orderMatch = /^\/v1\/orders\/([^/]+)$/.exec(path);
    if (orderMatch && request.method === 'GET') {
      const order = orders.get(decodeURIComponent(orderMatch[1]!));
      return order ? answer(200, order) : answer(400, errorBody('The id provided does not exist'));
    }

    const paymentMatch = /^\/v1\/payments\/([^/]+)(\/refund|\/capture)?$/.exec(path);
    if (paymentMatch) {
      const payment = payments.get(decodeURIComponent(paymentMatch[1]!));
      if (!payment) return answer(400, errorBody('The id provided does not exist'));
      const action = paymentMatch[2];
      if (request.method === 'GET' && !action) return answer(200, payment);
      if (request.method === 'POST' && action === '/capture') return capturePayment(payment, body, answer);
      if (request.method === 'POST' && action === '/refund') {
        return refundPayment(payment, { body, bodyText, idempotencyKey }, answer);
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
    setAutoCapture(on) {
      options.autoCapture = on;
    },
    setOnCall(hook) {
      onCall = hook;
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
