import { API_BASE } from '@contract/api-paths.ts';
import { MESSAGES } from '@contract/messages.ts';
import { TOTAL_COUNT_HEADER } from '@contract/vocabulary.ts';
import { getToken } from './session.ts';

/**
 * An HTTP answer outside the 2xx range (or not the status a call expects).
 * `message` is the server's `{ message }` when it sent one, else a generic text for the status;
 * `serverMessage` is the server's text only (undefined when the body carried none, e.g. a proxy's 502 page).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly serverMessage: string | undefined;

  constructor(status: number, message: string, serverMessage?: string) {
    super(message);
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** When set, any other status (even a 2xx) throws an ApiError: e.g. the contact form counts only 201. */
  expectStatus?: number;
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
 * The one way the client talks to the API: JSON over fetch under /api, cookies included, and
 * `Authorization: Bearer <token>` while a session token is stored (spec, sections 6 and 7).
 * Network failures reject with the browser's own error (a TypeError), HTTP failures with an ApiError,
 * so callers can tell "the server said no" from "the server could not be reached".
 * The body is not re-validated here: the server sends every answer through its declared
 * response schema, and the client only needs the types (keeps zod out of the bundle).
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await send<T>(path, options)).body;
}

/**
 * A paged admin list: the items and the X-Total-Count header (the number of matches over all
 * pages), so a page of 5 never downloads the whole table.
 */
export async function apiRequestPage<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<{ items: T[]; total: number }> {
  const { body, response } = await send<T[]>(path, options);
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  return { items: body, total: header === null ? body.length : Number(header) };
}

async function send<T>(path: string, options: ApiRequestOptions): Promise<{ body: T; response: Response }> {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const token = getToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    credentials: 'include',
  };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(options.body);
  }

  const response = await fetch(`${API_BASE}${path}`, init);
  const body = await readBody(response);
  const unexpected = options.expectStatus !== undefined && response.status !== options.expectStatus;
  if (!response.ok || unexpected) {
    const serverMessage = messageOf(body);
    throw new ApiError(response.status, serverMessage ?? fallbackMessage(response.status), serverMessage);
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
