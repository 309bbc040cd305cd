import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations } from 'graphile-worker';
import pg from 'pg';
import { fromProjectRoot } from '../paths.ts';
import { type EmbeddedLog, type EmbeddedServer, startEmbeddedPostgres } from './embedded.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle database over node-postgres. */
export type Database = NodePgDatabase<Schema>;
/** A transaction handle: what domain functions that must run atomically receive. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export const MIGRATIONS_DIR = fromProjectRoot('drizzle');
/** The application database inside the embedded cluster. */
export const EMBEDDED_DATABASE_NAME = 'fintrain';

export interface DatabaseHandle {
  db: Database;
  /** `embedded`: the server this process started (or adopted) under DATA_DIR. */
  kind: 'embedded' | 'external';
  /** node-postgres settings of this database, for tools that need their own connection. */
  connection: pg.ClientConfig;
  /** The pool under `db`, for libraries that take one (graphile-worker). */
  pool: pg.Pool;
  /**
   * Runs `work` while holding a database-wide lock, so that of several instances starting at
   * once only one migrates and seeds at a time.
   */
  withStartupLock<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Closes the pool, then stops the embedded server if this process runs one. `force`: the
   * shutdown is out of time; the pool is dropped without waiting and the server stopped at once.
   */
  close(options?: { force?: boolean }): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL of an external server; without it the embedded server under dataDir. */
  databaseUrl?: string | undefined;
  /** DATA_DIR, for the embedded server. */
  dataDir?: string | undefined;
  poolSize?: number;
  log?: EmbeddedLog;
}

const STARTUP_LOCK_KEY = 7_340_001;

/** A Drizzle database over a node-postgres pool on `connection`. */
export function connectDatabase(
  connection: pg.ClientConfig,
  options: {
    poolSize?: number;
    kind?: DatabaseHandle['kind'];
    onClose?: (options: { immediate: boolean }) => Promise<void>;
  } = {},
): DatabaseHandle {
  const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10 });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  // Nor one checked out while the server goes away: its query fails, the process stays up
  // (graphile-worker asks for this handler too).
  pool.on('connect', (client) => client.on('error', () => {}));
  const db: Database = drizzle(pool, { schema });
  return {
    db,
    kind: options.kind ?? 'external',
    connection,
    pool,
    async withStartupLock(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work(drizzle(client, { schema }));
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async close({ force = false } = {}) {
      if (force) void pool.end().catch(() => {});
      else await pool.end();
      await options.onClose?.({ immediate: force });
    },
  };
}

/** Opens DATABASE_URL, or starts the embedded server under DATA_DIR and opens its database. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return connectDatabase({ connectionString: options.databaseUrl }, { poolSize: options.poolSize ?? 10 });
  }
  if (!options.dataDir) throw new Error('Either DATABASE_URL or DATA_DIR is needed.');
  const server: EmbeddedServer = await startEmbeddedPostgres({
    dataDir: options.dataDir,
    database: EMBEDDED_DATABASE_NAME,
    log: options.log ?? { info: () => {}, warn: () => {} },
  });
  return connectDatabase(server.connection, {
    poolSize: options.poolSize ?? 10,
    kind: 'embedded',
    onClose: (stop) => server.stop(stop),
  });
}

/** A postgres:// URL with another database name. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Applies the committed SQL migrations in ./drizzle, then graphile-worker's own (its schema
 * `graphile_worker`, ADR 022), so that a job can be queued from the first request.
 */
export async function migrateDatabase(handle: DatabaseHandle, db: Database = handle.db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  await runMigrations({ pgPool: handle.pool, logger: new Logger(() => () => {}) });
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
