import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/** JSON logs (pino); credentials never reach them. */
export function createLogger(level: string, destination?: pino.DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level,
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
