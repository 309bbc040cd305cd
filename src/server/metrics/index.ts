import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { mayReadMetrics } from './access.ts';
import { databaseGauges } from './database-gauges.ts';
import { jobFailureCounters } from './jobs.ts';
import { poolGauges } from './pool.ts';
import { timeRequests } from './requests.ts';

export const METRICS_PATH = '/metrics';

export interface MetricsOptions {
  /** The pool under app.db, whose use is shown per instance. */
  pool: pg.Pool;
  /** METRICS_TOKEN: lets a caller other than a local, unforwarded one read the metrics. */
  token: string | undefined;
  /**
   * When the last backup succeeded (null: never), read at each scrape. Without it the backup
   * gauge is left out.
   */
  lastBackupAt?: (() => Promise<Date | null>) | undefined;
}

/** What the rest of the app may do with the metrics. */
export interface AppMetrics {
  /** Counts the failures a job runner reports (its `events`); stops when the app closes. */
  watchJobEvents(events: WorkerEvents): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

let processRegistry: Registry | undefined;

/**
 * Node's own figures (event-loop lag, heap, GC, CPU, open files) belong to the process, not to
 * an app: one registry per process, however many apps a test file builds.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * GET /metrics in Prometheus's text format (ADR 044), and the request histogram behind it. Only
 * a local, unforwarded caller or one with METRICS_TOKEN gets it; anyone else gets the site's
 * not-found answer, as for any unknown path.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const registry = new Registry();
  const registers = [registry];
  timeRequests(app, registers);
  poolGauges(options.pool, registers);
  databaseGauges(registers, { db: app.db, lastBackupAt: options.lastBackupAt, log: app.log });

  const followRunner = jobFailureCounters(registers);
  const stopFollowing: (() => void)[] = [];
  app.decorate('metrics', {
    watchJobEvents: (events) => void stopFollowing.push(followRunner(events)),
  } satisfies AppMetrics);
  app.addHook('onClose', async () => {
    for (const stop of stopFollowing) stop();
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const caller = { peerAddress: request.socket.remoteAddress, headers: request.headers };
    if (!mayReadMetrics(caller, options.token)) return reply.callNotFound();
    const [own, node] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(`${own}\n${node}`);
  });
});
