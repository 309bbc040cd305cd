import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { makeWorkerUtils, type WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { connectDatabase } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { addJob, runDueJobs } from '../jobs/index.ts';
import { sharedTestDatabase } from '../test/database.ts';
import { createProgram } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db } = await buildTestApp();
const handle = await sharedTestDatabase();

const TOKEN = 'Zx81-metrics-token-for-the-tests-0123456789';
const VISITOR = '203.0.113.7';

/** One sample of the exposition: `name{labels} value`, the labels matched exactly. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    const wanted = Object.entries(labels);
    if (wanted.length === Object.keys(found).length && wanted.every(([key, value]) => found[key] === value)) {
      const value = match[3] as string;
      return value === '+Inf' ? Number.POSITIVE_INFINITY : Number(value);
    }
  }
  return undefined;
}

async function scrape(target: FastifyInstance = app): Promise<string> {
  const res = await target.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('GET /metrics for a local caller', () => {
  it('answers in the Prometheus text format, uncached, with every family', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    for (const family of [
      'fintrain_http_request_duration_seconds histogram',
      'nodejs_eventloop_lag_seconds gauge',
      'nodejs_eventloop_lag_p99_seconds gauge',
      'fintrain_db_pool_connections gauge',
      'fintrain_db_pool_max_connections gauge',
      'fintrain_db_pool_waiting_clients gauge',
      'fintrain_job_queue_depth gauge',
      'fintrain_job_queue_failures gauge',
      'fintrain_job_errors_total counter',
      'fintrain_jobs_failed_total counter',
      'fintrain_mail_outbox_unsent gauge',
      'fintrain_mail_outbox_oldest_unsent_age_seconds gauge',
      'fintrain_mail_outbox_failed gauge',
      'fintrain_metrics_collect_errors_total counter',
    ]) {
      expect(res.body).toContain(`# TYPE ${family}\n`);
    }
    expect(sample(res.body, 'fintrain_db_pool_max_connections')).toBe(20);
    expect(sample(res.body, 'fintrain_mail_outbox_unsent')).toBe(0);
    // No backup source was given to this app: no backup figure rather than a made-up one.
    expect(res.body).not.toContain('fintrain_backup_last_success_age_seconds');
  });

  it('is not part of the API document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });
});

describe('GET /metrics for anyone else', () => {
  it('answers a visitor exactly as an unknown page', async () => {
    const metrics = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: VISITOR });
    const unknown = await app.inject({ method: 'GET', url: '/no-such-page', remoteAddress: VISITOR });

    expect(metrics.statusCode).toBe(404);
    expect(metrics.body).toBe(unknown.body);
    expect(metrics.headers['content-type']).toBe(unknown.headers['content-type']);
    expect(metrics.body).not.toContain('fintrain_');
  });

  it('answers 404 to a visitor a reverse proxy on this host forwards, with TRUST_PROXY', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: 'true' }, { scope: 'test' });
    for (const headers of [
      { 'x-forwarded-for': VISITOR },
      { forwarded: `for=${VISITOR}` },
      { 'x-real-ip': VISITOR },
    ]) {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers,
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('answers 404 to a wrong token and 200 to the right one, from anywhere', async () => {
    const guarded = await buildTestApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' }, { scope: 'test' });
    const ask = (authorization?: string, headers: Record<string, string> = {}) =>
      guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: VISITOR,
        headers: { ...headers, ...(authorization ? { authorization } : {}) },
      });

    expect((await ask()).statusCode).toBe(404);
    expect((await ask(`Bearer ${TOKEN.slice(0, -1)}X`)).statusCode).toBe(404);
    expect((await ask(`Basic ${TOKEN}`)).statusCode).toBe(404);
    expect((await ask(`Bearer ${'x'.repeat(60_000)}`)).statusCode).toBe(404);
    const right = await ask(`Bearer ${TOKEN}`);
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('# TYPE fintrain_job_queue_depth gauge');
    const throughProxy = await ask(`Bearer ${TOKEN}`, { 'x-forwarded-for': VISITOR });
    expect(throughProxy.statusCode).toBe(200);
  });
});

describe('request durations', () => {
  it('are counted under the route template and status, never the address asked for', async () => {
    const program = await createProgram(db);
    const missing = crypto.randomUUID();
    await app.inject({ method: 'GET', url: `/api/program/${program.id}` });
    await app.inject({ method: 'GET', url: `/api/program/${program.id}` });
    await app.inject({ method: 'GET', url: `/api/program/${missing}` });
    await app.inject({ method: 'GET', url: '/wp-admin/setup-config.php?step=1' });

    const text = await scrape();
    const count = (route: string, status: string) =>
      sample(text, 'fintrain_http_request_duration_seconds_count', {
        method: 'GET',
        route,
        status_code: status,
      });
    expect(count('/api/program/:id', '200')).toBe(2);
    expect(count('/api/program/:id', '404')).toBe(1);
    expect(count('(unmatched)', '404')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(program.id);
    expect(text).not.toContain(missing);
    expect(text).not.toContain('wp-admin');
  });
});

describe('the database pool', () => {
  it('shows open, idle and waiting connections against the configured maximum', async () => {
    const small = connectDatabase(handle.connection, { poolSize: 3 });
    onTestFinished(() => small.close());
    const { app: target } = await buildTestApp({}, { scope: 'test', database: small });
    const held: pg.PoolClient[] = [];
    for (let i = 0; i < 3; i += 1) held.push(await small.pool.connect());
    const queued = small.pool.connect();
    let released = false;
    const releaseAll = async () => {
      if (released) return;
      released = true;
      for (const client of held) client.release();
      (await queued).release();
    };
    onTestFinished(releaseAll);

    const started = Date.now();
    const exhausted = await scrape(target);

    expect(sample(exhausted, 'fintrain_db_pool_max_connections')).toBe(3);
    expect(sample(exhausted, 'fintrain_db_pool_connections', { state: 'open' })).toBe(3);
    expect(sample(exhausted, 'fintrain_db_pool_connections', { state: 'idle' })).toBe(0);
    expect(sample(exhausted, 'fintrain_db_pool_waiting_clients')).toBeGreaterThanOrEqual(1);
    // The queue and outbox need a connection: left out, and counted, rather than a hung scrape.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(sample(exhausted, 'fintrain_mail_outbox_unsent')).toBeUndefined();
    expect(sample(exhausted, 'fintrain_job_queue_depth', { state: 'ready' })).toBeUndefined();
    expect(sample(exhausted, 'fintrain_metrics_collect_errors_total', { source: 'database' })).toBe(1);

    await releaseAll();
    const recovered = await scrape(target);
    expect(sample(recovered, 'fintrain_db_pool_waiting_clients')).toBe(0);
    expect(sample(recovered, 'fintrain_mail_outbox_unsent')).toBe(0);
  });
});

describe('the mail outbox', () => {
  it('shows the unsent mails, the age of the oldest and the failed ones', async () => {
    const mail = {
      toAddress: 'learner@example.com',
      subject: 'Your code',
      textBody: 'text',
      htmlBody: '<p>text</p>',
    };
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await db.insert(mailOutbox).values([
      { ...mail, createdAt: minutesAgo(10) },
      { ...mail, status: 'sending', createdAt: minutesAgo(2) },
      { ...mail, status: 'sent', createdAt: minutesAgo(60), sentAt: minutesAgo(59) },
      { ...mail, status: 'failed', createdAt: minutesAgo(120), attempts: 8 },
    ]);

    const text = await scrape();

    expect(sample(text, 'fintrain_mail_outbox_unsent')).toBe(2);
    expect(sample(text, 'fintrain_mail_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(600);
    expect(sample(text, 'fintrain_mail_outbox_oldest_unsent_age_seconds')).toBeLessThan(660);
    expect(sample(text, 'fintrain_mail_outbox_failed')).toBe(1);
  });
});

describe('the job queue', () => {
  async function emptyQueue() {
    const utils = await makeWorkerUtils({ pgPool: handle.pool });
    try {
      const { rows } = await db.execute<{ id: string }>(sql`select id::text from graphile_worker.jobs`);
      await utils.completeJobs(rows.map((row) => row.id));
    } finally {
      await utils.release();
    }
  }
  const depth = (text: string, state: string) => sample(text, 'fintrain_job_queue_depth', { state });
  const failures = (text: string, state: string) => sample(text, 'fintrain_job_queue_failures', { state });

  it('shows jobs ready, scheduled, running, retrying and failed, and counts failures', async () => {
    await emptyQueue();
    const events = new EventEmitter() as WorkerEvents;
    app.metrics.watchJobEvents(events);
    await addJob(db, 'quiz-deadline', { attempt_id: crypto.randomUUID() });
    await addJob(
      db,
      'quiz-deadline',
      { attempt_id: crypto.randomUUID() },
      { runAt: new Date(Date.now() + 3_600_000) },
    );
    await addJob(db, 'payment-refund', { refund_id: crypto.randomUUID() }, { maxAttempts: 1 });
    await addJob(db, 'payment-refund', { refund_id: crypto.randomUUID() }, { maxAttempts: 5 });

    const queued = await scrape();
    expect([depth(queued, 'ready'), depth(queued, 'scheduled'), depth(queued, 'locked')]).toEqual([3, 1, 0]);
    expect([failures(queued, 'retrying'), failures(queued, 'permanent')]).toEqual([0, 0]);

    const refundFails = async () => {
      throw new Error('Razorpay is down');
    };
    await runDueJobs(handle.pool, { 'payment-refund': refundFails }, { events });

    const failed = await scrape();
    // The retry waits out its backoff: scheduled, and retrying.
    expect([depth(failed, 'ready'), depth(failed, 'scheduled'), depth(failed, 'locked')]).toEqual([1, 2, 0]);
    expect([failures(failed, 'retrying'), failures(failed, 'permanent')]).toEqual([1, 1]);
    expect(sample(failed, 'fintrain_job_errors_total', { task: 'payment-refund' })).toBe(2);
    expect(sample(failed, 'fintrain_jobs_failed_total', { task: 'payment-refund' })).toBe(1);

    let finish = () => {};
    const running = runDueJobs(handle.pool, {
      'quiz-deadline': () => new Promise<void>((resolve) => (finish = resolve)),
    });
    let during = await scrape();
    for (let tries = 0; depth(during, 'locked') === 0 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      during = await scrape();
    }
    expect([depth(during, 'ready'), depth(during, 'locked')]).toEqual([0, 1]);
    finish();
    await running;
    expect(depth(await scrape(), 'locked')).toBe(0);
  });
});

describe('the last backup', () => {
  it('shows the seconds since the last successful backup', async () => {
    const { app: target } = await buildTestApp(
      {},
      { scope: 'test', lastBackupAt: async () => new Date(Date.now() - 3_600_000) },
    );
    const age = sample(await scrape(target), 'fintrain_backup_last_success_age_seconds');
    expect(age).toBeGreaterThanOrEqual(3600);
    expect(age).toBeLessThan(3660);
  });

  it('is infinitely old when there has been none, so that an alert on its age fires', async () => {
    const { app: target } = await buildTestApp({}, { scope: 'test', lastBackupAt: async () => null });
    const text = await scrape(target);
    expect(text).toContain('\nfintrain_backup_last_success_age_seconds +Inf\n');
  });

  it('is left out, and the failure counted, when it cannot be read', async () => {
    const { app: target } = await buildTestApp(
      {},
      {
        scope: 'test',
        lastBackupAt: async () => {
          throw new Error('backups table missing');
        },
      },
    );
    const text = await scrape(target);
    expect(sample(text, 'fintrain_backup_last_success_age_seconds')).toBeUndefined();
    expect(sample(text, 'fintrain_metrics_collect_errors_total', { source: 'backup' })).toBe(1);
    expect(sample(text, 'fintrain_mail_outbox_unsent')).toBe(0);
  });
});
