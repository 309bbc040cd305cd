import { clientRouteOf } from '@contract/routes.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { mayReadMetrics } from './access.ts';
import { type DatabaseFigures, FIGURES_TIMEOUT_MS, readDatabaseFigures } from './figures.ts';

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
 * A bounded name for the route that answered: the route's template (`/api/program/:id`), a page's
 * client route when the page renderer answered it, or one name for every static file and one for
 * everything unmatched, so that no visitor can grow the label set.
 */
function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const template = request.routeOptions.url;
  if (template === undefined) {
    if (reply.statusCode >= 400) return '(unmatched)';
    return clientRouteOf(request.url.split('?')[0] ?? '/') ?? '(unmatched)';
  }
  // @fastify/static registers one route per file of the build.
  if (request.routeOptions.config && 'rootPath' in request.routeOptions.config) return '(static file)';
  return template;
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * GET /metrics in Prometheus's text format (ADR 044), and the request histogram behind it. Only
 * a local, unforwarded caller or one with METRICS_TOKEN gets it; anyone else gets the site's
 * not-found answer, as for any unknown path.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const registry = new Registry();
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'fintrain_http_request_duration_seconds',
    help: 'Time to answer an HTTP request on this instance, by method, route template and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  // A callback hook, not an async one: no promise per request on the hottest path.
  app.addHook('onResponse', (request, reply, done) => {
    requestDuration.observe(
      { method: request.method, route: routeLabel(request, reply), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const { pool } = options;
  new Gauge({
    name: 'fintrain_db_pool_connections',
    help: "Connections in this instance's database pool: open in all, and idle among them.",
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'open' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'fintrain_db_pool_max_connections',
    help: "The most connections this instance's pool opens (DATABASE_POOL_SIZE).",
    registers,
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: 'fintrain_db_pool_waiting_clients',
    help: 'Queries on this instance waiting for a free connection of its pool.',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });

  /**
   * Runs `read` once per scrape, however many metrics await it (prom-client collects them all at
   * once); a failure or a read slower than FIGURES_TIMEOUT_MS is counted and gives undefined.
   */
  const oncePerScrape = <T>(source: string, read: () => Promise<T>) => {
    let reading: Promise<T | undefined> | undefined;
    return () => {
      reading ??= withDeadline(read(), FIGURES_TIMEOUT_MS)
        .catch((error: unknown) => {
          collectErrors.inc({ source });
          app.log.warn(
            { err: error, source },
            'metrics: a source could not be read; its figures are left out',
          );
          return undefined;
        })
        .finally(() => {
          reading = undefined;
        });
      return reading;
    };
  };
  // Every database gauge reads the same snapshot: one pair of queries per scrape, not one per gauge.
  const figures = oncePerScrape('database', () => readDatabaseFigures(app.db));
  const { lastBackupAt } = options;
  const lastBackup = lastBackupAt ? oncePerScrape('backup', lastBackupAt) : undefined;
  const collectErrors = new Counter({
    name: 'fintrain_metrics_collect_errors_total',
    help: 'Scrapes on this instance that could not read a source (database, backup); its figures were left out.',
    labelNames: ['source'] as const,
    registers,
    // Shown once this scrape's reads have ended, so that a failure counts in the scrape it spoiled.
    async collect() {
      await Promise.all([figures(), lastBackup?.()]);
    },
  });
  const databaseGauge = (
    name: string,
    help: string,
    labels: readonly string[],
    fill: (gauge: Gauge<string>, read: DatabaseFigures) => void,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: labels,
      registers,
      async collect() {
        const read = await figures();
        this.reset();
        // Left out, not zero, when the database did not answer: a gap is not an empty queue.
        if (read) fill(this, read);
        else if (labels.length === 0) this.remove();
      },
    });
  databaseGauge(
    'fintrain_job_queue_depth',
    "Unfinished jobs in graphile-worker's queue: ready (due now), scheduled (due later), locked (running, or held by a dead instance until its lock expires).",
    ['state'],
    (gauge, { jobs }) => {
      gauge.set({ state: 'ready' }, jobs.ready);
      gauge.set({ state: 'scheduled' }, jobs.scheduled);
      gauge.set({ state: 'locked' }, jobs.locked);
    },
  );
  databaseGauge(
    'fintrain_job_queue_failures',
    'Jobs whose last attempt failed: retrying (will run again, with last_error), or permanent (out of attempts, never run again).',
    ['state'],
    (gauge, { jobs }) => {
      gauge.set({ state: 'retrying' }, jobs.retrying);
      gauge.set({ state: 'permanent' }, jobs.permanentlyFailed);
    },
  );
  databaseGauge(
    'fintrain_mail_outbox_unsent',
    'Mails queued in the outbox and not yet sent.',
    [],
    (gauge, read) => gauge.set(read.mail.unsent),
  );
  databaseGauge(
    'fintrain_mail_outbox_oldest_unsent_age_seconds',
    'Age of the oldest mail not yet sent; 0 when the outbox is empty.',
    [],
    (gauge, read) => gauge.set(read.mail.oldestUnsentSeconds),
  );
  databaseGauge(
    'fintrain_mail_outbox_failed',
    'Mails the outbox gave up on after every attempt.',
    [],
    (gauge, read) => gauge.set(read.mail.failed),
  );

  if (lastBackup) {
    new Gauge({
      name: 'fintrain_backup_last_success_age_seconds',
      help: 'Seconds since the last successful backup; +Inf when there has been none.',
      registers,
      async collect() {
        const at = await lastBackup();
        // Never backed up is the oldest backup there is: an alert on the age fires (ADR 044).
        if (at === null) this.set(Number.POSITIVE_INFINITY);
        else if (at) this.set(Math.max(0, (Date.now() - at.getTime()) / 1000));
        else this.remove();
      },
    });
  }

  const jobErrors = new Counter({
    name: 'fintrain_job_errors_total',
    help: 'Job attempts that threw on this instance, by task.',
    labelNames: ['task'] as const,
    registers,
  });
  const jobsFailed = new Counter({
    name: 'fintrain_jobs_failed_total',
    help: 'Jobs that failed for good (their last attempt) on this instance, by task.',
    labelNames: ['task'] as const,
    registers,
  });
  const stopWatching: (() => void)[] = [];
  app.decorate('metrics', {
    watchJobEvents(events: WorkerEvents) {
      const onError = ({ job }: { job: { task_identifier: string } }) =>
        jobErrors.inc({ task: job.task_identifier });
      const onFailed = ({ job }: { job: { task_identifier: string } }) =>
        jobsFailed.inc({ task: job.task_identifier });
      events.on('job:error', onError);
      events.on('job:failed', onFailed);
      stopWatching.push(() => {
        events.off('job:error', onError);
        events.off('job:failed', onFailed);
      });
    },
  } satisfies AppMetrics);
  app.addHook('onClose', async () => {
    for (const stop of stopWatching) stop();
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (
      !mayReadMetrics({ peerAddress: request.socket.remoteAddress, headers: request.headers }, options.token)
    )
      return reply.callNotFound();
    const [own, node] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(`${own}\n${node}`);
  });
});
