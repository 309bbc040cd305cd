import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, migrateDatabase, withDatabaseName } from '../db/client.ts';
import { type EmbeddedServer, startEmbeddedPostgres, stopCluster } from '../db/embedded.ts';
import { TEST_DATABASE_PREFIX } from './database.ts';

const RUN_DIR_PREFIX = 'fintrain-test-db-';
let embedded: EmbeddedServer | undefined;
let embeddedDir: string | undefined;
let server: pg.ClientConfig | undefined;

/**
 * Drops this run's databases (`vitest_<run pid>_...`: the template and every worker's), and those
 * of earlier runs on this machine whose process is gone; never those of a run still going.
 */
async function dropTestDatabases(ownRunOnly: boolean): Promise<void> {
  if (!server) return;
  const client = new pg.Client(server);
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${TEST_DATABASE_PREFIX}%`],
    );
    for (const { datname } of rows) {
      const run = Number(datname.slice(TEST_DATABASE_PREFIX.length).split('_')[0]);
      const mine = run === process.pid;
      if (mine || (!ownRunOnly && !(Number.isInteger(run) && isAlive(run)))) {
        await client.query(`drop database if exists ${client.escapeIdentifier(datname)} with (force)`);
      }
    }
  } finally {
    await client.end();
  }
}

/** Servers of earlier runs that were killed before their teardown: stopped and removed. */
async function removeAbandonedServers(): Promise<void> {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(RUN_DIR_PREFIX)) continue;
    const dir = path.join(tmpdir(), entry);
    const owner = Number.parseInt(readFileSync(path.join(dir, 'owner.pid'), 'utf8'), 10);
    if (Number.isInteger(owner) && isAlive(owner)) continue;
    await stopCluster(dir).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The API suites run on DATABASE_URL when it is set, otherwise on an embedded server of this
 * run's own (throwaway, without fsync). Either way the migrations run once, into a template
 * that each worker's database is copied from.
 */
export async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    server = { connectionString: process.env.DATABASE_URL };
    await dropTestDatabases(false);
  } else {
    await removeAbandonedServers();
    embeddedDir = mkdtempSync(path.join(tmpdir(), RUN_DIR_PREFIX));
    // mkdtemp makes it private to root; the server's own OS user must be able to enter it.
    chmodSync(embeddedDir, 0o755);
    writeFileSync(path.join(embeddedDir, 'owner.pid'), String(process.pid));
    embedded = await startEmbeddedPostgres({
      dataDir: embeddedDir,
      database: 'postgres',
      durable: false,
      instanceName: 'vitest',
      log: { info: () => {}, warn: (message) => console.warn(message) },
    });
    const { database: _ignored, ...rest } = embedded.connection;
    server = { ...rest, database: 'postgres' };
  }
  const template = `${TEST_DATABASE_PREFIX}${process.pid}_template`;
  const admin = new pg.Client(server);
  await admin.connect();
  await admin.query(`create database ${admin.escapeIdentifier(template)}`);
  await admin.end();
  const { connectionString, ...rest } = server;
  const handle = connectDatabase(
    connectionString
      ? { connectionString: withDatabaseName(connectionString, template) }
      : { ...rest, database: template },
  );
  await migrateDatabase(handle);
  await handle.close();
  project.provide('testServer', server);
  project.provide('testTemplate', template);
  project.provide('testRun', process.pid);
}

export async function teardown() {
  try {
    if (server && !embedded) await dropTestDatabases(true);
  } finally {
    await embedded?.stop();
    if (embeddedDir) rmSync(embeddedDir, { recursive: true, force: true });
  }
}
