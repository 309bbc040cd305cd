import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cronItems, runDueJobs } from '../jobs/index.ts';
import { createJobTasks } from '../jobs/tasks.ts';
import { createLogger } from '../logger.ts';
import { sharedTestDatabase } from '../test/database.ts';
import { createUser } from '../test/factories.ts';
import { scratchDir } from '../test/media.ts';
import { lastSuccessfulBackupAt } from './records.ts';
import { backupFileTime, runScheduledBackup } from './scheduled.ts';
import { type BackupSource, backupFileName } from './snapshot.ts';

const handle = await sharedTestDatabase();

function sourceIn(dataDir: string): BackupSource {
  return {
    connection: handle.connection,
    kind: 'external',
    dataDir,
    mediaInS3: false,
    appSecretInEnvironment: true,
    certificateKeyInConfiguration: true,
  };
}

describe('the daily backup job', () => {
  it('is on the cron only when BACKUP_SCHEDULE is set', () => {
    expect(cronItems(undefined).map((item) => item.task)).not.toContain('backup-database');
    expect(cronItems('30 21 * * *')).toContainEqual({
      task: 'backup-database',
      match: '30 21 * * *',
      identifier: 'backup-database',
    });
  });

  it('writes a backup into DATA_DIR/backups, records it, and deletes the old ones BACKUP_KEEP no longer covers', async () => {
    await createUser(handle.db);
    const dataDir = scratchDir();
    const dir = path.join(dataDir, 'backups');
    mkdirSync(dir);
    // Forty days of earlier backups (their content does not matter to the rule), and a file of the operator's.
    for (let day = 1; day <= 40; day += 1) {
      writeFileSync(path.join(dir, backupFileName(new Date(Date.now() - day * 86_400_000))), 'old');
    }
    writeFileSync(path.join(dir, 'before-upgrade.backup'), 'mine');

    const queuedAt = new Date();
    await handle.pool.query(`select graphile_worker.add_job('backup-database', '{}'::json)`);
    await runDueJobs(handle.pool, {
      'backup-database': createJobTasks({
        db: handle.db,
        mediaStorage: undefined as never,
        publicUrl: 'http://localhost',
        backup: async () =>
          void (await runScheduledBackup(sourceIn(dataDir), { daily: 7, weekly: 4 }, createLogger('silent'))),
      })['backup-database'],
    });

    const left = readdirSync(dir).sort();
    expect(left).toContain('before-upgrade.backup');
    const backups = left.filter((name) => backupFileTime(name));
    // Today's new one and the six days before it, plus the newest of each of the earlier weeks up to four in all.
    expect(backups.length).toBeGreaterThanOrEqual(7 + 2);
    expect(backups.length).toBeLessThanOrEqual(7 + 4);
    const newest = backups.at(-1)!;
    expect(backupFileTime(newest)!.getTime()).toBeGreaterThanOrEqual(queuedAt.getTime() - 1000);
    expect(existsSync(path.join(dir, backupFileName(new Date(Date.now() - 40 * 86_400_000))))).toBe(false);
    expect((await lastSuccessfulBackupAt(handle.db))!.getTime()).toBeGreaterThanOrEqual(
      queuedAt.getTime() - 1000,
    );
  });

  it('reads the time only from names it gave', () => {
    expect(backupFileTime('fintrain-20261125T213000Z.backup')).toEqual(new Date('2026-11-25T21:30:00Z'));
    expect(backupFileTime('fintrain-20261125T213000Z.backup.partial')).toBeUndefined();
    expect(backupFileTime('notes.txt')).toBeUndefined();
    expect(backupFileTime('fintrain-20261399T213000Z.backup')).toBeUndefined();
  });
});
