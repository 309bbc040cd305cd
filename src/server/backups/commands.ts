import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { connectDatabase, type DatabaseHandle, EMBEDDED_DATABASE_NAME, openDatabase } from '../db/client.ts';
import { DataDirInUseError } from '../db/embedded.ts';
import { dataDirForStart } from '../db/embedded-placement.ts';
import { BackupError } from './format.ts';
import { backupSource } from './index.ts';
import { restoreBackup } from './restore.ts';
import { backupDirectory, createBackup } from './snapshot.ts';

/** Where the commands write: the terminal in the CLI, an array in the tests. */
export interface CommandOutput {
  info(message: string): void;
  error(message: string): void;
}

type Env = Record<string, string | undefined>;

const USAGE = `Usage:
  npm run backup [-- --out PATH]     one backup into DATA_DIR/backups/ (or PATH: a file, or a directory)
  npm run restore -- FILE [--force]  restore FILE into an empty DATA_DIR or DATABASE_URL`;

/** `1.4 MiB`: sizes as an operator reads them. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(1)} ${units[unit]}`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs `backup` or `restore` with its arguments; returns the process's exit code. */
export async function runBackupCli(argv: string[], env: Env, out: CommandOutput): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === 'backup') return await backupCommand(args, env, out);
    if (command === 'restore') return await restoreCommand(args, env, out);
    out.error(USAGE);
    return 2;
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirInUseError) {
      out.error(error.message);
    } else {
      // An unexpected failure still gets one line, not a stack trace.
      out.error(
        `${command === 'backup' ? 'Backup' : 'Restore'} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return 1;
  }
}

class UsageError extends BackupError {}

function parseArgs(args: string[], flags: { out?: boolean; force?: boolean }) {
  const result: { out?: string; force: boolean; files: string[] } = { force: false, files: [] };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (flags.force && arg === '--force') result.force = true;
    else if (flags.out && arg === '--out') {
      const value = args[i + 1];
      if (!value) throw new UsageError(`--out needs a path.\n${USAGE}`);
      result.out = value;
      i += 1;
    } else if (flags.out && arg.startsWith('--out=')) result.out = arg.slice('--out='.length);
    else if (arg.startsWith('-')) throw new UsageError(`Unknown option ${arg}.\n${USAGE}`);
    else result.files.push(arg);
  }
  return result;
}

/**
 * The configuration with the DATA_DIR the app itself would use: as root in a private checkout the
 * default moves where the database's OS user can reach it (ADR 042), and a backup or a restore must
 * find the same place.
 */
async function configForCli(env: Env, out: CommandOutput): Promise<ReturnType<typeof loadConfig>> {
  const config = loadConfig(env);
  return { ...config, dataDir: await dataDirForStart(config, { warn: out.info }, env) };
}

async function backupCommand(args: string[], env: Env, out: CommandOutput): Promise<number> {
  const options = parseArgs(args, { out: true });
  if (options.files.length > 0) throw new UsageError(`Unexpected argument ${options.files[0]}.\n${USAGE}`);
  const started = performance.now();
  const config = await configForCli(env, out);
  const database = await openForBackup(config, out);
  try {
    const target = options.out ?? `${backupDirectory(config.dataDir)}/`;
    const result = await createBackup(backupSource(config, database), target, 'cli');
    out.info(`Backup written: ${result.file}`);
    out.info(
      `  ${formatBytes(result.sizeBytes)} in ${seconds(performance.now() - started)}: ${result.tables} tables, ${result.rows} rows, ${result.mediaFiles} media files (${database.kind} database, snapshot at ${result.takenAt.toISOString()})`,
    );
    for (const note of result.notes) out.info(`  ${note}`);
    out.info('  It holds personal data and secrets: keep it private, and keep a copy on another machine.');
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * The database to back up: DATABASE_URL, or the embedded server of DATA_DIR. While the app runs on
 * that DATA_DIR the server is its (the instance lock refuses a second owner); a backup only reads,
 * so it connects to the running server's socket instead of starting one.
 */
async function openForBackup(
  config: ReturnType<typeof loadConfig>,
  out: CommandOutput,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
  const dataDir = path.resolve(config.dataDir);
  if (!existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))) {
    throw new BackupError(
      `There is no embedded database in ${dataDir} (set DATA_DIR, or DATABASE_URL): nothing to back up.`,
    );
  }
  try {
    return await openDatabase({ dataDir, poolSize: 1, log: { info: out.info, warn: out.info } });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const running = runningServer(path.join(dataDir, 'postgres'));
    if (!running) throw error;
    out.info(`The app is running on ${dataDir}: backing up through its database server.`);
    return connectDatabase(
      { ...running, user: 'postgres', database: EMBEDDED_DATABASE_NAME },
      { kind: 'embedded', poolSize: 1 },
    );
  }
}

/** postmaster.pid's 4th and 5th lines: the port and the socket directory of the running server. */
function runningServer(clusterDir: string): { host: string; port: number } | undefined {
  try {
    const lines = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    const host = lines[4]?.trim();
    const port = Number(lines[3]);
    return host && Number.isInteger(port) ? { host, port } : undefined;
  } catch {
    return undefined;
  }
}

async function restoreCommand(args: string[], env: Env, out: CommandOutput): Promise<number> {
  const options = parseArgs(args, { force: true });
  if (options.files.length !== 1) throw new UsageError(`Name one backup file to restore.\n${USAGE}`);
  const config = await configForCli(env, out);
  const file = path.resolve(options.files[0]!);
  const where = config.databaseUrl
    ? 'the database of DATABASE_URL'
    : `the embedded database in ${path.resolve(config.dataDir)}`;
  out.info(`Checking ${file} ...`);
  const result = await restoreBackup(file, {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    mediaInS3: config.media.s3 !== undefined,
    force: options.force,
    log: out.info,
  });
  out.info(
    `Restored the backup of ${result.backupCreatedAt} into ${where} in ${seconds(result.durationMs)}:`,
  );
  out.info(
    `  ${result.tables} tables, ${result.rows} rows, ${result.jobs} queued jobs, ${result.mediaFiles} media files; ${result.migrationsAfter} newer migrations applied after the data`,
  );
  for (const moved of result.movedAside) out.info(`  moved aside: ${moved}`);
  for (const note of result.notes) out.info(`  ${note}`);
  return 0;
}
