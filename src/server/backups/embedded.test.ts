import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { stopCluster } from '../db/embedded.ts';
import { users } from '../db/schema.ts';
import { loadAppSecret } from '../shared/app-secret.ts';
import { createAccount } from '../test/factories.ts';
import { type CommandOutput, runBackupCli } from './commands.ts';

const dirs: string[] = [];
/** A fresh directory the embedded server's OS user can enter (as root it is not root). */
function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fintrain-backup-embedded-'));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) {
    for (const dataDir of [dir, path.join(dir, 'data')]) await stopCluster(dataDir).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
});

async function cli(argv: string[], dataDir: string) {
  const lines: string[] = [];
  const out: CommandOutput = { info: (m) => void lines.push(m), error: (m) => void lines.push(m) };
  // No DATABASE_URL: the embedded server of DATA_DIR, as `npm run backup` on a default install.
  const code = await runBackupCli(argv, { LOG_LEVEL: 'silent', DATA_DIR: dataDir }, out);
  return { code, output: lines.join('\n') };
}

describe('backup and restore on the embedded database', () => {
  // initdb and several starts of the server on a loaded 2-core machine: generous time.
  it('backs up a DATA_DIR, with the app running or stopped, and restores it into a fresh one, refusing a bad file and a DATA_DIR already restored into', {
    timeout: 300_000,
  }, async () => {
    const source = freshDir();
    const database = await openDatabase({ dataDir: source });
    await migrateDatabase(database);
    const learner = await createAccount(database.db, { email: 'meera@example.in' });
    mkdirSync(path.join(source, 'media', 'lesson-1'), { recursive: true });
    writeFileSync(path.join(source, 'media', 'lesson-1', 'original.mp4'), 'not really a video');
    const secret = loadAppSecret({ appSecret: undefined, dataDir: source });

    // While the app runs (it holds the DATA_DIR's instance lock), through its server.
    const whileRunning = await cli(['backup', '--out', path.join(freshDir(), 'running.backup')], source);
    expect(whileRunning.code, whileRunning.output).toBe(0);
    expect(whileRunning.output).toContain(
      `The app is running on ${source}: backing up through its database server.`,
    );
    await database.close();

    // With the app stopped, the command starts the server itself.
    const taken = await cli(['backup'], source);
    expect(taken.code, taken.output).toBe(0);
    expect(taken.output).toMatch(/Backup written: .*\/backups\/fintrain-\d{8}T\d{6}Z\.backup/);
    expect(taken.output).toContain('embedded database');
    const file = taken.output.match(/Backup written: (\S+)/)![1]!;

    const truncated = path.join(freshDir(), 'cut.backup');
    writeFileSync(truncated, readFileSync(file).subarray(0, 2000));
    const untouched = path.join(freshDir(), 'data');
    const refused = await cli(['restore', truncated], untouched);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('cut.backup is incomplete');
    expect(existsSync(untouched)).toBe(false);

    const target = path.join(freshDir(), 'data');
    const restored = await cli(['restore', file], target);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(`into the embedded database in ${target}`);
    const again = await cli(['restore', file], target);
    expect(again.code).toBe(1);
    expect(again.output).toContain(`${target} is not empty`);

    expect(readFileSync(path.join(target, 'app-secret'), 'utf8').trim()).toBe(secret);
    expect(readFileSync(path.join(target, 'media', 'lesson-1', 'original.mp4'), 'utf8')).toBe(
      'not really a video',
    );
    const reopened = await openDatabase({ dataDir: target });
    try {
      const rows = await reopened.db
        .select({ email: users.email, passwordHash: users.passwordHash })
        .from(users);
      expect(rows).toEqual([{ email: 'meera@example.in', passwordHash: learner.passwordHash }]);
    } finally {
      await reopened.close();
    }
  });
});
