import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { sharedTestDatabase } from '../test/database.ts';
import { addJob, CRON_ITEMS, type JobPayloads, runDueJobs, startJobRunner } from './index.ts';

const handle = await sharedTestDatabase();

describe('jobs', () => {
  it('runs a job queued in a committed transaction, once', async () => {
    const mediaId = crypto.randomUUID();
    const seen: JobPayloads['transcode-media'][] = [];
    await handle.db.transaction(async (tx) => addJob(tx, 'transcode-media', { media_id: mediaId }));
    const tasks = {
      'transcode-media': async (payload: JobPayloads['transcode-media']) => void seen.push(payload),
    };
    await runDueJobs(handle.pool, tasks);
    await runDueJobs(handle.pool, tasks);
    expect(seen.filter((p) => p.media_id === mediaId)).toEqual([{ media_id: mediaId }]);
  });

  it('drops a job whose transaction rolls back', async () => {
    const mediaId = crypto.randomUUID();
    await handle.db
      .transaction(async (tx) => {
        await addJob(tx, 'transcode-media', { media_id: mediaId }, { jobKey: mediaId });
        throw new Error('rollback');
      })
      .catch(() => {});
    const { rows } = await handle.db.execute(sql`select 1 from graphile_worker.jobs where key = ${mediaId}`);
    expect(rows).toHaveLength(0);
  });

  it('waits for run_at before running a job', async () => {
    const mediaId = crypto.randomUUID();
    const seen: string[] = [];
    await addJob(
      handle.db,
      'transcode-media',
      { media_id: mediaId },
      { runAt: new Date(Date.now() + 3_600_000) },
    );
    await runDueJobs(handle.pool, { 'transcode-media': async (p) => void seen.push(p.media_id) });
    expect(seen).not.toContain(mediaId);
  });

  it('starts a runner that schedules the hourly purge of abandoned uploads', async () => {
    expect(CRON_ITEMS.map((item) => item.task)).toContain('purge-media-uploads');
    const noop = async () => {};
    const runner = await startJobRunner(
      handle.pool,
      {
        'transcode-media': noop,
        'assemble-media-upload': noop,
        'purge-media-uploads': noop,
        'module-unlock-mail': noop,
        'payment-refund': noop,
        'quiz-deadline': noop,
        'backup-database': noop,
      },
      createLogger('silent'),
    );
    await runner.stop();
  });
});
