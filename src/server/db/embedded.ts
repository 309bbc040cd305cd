import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  blockedDirectory,
  EMBEDDED_OS_USER,
  type EmbeddedBinaries,
  placeBinaries,
  type RunAs,
  resolveRunAs,
} from './embedded-placement.ts';

export { EMBEDDED_OS_USER } from './embedded-placement.ts';

/** Advisory lock held for an app instance's whole life: one instance per DATA_DIR. */
const INSTANCE_LOCK_KEY = 7_340_002;
const SUPERUSER = 'postgres';
/** `.s.PGSQL.<port>`: the socket's name only; the server listens on no TCP port at all. */
const SOCKET_PORT = 5432;
/**
 * A fast shutdown (sessions end, one checkpoint) within this, or an immediate one: both fit the
 * app's shutdown deadline (lifecycle.ts).
 */
const FAST_STOP_SECONDS = 8;
const IMMEDIATE_STOP_SECONDS = 5;
/** sun_path is 108 bytes on Linux; longer socket paths cannot be bound. */
const MAX_SOCKET_PATH = 100;

export interface EmbeddedLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface EmbeddedOptions {
  /** DATA_DIR: the cluster lives in DATA_DIR/postgres. */
  dataDir: string;
  /** The application database inside the cluster, created on first start. */
  database: string;
  log: EmbeddedLog;
  /**
   * Throwaway clusters (tests) may skip fsync: much faster, and nothing there must outlive a
   * crash. The app's own cluster is always durable.
   */
  durable?: boolean;
  /** The app name recorded with the instance lock, shown to a second instance that is refused. */
  instanceName?: string;
}

export interface EmbeddedServer {
  /** node-postgres settings for the application database, over the Unix socket. */
  connection: pg.ClientConfig;
  /** The same as a postgres:// URL (for tools and child processes). */
  url: string;
  /** `adopted` when a server left running by a killed instance was taken over. */
  origin: 'initialised' | 'started' | 'adopted';
  /**
   * Releases the instance lock and stops the server: a fast shutdown (sessions end, a checkpoint,
   * data safe), or an immediate one when asked or when the fast one overruns (the next start
   * recovers from the WAL, as after a crash). Either way no server is left behind.
   */
  stop(options?: { immediate?: boolean }): Promise<void>;
}

/** A second app instance on a DATA_DIR already in use. */
export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether `pid` is a running postmaster (not a reused pid of some other program, nor a dead one
 * its parent has not reaped yet: where PID 1 is no init, a killed postmaster stays a zombie).
 */
function isPostmaster(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    // "<pid> (<comm>) <state> ...": comm may hold spaces and parentheses, the state follows the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return comm.startsWith('postgres') && state !== 'Z';
  } catch {
    return true; // no /proc: trust the signal check
  }
}

/** A directory owned by the server's user, private to it. */
function ownedDir(dir: string, runAs: RunAs | undefined): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (runAs) chownSync(dir, runAs.uid, runAs.gid);
}

/** The socket directory: inside DATA_DIR, or a short per-DATA_DIR path in /tmp when that is too long. */
function socketDirFor(dataDir: string): string {
  const inside = path.join(dataDir, 'run');
  if (`${inside}/.s.PGSQL.${SOCKET_PORT}`.length <= MAX_SOCKET_PATH) return inside;
  const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `fintrain-pg-${hash}`);
}

/** PostgreSQL configuration syntax: a single-quoted string. */
const confString = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Takes DATA_DIR/postgres.lock while this process initialises or starts the cluster, so two
 * instances starting at once do not both run initdb. A lock left by a dead process is taken
 * over. Which instance may *run* is decided by the advisory lock afterwards, not by this file.
 */
async function withStartupFileLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const file = path.join(dataDir, 'postgres.lock');
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (!Number.isInteger(holder) || holder <= 0 || !isAlive(holder)) {
        rmSync(file, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new DataDirInUseError(
          `Another process (pid ${holder}) has been starting the database in ${dataDir} for two minutes; stop it or use another DATA_DIR.`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    try {
      unlinkSync(file);
    } catch {}
  }
}

function readPostmasterPid(clusterDir: string): { pid: number; socketDir: string; port: number } | undefined {
  try {
    const lines = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    return { pid, port: Number(lines[3]) || SOCKET_PORT, socketDir: lines[4]?.trim() || '' };
  } catch {
    return undefined;
  }
}

async function runAsUser(command: string, args: string[], runAs: RunAs | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...(runAs ?? {}),
      // The server is started detached by pg_ctl; it must not share our terminal's Ctrl-C.
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      cwd: '/',
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${path.basename(command)} exited with ${code}: ${output.trim()}`));
    });
  });
}

async function initialiseCluster(
  clusterDir: string,
  runAs: RunAs | undefined,
  binaries: EmbeddedBinaries,
): Promise<void> {
  await runAsUser(
    binaries.initdb,
    [
      `--pgdata=${clusterDir}`,
      `--username=${SUPERUSER}`,
      // Only the Unix socket in a 0700 directory reaches the server, so the OS guards access.
      '--auth=trust',
      '--encoding=UTF8',
      // Collation from PostgreSQL itself (stable across OS upgrades); character classes from
      // C.UTF-8 so lower() and pg_trgm treat non-ASCII names as letters.
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C.UTF-8',
      '--lc-messages=C',
      '--no-instructions',
    ],
    runAs,
  );
  // Our settings live in a file of their own, rewritten at every start.
  const conf = path.join(clusterDir, 'postgresql.conf');
  writeFileSync(conf, `${readFileSync(conf, 'utf8')}\ninclude_if_exists = 'fintrain.conf'\n`);
}

function writeServerSettings(
  clusterDir: string,
  socketDir: string,
  durable: boolean,
  runAs: RunAs | undefined,
) {
  const settings = [
    "listen_addresses = ''",
    `unix_socket_directories = ${confString(socketDir)}`,
    'unix_socket_permissions = 0700',
    `port = ${SOCKET_PORT}`,
    'max_connections = 200',
    "log_min_messages = 'warning'",
    // The WAL is what survives kill -9 and power loss; only throwaway test clusters skip it.
    ...(durable ? [] : ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off']),
  ];
  const file = path.join(clusterDir, 'fintrain.conf');
  writeFileSync(file, `# Written by the app at every start: edits here are lost.\n${settings.join('\n')}\n`, {
    mode: 0o600,
  });
  if (runAs) chownSync(file, runAs.uid, runAs.gid);
}

async function startCluster(
  clusterDir: string,
  logFile: string,
  runAs: RunAs | undefined,
  binaries: EmbeddedBinaries,
  log: EmbeddedLog,
) {
  // After a kill -9 of the postmaster its children may hold the shared memory for a moment
  // ("pre-existing shared memory block is still in use"): retry rather than fail.
  const deadline = Date.now() + 60_000;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await runAsUser(
        binaries.pg_ctl,
        ['start', '--wait', '--timeout=300', `--pgdata=${clusterDir}`, `--log=${logFile}`],
        runAs,
      );
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        const tail = existsSync(logFile)
          ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n')
          : '';
        throw new Error(`The embedded database did not start: ${(error as Error).message}\n${tail}`);
      }
      log.warn(`embedded database did not start (attempt ${attempt}); retrying`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 200 * attempt)));
    }
  }
}

/** Waits until a (possibly recovering) server accepts connections; false if it went away. */
async function waitForServer(
  config: pg.ClientConfig,
  timeoutMs: number,
  alive: () => boolean = () => true,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ ...config, database: 'postgres', connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch (error) {
      if (!alive()) return false;
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

async function ensureDatabase(config: pg.ClientConfig, database: string): Promise<void> {
  const client = new pg.Client({ ...config, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } catch (error) {
    // Two starts racing to create it: the other one won, which is fine.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

/**
 * Holds the instance lock on a connection of its own for the app's whole life. When the app dies
 * (even by kill -9) the kernel closes the socket, the server ends that session, and the lock
 * is free for the next start.
 */
async function takeInstanceLock(
  config: pg.ClientConfig,
  dataDir: string,
  instanceName: string,
): Promise<pg.Client> {
  const client = new pg.Client({ ...config, application_name: `${instanceName} pid ${process.pid}` });
  client.on('error', () => {});
  await client.connect();
  const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
    INSTANCE_LOCK_KEY,
  ]);
  if (rows[0]?.locked) return client;
  const holder = await client.query<{ application_name: string }>(
    `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.objid = $1 and l.granted limit 1`,
    [INSTANCE_LOCK_KEY],
  );
  await client.end();
  const who = holder.rows[0]?.application_name ?? 'another instance';
  throw new DataDirInUseError(
    `DATA_DIR ${dataDir} is already in use by ${who}. Two instances on one embedded database would lose writes: stop the other one, or give this one its own DATA_DIR (or a DATABASE_URL shared by all instances).`,
  );
}

function checkReachable(dir: string, runAs: RunAs | undefined): void {
  if (!runAs) return;
  // Every parent must be searchable by the server's user, or it cannot reach its own files.
  const blocked = blockedDirectory(dir, runAs);
  if (blocked) {
    throw new Error(
      `The embedded database runs as the OS user ${EMBEDDED_OS_USER}, which cannot enter ${blocked}. Choose a DATA_DIR outside private directories (e.g. /var/lib/fintrain), or set DATABASE_URL.`,
    );
  }
}

/** Stops the server of a DATA_DIR at once (no checkpoint), if one runs: for throwaway clusters. */
export async function stopCluster(dataDir: string): Promise<void> {
  const clusterDir = path.join(path.resolve(dataDir), 'postgres');
  const running = readPostmasterPid(clusterDir);
  if (!running || !isPostmaster(running.pid)) return;
  const runAs = await resolveRunAs();
  await runAsUser(
    placeBinaries(runAs).pg_ctl,
    ['stop', '--wait', '--mode=immediate', `--pgdata=${clusterDir}`],
    runAs,
  );
}

/**
 * Stops the server this instance started or adopted: a fast stop, and an immediate one when the
 * fast one overruns (or at once, when asked); the instance lock is released first.
 */
function serverStopper(
  clusterDir: string,
  runAs: RunAs | undefined,
  binaries: ReturnType<typeof placeBinaries>,
  lock: pg.Client,
  log: EmbeddedOptions['log'],
): EmbeddedServer['stop'] {
  const pgCtlStop = (mode: 'fast' | 'immediate', seconds: number) =>
    runAsUser(
      binaries.pg_ctl,
      ['stop', '--wait', `--timeout=${seconds}`, `--mode=${mode}`, `--pgdata=${clusterDir}`],
      runAs,
    );
  const serverRunning = () => {
    const running = readPostmasterPid(clusterDir);
    return running !== undefined && isPostmaster(running.pid);
  };
  let stopping: Promise<void> | undefined;
  return async ({ immediate = false } = {}) => {
    if (immediate) {
      void lock.end().catch(() => {});
      if (serverRunning()) await pgCtlStop('immediate', IMMEDIATE_STOP_SECONDS);
      return;
    }
    stopping ??= (async () => {
      await lock.end().catch(() => {});
      try {
        await pgCtlStop('fast', FAST_STOP_SECONDS);
      } catch (error) {
        if (!serverRunning()) return;
        log.warn(
          `the embedded database did not stop in time; stopping it at once: ${(error as Error).message}`,
        );
        await pgCtlStop('immediate', IMMEDIATE_STOP_SECONDS);
      }
    })();
    await stopping;
  };
}

/**
 * Starts (or adopts) the embedded PostgreSQL server of DATA_DIR and takes the instance lock.
 * - First run: creates the cluster (initdb) and the application database.
 * - A server left running by an instance that was killed is adopted; one that crashed is
 *   started again and recovers from its WAL.
 * - A second instance on the same DATA_DIR gets DataDirInUseError and leaves the server alone.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  const logFile = path.join(dataDir, 'postgres.log');
  mkdirSync(dataDir, { recursive: true });
  const runAs = await resolveRunAs();
  checkReachable(clusterDir, runAs);
  const binaries = placeBinaries(runAs, { log: (message) => options.log.info(message) });

  const { connection, origin } = await withStartupFileLock(dataDir, async () => {
    let origin: EmbeddedServer['origin'] = 'started';
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      // A half-made cluster (initdb killed) holds no data yet: start it over.
      rmSync(clusterDir, { recursive: true, force: true });
      ownedDir(clusterDir, runAs);
      options.log.info(`initialising the embedded database in ${clusterDir}`);
      await initialiseCluster(clusterDir, runAs, binaries);
      origin = 'initialised';
    }
    const running = readPostmasterPid(clusterDir);
    if (running && isPostmaster(running.pid) && running.socketDir) {
      options.log.info(`the embedded database server is already running (pid ${running.pid})`);
      const config = { host: running.socketDir, port: running.port, user: SUPERUSER };
      // It may be recovering, or on its way down; if it goes away, start it again below.
      const adopted = await waitForServer(config, 300_000, () => isPostmaster(running.pid));
      if (adopted) return { connection: config, origin: 'adopted' as const };
    }
    const socketDir = socketDirFor(dataDir);
    ownedDir(socketDir, runAs);
    if (!existsSync(logFile)) writeFileSync(logFile, '', { mode: 0o600 });
    if (runAs) chownSync(logFile, runAs.uid, runAs.gid);
    writeServerSettings(clusterDir, socketDir, options.durable ?? true, runAs);
    await startCluster(clusterDir, logFile, runAs, binaries, options.log);
    const config = { host: socketDir, port: SOCKET_PORT, user: SUPERUSER };
    await waitForServer(config, 300_000);
    return { connection: config, origin };
  });

  const appConnection: pg.ClientConfig = { ...connection, database: options.database };
  await ensureDatabase(connection, options.database);
  const lock = await takeInstanceLock(appConnection, dataDir, options.instanceName ?? 'fintrain');
  if (origin === 'adopted') {
    options.log.warn(
      'adopted the embedded database server left running by an instance that did not shut down',
    );
  }
  return {
    connection: appConnection,
    url: `postgres://${SUPERUSER}@/${encodeURIComponent(options.database)}?host=${encodeURIComponent(String(connection.host))}&port=${connection.port}`,
    origin,
    stop: serverStopper(clusterDir, runAs, binaries, lock, options.log),
  };
}
