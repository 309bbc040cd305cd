import type { PaymentsConfig } from '../config.ts';

/**
 * A small client of Razorpay's REST API (ADR 029, ADR 055): the four calls this site makes, over
 * `fetch` with HTTP Basic auth (key id : key secret), JSON bodies and a timeout. Amounts are paise.
 *   - POST /v1/orders                 https://razorpay.com/docs/api/orders/create
 *   - GET  /v1/payments/:id           https://razorpay.com/docs/api/payments/fetch-with-id
 *   - POST /v1/payments/:id/capture   https://razorpay.com/docs/api/payments/capture
 *     authorized → captured, for exactly the authorized amount; anything else is an error.
 *   - POST /v1/payments/:id/refund    https://razorpay.com/docs/api/refunds/normal-refunds-idempotent
 *     with X-Refund-Idempotency: the same key and body never refund twice.
 */

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  /** created, then attempted at the first payment attempt, then paid once a payment is captured. */
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | unknown[];
  created_at: number;
}

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  method: string;
  amount_refunded: number;
  /** null until a refund; 'partial' or 'full' after (the status turns 'refunded' only when full). */
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  status: 'pending' | 'processed' | 'failed';
  notes: Record<string, string> | unknown[];
  created_at: number;
}

/**
 * Why a call failed: `rejected` is Razorpay's 4xx answer (a bad request it will refuse again;
 * `description` is its text), `unavailable` a network error, a timeout or a 5xx (try again later).
 */
export class RazorpayError extends Error {
  override readonly name = 'RazorpayError';

  constructor(
    readonly kind: 'rejected' | 'unavailable',
    readonly description: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(`Razorpay ${kind}${status ? ` (${status})` : ''}: ${description}`);
  }
}

/** What the payment domain needs from Razorpay; the tests point it at a local fake. */
export interface RazorpayClient {
  readonly keyId: string;
  createOrder(input: {
    amount: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<RazorpayOrder>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  capturePayment(paymentId: string, input: { amount: number; currency: 'INR' }): Promise<RazorpayPayment>;
  createRefund(
    paymentId: string,
    input: { amount: number; notes: Record<string, string> },
    idempotencyKey: string,
  ): Promise<RazorpayRefund>;
}

/** A call to Razorpay that takes longer than this is abandoned (and counted as unavailable). */
export const RAZORPAY_TIMEOUT_MS = 10_000;

export function createRazorpayClient(
  config: Pick<PaymentsConfig, 'keyId' | 'keySecret' | 'apiUrl'>,
  options: { timeoutMs?: number } = {},
): RazorpayClient {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? RAZORPAY_TIMEOUT_MS;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new RazorpayError('unavailable', error instanceof Error ? error.message : String(error));
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (response.ok && parsed && typeof parsed === 'object') return parsed as T;
    // Razorpay's error shape: { error: { code, description, source, step, reason, metadata } }.
    const error = (parsed as { error?: { code?: string; description?: string } } | undefined)?.error;
    const description = error?.description ?? `HTTP ${response.status}`;
    // A 409 on an idempotent refund means "the first request is still being processed": retry.
    const retryable = response.status >= 500 || response.status === 409 || response.status === 429;
    throw new RazorpayError(
      response.ok || retryable ? 'unavailable' : 'rejected',
      description,
      response.status,
      error?.code,
    );
  }

  return {
    keyId: config.keyId,
    createOrder: (input) => call<RazorpayOrder>('POST', '/v1/orders', { ...input, currency: 'INR' }),
    fetchPayment: (paymentId) =>
      call<RazorpayPayment>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`),
    capturePayment: (paymentId, input) =>
      call<RazorpayPayment>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, input),
    createRefund: (paymentId, input, idempotencyKey) =>
      call<RazorpayRefund>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, input, {
        'X-Refund-Idempotency': idempotencyKey,
      }),
  };
}
