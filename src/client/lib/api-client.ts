import type { EndpointInput, EndpointOutput } from '@contract/endpoint-schemas.ts';
import {
  API_BASE,
  type Endpoint,
  type EndpointName,
  type EndpointRoute,
  fillPath,
} from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { ApiFetch } from '@contract/page-render.ts';
import { TOTAL_COUNT_HEADER } from '@contract/vocabulary.ts';
import { getToken } from './session.ts';

/** The browser's fetch; the server-side renderer answers the same calls in process (ADR 019). */
let apiFetch: ApiFetch = (input, init) => fetch(input, init);

/** For the server-side renderer only: where `call` sends its requests. */
export function setApiFetch(transport: ApiFetch): void {
  apiFetch = transport;
}

/**
 * An HTTP answer other than the status the endpoint answers on success (even another 2xx).
 * `message` is the server's `{ message }` when it sent one, else a generic text for the status;
 * `serverMessage` is the server's text only (undefined when the body carried none, e.g. a proxy's 502 page).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly serverMessage: string | undefined;
  /** The parsed body, for the few answers that say more than `{ message }` (a lesson's 403 `unlocks_at`). */
  readonly body: unknown;

  constructor(status: number, message: string, serverMessage?: string, body?: unknown) {
    super(message);
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

function fallbackMessage(status: number): string {
  if (status === 400) return MESSAGES.generic.badRequest;
  if (status === 404) return MESSAGES.generic.notFound;
  if (status === 413) return MESSAGES.generic.tooLarge;
  if (status === 429) return MESSAGES.generic.tooManyRequests;
  return MESSAGES.generic.internal;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * What a call sends: the endpoint's path parameters, querystring and body, an abort signal, and
 * `keepalive` for a request that must outlive the page (a player's last progress report).
 */
export type CallInput<N extends EndpointName> = EndpointInput<N> & {
  signal?: AbortSignal;
  keepalive?: boolean;
  /**
   * Sends a text body as it is, with this Content-Type, instead of as JSON: for the one endpoint
   * that takes a file's text (a question bank's CSV import, `text/csv`).
   */
  textType?: string;
};

/** The input may be left out when the endpoint needs none. */
type CallArgs<N extends EndpointName> =
  object extends EndpointInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

/**
 * The one way the client talks to the API: `call(endpoints.login, { body })`. Method, path and the
 * status that means success come from the endpoint table (contract/endpoints.ts); the input and
 * answer types from its schemas (type-only imports, so zod stays out of the bundle). JSON over
 * fetch under /api, with cookies and with `Authorization: Bearer <token>` while a session token is
 * stored (docs/product.md §6 and §7). Network failures reject with the browser's own error (a
 * TypeError), HTTP failures, and any status but the endpoint's own (even a 2xx), with an ApiError,
 * so callers can tell "the server said no" from "the server could not be reached".
 * The body is not re-validated here: the server sends every answer through its declared
 * response schema.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E['name']>
): Promise<EndpointOutput<E['name']>> {
  return (await send<EndpointOutput<E['name']>>(endpoint, input as SendInput | undefined)).body;
}

/**
 * A paged admin list: the items and the X-Total-Count header (the number of matches over all
 * pages), so a page of 5 never downloads the whole table.
 */
export async function callPage<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E['name']>
): Promise<{ items: EndpointOutput<E['name']>; total: number }> {
  const { body, response } = await send<EndpointOutput<E['name']>>(endpoint, input as SendInput | undefined);
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  const items = body as unknown[];
  return { items: body, total: header === null ? items.length : Number(header) };
}

/**
 * As `call`, with the server's clock: the answer's Date header as milliseconds since the epoch
 * (null without one), for a countdown to a deadline the server holds (a quiz's `ends_at`, ADR 026).
 */
export async function callWithServerDate<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E['name']>
): Promise<{ body: EndpointOutput<E['name']>; serverDate: number | null }> {
  const { body, response } = await send<EndpointOutput<E['name']>>(endpoint, input as SendInput | undefined);
  const header = response.headers.get('Date');
  const serverDate = header === null ? Number.NaN : Date.parse(header);
  return { body, serverDate: Number.isNaN(serverDate) ? null : serverDate };
}

/**
 * A file the API sends to signed-in callers only (an invoice PDF, a CSV export): fetched with the session's
 * token, since a plain link cannot carry it, and handed back as a Blob. Failures as `call`.
 */
export async function callBlob<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E['name']>
): Promise<Blob> {
  const { params, query } = (input ?? {}) as SendInput;
  const headers = new Headers({ Accept: 'application/pdf, text/csv, application/zip, application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await apiFetch(urlOf(endpoint, { params, query }), {
    method: endpoint.method,
    headers,
    credentials: 'include',
  });
  if (response.status !== endpoint.status) {
    const body = await readBody(response);
    const serverMessage = messageOf(body);
    throw new ApiError(
      response.status,
      serverMessage ?? fallbackMessage(response.status),
      serverMessage,
      body,
    );
  }
  return response.blob();
}

interface SendInput {
  params?: Record<string, string>;
  /** Values are sent as their text (numbers too); leave out a parameter rather than pass undefined. */
  query?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
  keepalive?: boolean;
  textType?: string;
}

function urlOf(endpoint: EndpointRoute, input: SendInput): string {
  const search = `${new URLSearchParams(input.query)}`;
  return `${API_BASE}${fillPath(endpoint.path, input.params)}${search ? `?${search}` : ''}`;
}

async function send<T>(
  endpoint: EndpointRoute,
  input: SendInput = {},
): Promise<{ body: T; response: Response }> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit = { method: endpoint.method, headers, credentials: 'include' };
  if (input.signal) init.signal = input.signal;
  if (input.keepalive) init.keepalive = true;
  if (input.body !== undefined && input.textType !== undefined) {
    headers.set('Content-Type', input.textType);
    init.body = String(input.body);
  } else if (input.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(input.body);
  }

  const response = await apiFetch(urlOf(endpoint, input), init);
  const body = await readBody(response);
  if (response.status !== endpoint.status) {
    const serverMessage = messageOf(body);
    throw new ApiError(
      response.status,
      serverMessage ?? fallbackMessage(response.status),
      serverMessage,
      body,
    );
  }
  return { body: body as T, response };
}

/**
 * The message to show for a failed call, in the spec's words "the server message, or <fallback>":
 * the server's own text when it sent one; the fallback when it sent none or could not be reached.
 */
export function errorMessage(error: unknown, fallback: string = MESSAGES.contact.exception): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;
}

/** How far an upload has gone: bytes sent of the total (the total is 0 until the browser knows it). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Sends one file as multipart/form-data to an endpoint, in the form field `field`, reporting the
 * bytes sent (fetch cannot: it has no upload progress, so XMLHttpRequest carries every upload of
 * the client, here and in `uploadBytes`). Same token, same success rule and same errors as `call`:
 * an ApiError for any status but the endpoint's own, the browser's TypeError when the server
 * cannot be reached.
 */
export function upload<E extends Endpoint>(
  endpoint: E,
  {
    field,
    file,
    params,
    onProgress,
    signal,
  }: {
    field: string;
    file: File | Blob;
    /** The endpoint's path parameters (a journal trade's picture, a community space's). */
    params?: Record<string, string>;
    onProgress?: (progress: UploadProgress) => void;
    signal?: AbortSignal;
  },
): Promise<EndpointOutput<E['name']>> {
  const form = new FormData();
  form.append(field, file);
  return sendWithProgress(endpoint, urlOf(endpoint, params ? { params } : {}), form, { onProgress, signal });
}

/**
 * Sends raw bytes (a Blob, such as one chunk of a file) as application/octet-stream to an
 * endpoint with path parameters and a query, reporting the bytes sent; answers and errors as
 * `upload`, the ApiError carrying the parsed body (a chunk's 409 says where the upload stands).
 */
export function uploadBytes<E extends Endpoint>(
  endpoint: E,
  {
    params,
    query,
    bytes,
    onProgress,
    signal,
  }: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    bytes: Blob;
    onProgress?: ((progress: UploadProgress) => void) | undefined;
    signal?: AbortSignal | undefined;
  },
): Promise<EndpointOutput<E['name']>> {
  return sendWithProgress(endpoint, urlOf(endpoint, { params, query }), bytes, {
    contentType: 'application/octet-stream',
    onProgress,
    signal,
  });
}

function sendWithProgress<T>(
  endpoint: EndpointRoute,
  url: string,
  body: FormData | Blob,
  options: {
    contentType?: string;
    onProgress?: ((progress: UploadProgress) => void) | undefined;
    signal?: AbortSignal | undefined;
  },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    // A FormData body sets its own multipart type, with the boundary.
    if (options.contentType) request.setRequestHeader('Content-Type', options.contentType);
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => options.onProgress?.({ loaded: event.loaded, total: event.total });
    request.onload = () => {
      let answer: unknown;
      try {
        answer = request.responseText ? (JSON.parse(request.responseText) as unknown) : undefined;
      } catch {
        answer = request.responseText;
      }
      if (request.status === endpoint.status) {
        resolve(answer as T);
        return;
      }
      const serverMessage = messageOf(answer);
      reject(
        new ApiError(request.status, serverMessage ?? fallbackMessage(request.status), serverMessage, answer),
      );
    };
    request.onerror = () => reject(new TypeError('The upload could not reach the server.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
