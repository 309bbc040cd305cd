import pg from 'pg';
import { TEST_DATABASE_PREFIX } from './database.ts';

/** Drops the per-worker PostgreSQL databases, including those left by a crashed run. */
async function dropTestDatabases(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${TEST_DATABASE_PREFIX}%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}

export async function setup() {
  await dropTestDatabases();
}

export async function teardown() {
  await dropTestDatabases();
}
