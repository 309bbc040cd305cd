import { API_BASE, type Endpoint, fillPath } from '@contract/endpoints.ts';
import { vi } from 'vitest';

/** One request the component sent, as the server would see it. */
export interface SentRequest {
  method: string;
  /** Path and query as sent, e.g. `apiUrl(endpoints.adminSubscriptionAll, {}, 'page=1&limit=5')`. */
  url: string;
  /** The path alone. */
  path: string;
  /** The parsed JSON body, a text body (text/csv) as it is, or undefined without one. */
  body: unknown;
  headers: Headers;
}

/** An answer: a status and a JSON body, with optional headers. */
export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = Reply | ((request: SentRequest) => Reply | Promise<Reply>);

/** Requests no route answered since the last check (see takeUnanswered). */
let unanswered: string[] = [];

/**
 * The URL the client sends for an endpoint: API_BASE, the path with its parameters filled in
 * (URL-encoded), and the query. A query object is serialised by URLSearchParams in its key order,
 * as the client does; a query string is taken as it is, for tests that spell out the encoding.
 * The paths come from the contract's table, so no client file repeats one (docs/product.md §7.1).
 */
export function apiUrl(
  endpoint: Endpoint,
  params?: Record<string, string>,
  query?: string | Record<string, string>,
): string {
  const search = typeof query === 'string' ? query : `${new URLSearchParams(query)}`;
  return `${API_BASE}${fillPath(endpoint.path, params)}${search ? `?${search}` : ''}`;
}

/** The mockApi route of an endpoint, 'METHOD /path': `{ [on(endpoints.login)]: reply }`. */
export function on(endpoint: Endpoint, params?: Record<string, string>): string {
  return `${endpoint.method} ${apiUrl(endpoint, params)}`;
}

/**
 * Answers the client's requests at the fetch level, by 'METHOD /path' (the path without the query,
 * built by `on`), so the tests do not depend on how the API calls are written. Returns the requests
 * sent, in order.
 * A request no route answers gets a 599 that names it, and fails the test (setup.ts).
 */
export function mockApi(routes: Record<string, Handler>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    const parsed = new URL(url, 'http://localhost');
    const rawBody = init.body;
    const headers = new Headers(init.headers);
    const json = headers.get('Content-Type')?.includes('json') ?? true;
    const request: SentRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: `${parsed.pathname}${parsed.search}`,
      path: parsed.pathname,
      body: typeof rawBody === 'string' ? (json ? (JSON.parse(rawBody) as unknown) : rawBody) : undefined,
      headers,
    };
    sent.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    if (!handler) unanswered.push(`${request.method} ${request.url}`);
    const reply: Reply = handler
      ? typeof handler === 'function'
        ? await handler(request)
        : handler
      : { status: 599, body: { message: `No mock answers ${request.method} ${request.url}` } };
    const replyHeaders = new Headers({ 'Content-Type': 'application/json', ...reply.headers });
    const text = reply.status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status, headers: replyHeaders });
  });
  return sent;
}

/** One page of an admin list as the API sends it: the rows, and the number of matches in X-Total-Count. */
export function listPage(rows: readonly unknown[], total = rows.length): Reply {
  return { status: 200, body: rows, headers: { 'X-Total-Count': String(total) } };
}

/** A promise with its resolver, to hold an answer back while a test looks at the pending state. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The requests no route answered since the last call, and forgets them. */
export function takeUnanswered(): string[] {
  const list = unanswered;
  unanswered = [];
  return list;
}

/** GET /api/payment/config answers: the spec's site (no online payment), and Razorpay switched on. */
export const PAYMENT_OFF: Reply = {
  status: 200,
  body: { enabled: false, key_id: null, checkout_url: null, business_state_code: null },
};
export const PAYMENT_ON: Reply = {
  status: 200,
  body: {
    enabled: true,
    key_id: 'rzp_test_fintrain',
    checkout_url: 'https://checkout.razorpay.com/v1/checkout.js',
    business_state_code: '36',
  },
};
