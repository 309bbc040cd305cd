import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { appMeta } from './schema.ts';

type PGliteInstance = import('@electric-sql/pglite').PGlite;

/** Where the previous version kept its embedded (PGlite) database. */
export const LEGACY_PGLITE_DIR = 'pglite';
const IMPORT_MARKER = 'pglite_import';
const BATCH_ROWS = 5000;

interface ImportLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface LegacyImportResult {
  tables: number;
  rows: number;
  /** Where the old directory was moved, kept as a backup. */
  backup: string;
}

/** Copies one table's rows from the old database by column name; answers how many arrived. */
async function copyTable(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  legacy: PGliteInstance,
  name: string,
  log: ImportLog,
): Promise<number> {
  let rows = 0;
  const target = await tx.execute(
    sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${name}`,
  );
  const targetColumns = new Set(target.rows.map((row) => String(row.column_name)));
  if (targetColumns.size === 0) {
    log.warn(`table ${name} of the old database no longer exists; its rows were not imported`);
    return 0;
  }
  const sourceColumns = await legacy.query<{ column_name: string }>(
    "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1",
    [name],
  );
  const columns = sourceColumns.rows.map((row) => row.column_name).filter((c) => targetColumns.has(c));
  const columnList = sql.raw(columns.map((c) => `"${c.replaceAll('"', '""')}"`).join(', '));
  const table = sql.raw(`"public"."${name.replaceAll('"', '""')}"`);
  // Rows the migrations themselves wrote (counter rows) are replaced by the old ones.
  await tx.execute(sql`delete from ${table}`);
  for (let offset = 0; ; offset += BATCH_ROWS) {
    const batch = await legacy.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from (select * from "public"."${name.replaceAll('"', '""')}" order by ctid limit ${BATCH_ROWS} offset ${offset}) t`,
    );
    const json = batch.rows[0]?.rows;
    if (!json) break;
    const inserted = await tx.execute(
      sql`insert into ${table} (${columnList}) select ${columnList} from json_populate_recordset(null::${table}, ${json}::json)`,
    );
    rows += inserted.rowCount ?? 0;
  }
  return rows;
}

/**
 * Carries the previous version's PGlite database (DATA_DIR/pglite) over to the embedded server,
 * once. Run after the migrations and before the seed, under the start-up lock.
 * - Every public table's rows are copied, in one transaction, by column name (so columns added
 *   since keep their defaults), with triggers off: the counter tables come over as they were.
 * - The marker row and the copy commit together; then the directory is renamed, not deleted.
 * - Only into a database that has no users yet: it never merges two histories.
 */
export async function importLegacyPglite(
  db: Database,
  dataDir: string,
  log: ImportLog,
): Promise<LegacyImportResult | undefined> {
  const source = path.resolve(dataDir, LEGACY_PGLITE_DIR);
  if (!existsSync(path.join(source, 'PG_VERSION'))) return undefined;
  const backup = `${source}.imported-${new Date().toISOString().slice(0, 10)}`;

  const done = await db.execute(sql`select 1 from ${appMeta} where ${appMeta.key} = ${IMPORT_MARKER}`);
  if (done.rows.length > 0) {
    // Copied before, but the rename did not happen (a crash in between).
    renameSync(source, backup);
    return undefined;
  }
  const users = await db.execute(sql`select 1 from users limit 1`);
  if (users.rows.length > 0) {
    log.warn(
      `${source} was not imported: this database already has accounts. Move it aside to silence this.`,
    );
    return undefined;
  }

  log.info(`importing the previous version's database from ${source}`);
  // Loaded only here: PGlite is no longer the app's engine, only the reader of old data.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  let legacy: PGliteInstance;
  try {
    legacy = await PGlite.create(source, { extensions: { pg_trgm } });
  } catch (error) {
    throw new Error(
      `The previous version's database in ${source} could not be opened (${(error as Error).message}). Nothing was imported; move the directory aside to start with an empty database.`,
    );
  }
  try {
    const tables = await legacy.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    );
    let rows = 0;
    await db.transaction(async (tx) => {
      // Triggers and foreign-key checks off: rows arrive in any order and counters come as they were.
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const { name } of tables.rows) rows += await copyTable(tx, legacy, name, log);
      await tx.insert(appMeta).values({ key: IMPORT_MARKER, value: new Date().toISOString() });
    });
    await legacy.close();
    renameSync(source, backup);
    log.info(
      `imported ${rows} rows from ${tables.rows.length} tables; the old directory is kept as ${backup}`,
    );
    return { tables: tables.rows.length, rows, backup };
  } finally {
    if (!legacy.closed) await legacy.close();
  }
}
