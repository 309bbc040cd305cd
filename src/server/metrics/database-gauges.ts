import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { type DatabaseFigures, FIGURES_TIMEOUT_MS, readDatabaseFigures } from './figures.ts';

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The figures read at scrape time from the database and the backup source, the same from every
 * instance (ADR 044). Each source is read once per scrape however many gauges show it; a source
 * that fails or is slower than FIGURES_TIMEOUT_MS is left out of that scrape, not shown as 0, and
 * counted in fintrain_metrics_collect_errors_total.
 */
export function databaseGauges(
  registers: Registry[],
  sources: { db: Database; lastBackupAt: (() => Promise<Date | null>) | undefined; log: FastifyBaseLogger },
): void {
  const onceEachScrape = <T>(source: string, read: () => Promise<T>) => {
    let reading: Promise<T | undefined> | undefined;
    // prom-client collects every metric at once, so all of one scrape's gauges share the promise.
    return () => {
      reading ??= withDeadline(read(), FIGURES_TIMEOUT_MS)
        .catch((error: unknown) => {
          collectErrors.inc({ source });
          sources.log.warn(
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
  const figures = onceEachScrape('database', () => readDatabaseFigures(sources.db));
  const lastBackup = sources.lastBackupAt ? onceEachScrape('backup', sources.lastBackupAt) : undefined;
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
  queueAndOutboxGauges(registers, figures);
  if (lastBackup) backupGauge(registers, lastBackup);
}

/** The job queue and the mail outbox, from one read of the database per scrape. */
function queueAndOutboxGauges(
  registers: Registry[],
  figures: () => Promise<DatabaseFigures | undefined>,
): void {
  const gauge = (
    name: string,
    help: string,
    labels: string[],
    fill: (g: Gauge, read: DatabaseFigures) => void,
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
  gauge(
    'fintrain_job_queue_depth',
    "Unfinished jobs in graphile-worker's queue: ready (due now), scheduled (due later), locked (running, or held by a dead instance until its lock expires).",
    ['state'],
    (g, { jobs }) => {
      g.set({ state: 'ready' }, jobs.ready);
      g.set({ state: 'scheduled' }, jobs.scheduled);
      g.set({ state: 'locked' }, jobs.locked);
    },
  );
  gauge(
    'fintrain_job_queue_failures',
    'Jobs whose last attempt failed: retrying (will run again, with last_error), or permanent (out of attempts, never run again).',
    ['state'],
    (g, { jobs }) => {
      g.set({ state: 'retrying' }, jobs.retrying);
      g.set({ state: 'permanent' }, jobs.permanentlyFailed);
    },
  );
  gauge('fintrain_mail_outbox_unsent', 'Mails queued in the outbox and not yet sent.', [], (g, { mail }) =>
    g.set(mail.unsent),
  );
  gauge(
    'fintrain_mail_outbox_oldest_unsent_age_seconds',
    'Age of the oldest mail not yet sent; 0 when the outbox is empty.',
    [],
    (g, { mail }) => g.set(mail.oldestUnsentSeconds),
  );
  gauge(
    'fintrain_mail_outbox_failed',
    'Mails the outbox gave up on after every attempt.',
    [],
    (g, { mail }) => g.set(mail.failed),
  );
}

/** The age of the last successful backup; undefined from the reader means it could not be read. */
function backupGauge(registers: Registry[], lastBackup: () => Promise<Date | null | undefined>): void {
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
