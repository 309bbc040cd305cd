import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle, withDatabaseName } from '../db/client.ts';

export const TEST_DATABASE_PREFIX = 'vitest_';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server the API suites run on: DATABASE_URL, or the run's own embedded server. */
    testServer: pg.ClientConfig;
    /** A migrated database on that server that every worker's database is copied from. */
    testTemplate: string;
    /** The run's id (its main process), which starts the name of every database it makes. */
    testRun: number;
  }
}

/** Creates `name` on the test server as a copy of the migrated template. */
async function createDatabaseFromTemplate(server: pg.ClientConfig, name: string, template: string) {
  const admin = new pg.Client(server);
  await admin.connect();
  try {
    await admin.query(
      `create database ${admin.escapeIdentifier(name)} template ${admin.escapeIdentifier(template)}`,
    );
    // A test database need not outlive a crash: commits do not wait for the WAL to reach the disk.
    await admin.query(`alter database ${admin.escapeIdentifier(name)} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
}

/** Opens a fresh, migrated database of its own on the test server. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const server = inject('testServer');
  const name = `${TEST_DATABASE_PREFIX}${inject('testRun')}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createDatabaseFromTemplate(server, name, inject('testTemplate'));
  const { connectionString, ...rest } = server;
  const connection = connectionString
    ? { connectionString: withDatabaseName(connectionString, name) }
    : { ...rest, database: name };
  return connectDatabase(connection, { poolSize: 20 });
}

let shared: Promise<DatabaseHandle> | undefined;

/** The worker's database, created on first use and shared by every test file of the worker. */
export function sharedTestDatabase(): Promise<DatabaseHandle> {
  shared ??= createTestDatabase();
  return shared;
}

/**
 * Empties every table (the migrations' own bookkeeping lives in another schema) before each API
 * test. `truncate … cascade` of all 48 tables took 127 ms a test, most of the API suites' time,
 * and truncating only the tables that hold rows still reaches nearly all of them through the
 * foreign keys to `users`. So the tables that hold rows, or that another connection is writing to
 * right now (a write not yet committed is invisible to the probe but holds its lock, which is
 * waited for), are emptied with `delete` under `session_replication_role = replica`: no foreign
 * key checks or triggers, hence in any order and without a trigger re-creating a counter row.
 * That setting needs a superuser; a server that refuses it gets the truncation. Keys are UUIDs; the
 * one sequence, market_instrument_numbers' identity (ADR 080), need not restart (its numbers only
 * have to be unique), and restarting it would need its owner.
 */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  const names = await tablesToEmpty(handle);
  if (names.length === 0) return;
  const list = names.map((name) => `"public"."${name.replaceAll('"', '""')}"`);
  const client = await handle.pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(
      `lock table ${list.join(', ')} in access exclusive mode; ${list.map((table) => `delete from ${table};`).join(' ')}`,
    );
    // Statement triggers still fire, as the truncation fired them: a `delete` that matches no row
    // runs no row trigger but does run those (the catalogue's change notice, ADR 018).
    await client.query(
      `set local session_replication_role = origin; ${list.map((table) => `delete from ${table} where false;`).join(' ')}`,
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
    const all = await handle.pool.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public'",
    );
    const tables = all.rows.map(({ tablename }) => `"public"."${tablename.replaceAll('"', '""')}"`);
    await client.query(`truncate ${tables.join(', ')} cascade`);
  } finally {
    client.release();
  }
}

const INSUFFICIENT_PRIVILEGE = '42501';

/** The public tables that hold rows or that another connection holds a write lock on. */
async function tablesToEmpty(handle: DatabaseHandle): Promise<string[]> {
  const tables = await handle.pool.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public'",
  );
  if (tables.rows.length === 0) return [];
  const probe = tables.rows
    .map(({ tablename }) => {
      const literal = `'${tablename.replaceAll("'", "''")}'`;
      return `select ${literal} as name where exists (select from "public"."${tablename.replaceAll('"', '""')}")`;
    })
    .join(' union all ');
  const busy = `select c.relname as name from pg_locks l join pg_class c on c.oid = l.relation
    join pg_namespace n on n.oid = c.relnamespace
    where l.database = (select oid from pg_database where datname = current_database())
      and l.pid <> pg_backend_pid() and n.nspname = 'public' and c.relkind = 'r'
      and l.mode in ('RowExclusiveLock', 'ShareRowExclusiveLock', 'ExclusiveLock')`;
  const found = await handle.pool.query<{ name: string }>(`${probe} union ${busy}`);
  return [...new Set(found.rows.map((row) => row.name))];
}
