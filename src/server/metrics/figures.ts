import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** What the database says at scrape time: the same from every instance (ADR 044). */
export interface DatabaseFigures {
  jobs: {
    /** Due now, waiting for a worker. */
    ready: number;
    /** Waiting for their run_at (drip mails, retries after a backoff). */
    scheduled: number;
    /** Held by a worker: running, or left by a dead instance until the lock times out. */
    locked: number;
    /** Their last attempt failed, and they will be tried again (with last_error). */
    retrying: number;
    /** Out of attempts: graphile-worker keeps them, and never runs them again. */
    permanentlyFailed: number;
  };
  mail: {
    /** Queued or being sent (ADR 003). */
    unsent: number;
    /** Age of the oldest unsent mail in seconds; 0 when none is waiting. */
    oldestUnsentSeconds: number;
    /** Gave up after every attempt. */
    failed: number;
  };
}

/** A scrape waits no longer than this for the database: the figures are then left out. */
export const FIGURES_TIMEOUT_MS = 2000;

/**
 * Reads the queue and the outbox in one short read-only transaction.
 *
 * graphile-worker deletes a job once it succeeds, so its table holds only the backlog (and the
 * jobs that failed for good): one pass over its public `jobs` view costs what the backlog costs.
 * The outbox is read through its (status, next_attempt_at) index, so sent mail (nearly every row)
 * is never visited. A statement timeout bounds a scrape on a struggling database.
 */
export async function readDatabaseFigures(db: Database): Promise<DatabaseFigures> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${FIGURES_TIMEOUT_MS}`));
      const jobs = await tx.execute<Record<keyof DatabaseFigures['jobs'], string>>(sql`
        select
          count(*) filter (where locked_at is null and attempts < max_attempts and run_at <= now()) as "ready",
          count(*) filter (where locked_at is null and attempts < max_attempts and run_at > now()) as "scheduled",
          count(*) filter (where locked_at is not null) as "locked",
          count(*) filter (where locked_at is null and attempts < max_attempts and last_error is not null) as "retrying",
          count(*) filter (where locked_at is null and attempts >= max_attempts) as "permanentlyFailed"
        from graphile_worker.jobs`);
      const mail = await tx.execute<{ unsent: string; oldest: string | null; failed: string }>(sql`
        select
          (select count(*) from mail_outbox where status in ('pending', 'sending')) as "unsent",
          (select extract(epoch from now() - min(created_at)) from mail_outbox
            where status in ('pending', 'sending')) as "oldest",
          (select count(*) from mail_outbox where status = 'failed') as "failed"`);
      const j = jobs.rows[0];
      const m = mail.rows[0];
      return {
        jobs: {
          ready: Number(j?.ready ?? 0),
          scheduled: Number(j?.scheduled ?? 0),
          locked: Number(j?.locked ?? 0),
          retrying: Number(j?.retrying ?? 0),
          permanentlyFailed: Number(j?.permanentlyFailed ?? 0),
        },
        mail: {
          unsent: Number(m?.unsent ?? 0),
          oldestUnsentSeconds: Math.max(0, Number(m?.oldest ?? 0)),
          failed: Number(m?.failed ?? 0),
        },
      };
    },
    { accessMode: 'read only' },
  );
}
