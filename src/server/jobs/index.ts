import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { parseCronItems, type Runner, run, runOnce, type TaskList, type WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import type { DbOrTx } from '../db/client.ts';
import { graphileLogger } from './logger.ts';

/**
 * Every job the app queues and the payload it carries. A name here without a task in
 * `createTaskList` fails to compile.
 */
export interface JobPayloads {
  /** Transcode an uploaded MP4 to HLS (media.ts). */
  'transcode-media': { media_id: string };
  /** Assemble a completed resumable upload's chunks into the media's original, then transcode it (media-uploads.ts). */
  'assemble-media-upload': { upload_id: string; media_id: string };
  /** Remove resumable uploads abandoned for a day, with their chunks (media-uploads.ts); hourly, by cron. */
  'purge-media-uploads': Record<string, unknown>;
  /** Apply the retention schedule (privacy/retention.ts): what is no longer needed is deleted; hourly, by cron. */
  'purge-expired-rows': Record<string, unknown>;
  /** Mail a learner that a drip module opened (drip.ts); queued in bulk by scheduleUnlockMails. */
  'module-unlock-mail': { user_id: string; module_id: string };
  /** Grade a quiz attempt left open at its deadline (quizzes.ts); queued when the attempt starts. */
  'quiz-deadline': { attempt_id: string };
  /** Send a pending refund to Razorpay again with its idempotency key (payments.ts, ADR 029). */
  'payment-refund': { refund_id: string };
  /** Take the daily backup and delete those BACKUP_KEEP no longer covers (backups/, ADR 043); by cron. */
  'backup-database': Record<string, unknown>;
  /** Erase an account whose grace period is over (privacy/erase-account.ts, ADR 066); queued with run_at. */
  'privacy-erase': { user_id: string };
  /**
   * Remind a live session's batch `hours` before it (live/reminders.ts, docs/product.md §20.5);
   * keyed `live-reminder:<id>:<hours>h`, sent only while the session still starts at `starts_at`.
   */
  'live-reminder': { session_id: string; hours: number; starts_at: string };
  /** Mail a live session's batch that it moved or was cancelled (live/reminders.ts); keyed per session. */
  'live-session-changed': { session_id: string };
  /** Build a large export's ZIP into media storage and mail its owner the link (privacy/export-jobs.ts, ADR 070). */
  'privacy-export': { export_id: string };
  /** Delete an export's file when its link expires, 24 hours after it was ready (ADR 070); queued with run_at. */
  'privacy-export-expire': { export_id: string; storage_key: string };
  /**
   * Offer a batch's free seats to its waiting list (live/waitlist.ts, docs/product.md §20.1);
   * queued by the seats trigger of migration 0034 with job_key `batch-seat-freed:<id>`.
   */
  'batch-seat-freed': { batch_id: string };
  /**
   * Mail each learner their day's unread notifications of the kinds they get daily
   * (notifications/digest.ts, ADR 077); every evening at 7 pm IST, by cron.
   */
  'notification-digest': Record<string, unknown>;
}
export type JobName = keyof JobPayloads;
export type JobTasks = { [Name in JobName]: (payload: JobPayloads[Name]) => Promise<void> };

export interface AddJobOptions {
  /** Not before this time (drip e-mails); default now. */
  runAt?: Date;
  /** A second job with the same key replaces the first while it waits (graphile-worker's job_key). */
  jobKey?: string;
  maxAttempts?: number;
}

/**
 * Queues a job inside the caller's transaction (graphile-worker's `add_job`), so that it commits
 * with the change that causes it, or not at all (ADR 022, like the mail outbox of ADR 003).
 */
export async function addJob<Name extends JobName>(
  tx: DbOrTx,
  name: Name,
  payload: JobPayloads[Name],
  options: AddJobOptions = {},
): Promise<void> {
  await tx.execute(sql`select graphile_worker.add_job(
    ${name},
    ${JSON.stringify(payload)}::json,
    run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
    job_key => ${options.jobKey ?? null}::text,
    max_attempts => ${options.maxAttempts ?? null}::int
  )`);
}

/** Takes a waiting job off the queue by its key (graphile-worker's remove_job), in the caller's transaction. */
export async function removeJob(tx: DbOrTx, jobKey: string): Promise<void> {
  await tx.execute(sql`select graphile_worker.remove_job(${jobKey})`);
}

function toTaskList(tasks: Partial<JobTasks>): TaskList {
  const list: TaskList = {};
  for (const [name, task] of Object.entries(tasks) as [JobName, (payload: unknown) => Promise<void>][]) {
    list[name] = (payload) => task(payload);
  }
  return list;
}

/**
 * Recurring jobs: graphile-worker's cron queues each once per period across all instances (its
 * `known_crontabs` bookkeeping), rather than a timer in every process.
 */
export const CRON_ITEMS = [
  { task: 'purge-media-uploads', match: '17 * * * *', identifier: 'purge-media-uploads' },
  { task: 'purge-expired-rows', match: '47 * * * *', identifier: 'purge-expired-rows' },
  // graphile-worker's cron reads UTC: 13:30 UTC is 7 pm IST (NOTIFICATION_LIMITS.digestHourIst).
  { task: 'notification-digest', match: '30 13 * * *', identifier: 'notification-digest' },
] as const satisfies readonly { task: JobName; match: string; identifier: string }[];

/** The recurring jobs of this configuration: the fixed ones, and the backup when BACKUP_SCHEDULE is on. */
export function cronItems(backupSchedule: string | undefined) {
  return [
    ...CRON_ITEMS.map((item) => ({ ...item })),
    ...(backupSchedule
      ? [{ task: 'backup-database', match: backupSchedule, identifier: 'backup-database' }]
      : []),
  ];
}

/** How many jobs one instance runs at once: transcoding is CPU-bound, so few. */
const CONCURRENCY = 2;

/**
 * Starts the job runner on the app's pool. Every instance runs one; graphile-worker hands each
 * job to one of them (SKIP LOCKED) and retries a failed one with backoff.
 */
export function startJobRunner(
  pool: pg.Pool,
  tasks: JobTasks,
  log: FastifyBaseLogger,
  options: { backupSchedule?: string | undefined } = {},
): Promise<Runner> {
  return run({
    pgPool: pool,
    taskList: toTaskList(tasks),
    concurrency: CONCURRENCY,
    // main.ts owns SIGTERM: it stops the runner after the HTTP server.
    noHandleSignals: true,
    pollInterval: 2000,
    // Given here, so graphile-worker does not look for a ./crontab file.
    parsedCronItems: parseCronItems(cronItems(options.backupSchedule)),
    logger: graphileLogger(log),
  });
}

/**
 * Runs every job due now whose name `tasks` covers, then returns: what the tests call instead of
 * waiting for a timer. graphile-worker's worker does not await the write that completes or fails
 * a job, so without batching `runOnce` can return while the last job is still locked; batching
 * with no delay makes its shutdown wait for those writes, so the queue is settled on return.
 */
export async function runDueJobs(
  pool: pg.Pool,
  tasks: Partial<JobTasks>,
  options: { events?: WorkerEvents } = {},
): Promise<void> {
  await runOnce({
    pgPool: pool,
    taskList: toTaskList(tasks),
    noHandleSignals: true,
    logger: graphileLogger(undefined),
    preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
    ...options,
  });
}
