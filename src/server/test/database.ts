import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../db/client.ts';

export const TEST_DATABASE_PREFIX = 'vitest_';

/** Which database this test run uses: the embedded one, or PostgreSQL at DATABASE_URL. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** DATABASE_URL with another database name. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Opens a fresh, migrated database of its own: in memory, or a new PostgreSQL database. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === 'pglite') {
    const handle = await openDatabase({});
    await migrateDatabase(handle);
    return handle;
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: withDatabaseName(baseUrl, name), poolSize: 20 });
  await migrateDatabase(handle);
  return handle;
}

let shared: Promise<DatabaseHandle> | undefined;

/** The worker's database, created on first use and shared by every test file of the worker. */
export function sharedTestDatabase(): Promise<DatabaseHandle> {
  shared ??= createTestDatabase();
  return shared;
}

/** Empties every table (the migrations' own bookkeeping lives in another schema). */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  const result = (await handle.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as {
    rows: { tablename: string }[];
  };
  const tables = result.rows.map((row) => `"public"."${row.tablename}"`);
  if (tables.length > 0)
    await handle.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}
