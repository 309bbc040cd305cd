import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
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

/** Empties every table (the migrations' own bookkeeping lives in another schema). */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  const result = await handle.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = result.rows.map((row) => `"public"."${row.tablename}"`);
  if (tables.length > 0)
    await handle.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}
