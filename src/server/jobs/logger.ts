import type { FastifyBaseLogger } from 'fastify';
import { Logger } from 'graphile-worker';

/** graphile-worker's logger writing to ours (or nowhere), so its lines share our format. */
export function graphileLogger(log: FastifyBaseLogger | undefined): Logger {
  return new Logger((scope) => (level, message, meta) => {
    if (!log) return;
    const fields = { jobs: scope, ...meta };
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else if (level === 'info') log.info(fields, message);
    else log.debug(fields, message);
  });
}
