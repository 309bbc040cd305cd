import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/** Password-reset tokens travel in the path: keep them out of the logs. */
export function redactUrl(url: string): string {
  return url.replace(/(\/resetpassword\/)[^/?#]+/i, '$1[redacted]');
}

/** JSON logs (pino); credentials never reach them. */
export function createLogger(level: string, destination?: pino.DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level,
      serializers: {
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
