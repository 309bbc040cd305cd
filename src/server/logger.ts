import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/** Password-reset tokens travel in the path: keep them out of the logs. */
export function redactUrl(url: string): string {
  return url.replace(/(\/resetpassword\/)[^/?#]+/i, '$1[redacted]');
}

/**
 * Properties of an error that carry the values of a failed query: Drizzle's and PGlite's `params`,
 * and PostgreSQL's `detail` ("Key (email)=(...) already exists", "Failing row contains (...)").
 * They held e-mails, messages and password hashes; the SQL text, code and message stay.
 */
const QUERY_VALUE_KEYS = new Set(['params', 'parameters', 'detail']);
const MAX_CAUSE_DEPTH = 8;

interface ErrorLike {
  message: string;
  stack?: unknown;
  cause?: unknown;
  [key: string]: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** Drizzle puts the parameters in the message too: "Failed query: <sql>\nparams: <values>". */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
}

/** The stack starts with the message: the same message, without the values. */
function stackWithoutParams(stack: string, original: string, redacted: string): string {
  const replaced = stack.replace(original, () => redacted);
  return replaced.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
}

/**
 * pino's error serializer (type, message, stack, own properties, `cause` nested), except that the
 * query values above never reach the log, at any depth of the cause chain.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error)) return error;
  const message = withoutParams(error.message);
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? (error as { name?: unknown }).name,
    message,
    stack:
      typeof error.stack === 'string' ? stackWithoutParams(error.stack, error.message, message) : error.stack,
  };
  for (const key in error) {
    if (key in out || QUERY_VALUE_KEYS.has(key) || key === 'cause') continue;
    const value = error[key];
    const nested = (item: unknown) => (isErrorLike(item) ? serializeError(item, depth + 1) : item);
    // AggregateError's `errors`, or an error kept under another name, is serialised the same way.
    if (depth >= MAX_CAUSE_DEPTH) out[key] = isErrorLike(value) ? '[error]' : value;
    else out[key] = Array.isArray(value) ? value.map(nested) : nested(value);
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH)
    out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** JSON logs (pino); credentials and the values of failed queries never reach them. */
export function createLogger(level: string, destination?: pino.DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level,
      serializers: {
        err: serializeError,
        // Never throws: a log line must not take a request down with it.
        req: (request: { method?: string; url?: unknown; ip?: string }) => ({
          method: request.method,
          url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
          remoteAddress: request.ip,
        }),
      },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.newPassword',
          '*.otp',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
