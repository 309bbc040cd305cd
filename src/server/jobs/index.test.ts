import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { LocalMediaStorage } from '../media/storage.ts';
import { sharedTestDatabase } from '../test/database.ts';
import { createUser } from '../test/factories.ts';
import { scratchDir } from '../test/media.ts';
import { addJob, CRON_ITEMS, type JobPayloads, runDueJobs, startJobRunner } from './index.ts';
import { createJobTasks } from './tasks.ts';

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

  it('starts a runner that schedules the hourly purges of abandoned uploads and expired rows', async () => {
    expect(CRON_ITEMS.map((item) => item.task)).toEqual(
      expect.arrayContaining(['purge-media-uploads', 'purge-expired-rows']),
    );
    const noop = async () => {};
    const runner = await startJobRunner(
      handle.pool,
      {
        'transcode-media': noop,
        'assemble-media-upload': noop,
        'purge-media-uploads': noop,
        'purge-expired-rows': noop,
        'module-unlock-mail': noop,
        'payment-refund': noop,
        'quiz-deadline': noop,
        'backup-database': noop,
        'privacy-erase': noop,
        'live-reminder': noop,
        'live-session-changed': noop,
        'privacy-export': noop,
        'privacy-export-expire': noop,
        'batch-seat-freed': noop,
        'notification-digest': noop,
      },
      createLogger('silent'),
    );
    await runner.stop();
    // graphile-worker records every cron item it schedules, once for all instances.
    const { rows } = await handle.db.execute<{ identifier: string }>(
      sql`select identifier from graphile_worker._private_known_crontabs`,
    );
    expect(rows.map((row) => row.identifier)).toEqual(
      expect.arrayContaining(['purge-media-uploads', 'purge-expired-rows']),
    );
  });

  it('applies the retention schedule when the purge-expired-rows job runs: sign-ins ended a year ago go', async () => {
    const user = await createUser(handle.db);
    await handle.db.insert(sessions).values([
      { userId: user.id, tokenHash: 'expired-job', expiresAt: sql`now() - interval '366 days'` },
      { userId: user.id, tokenHash: 'ended-last-week', expiresAt: sql`now() - interval '7 days'` },
      { userId: user.id, tokenHash: 'live-job', expiresAt: sql`now() + interval '1 day'` },
    ]);
    const tasks = createJobTasks({
      db: handle.db,
      mediaStorage: new LocalMediaStorage(scratchDir()),
      publicUrl: 'http://localhost:3000',
    });
    await handle.db.transaction(async (tx) => addJob(tx, 'purge-expired-rows', {}));
    await runDueJobs(handle.pool, { 'purge-expired-rows': tasks['purge-expired-rows'] });
    const left = (await handle.db.select().from(sessions)).map((row) => row.tokenHash);
    expect(left.sort()).toEqual(['ended-last-week', 'live-job']);
  });
});
