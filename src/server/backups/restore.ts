import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { Logger, runMigrations } from 'graphile-worker';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type DatabaseHandle, MIGRATIONS_DIR, openDatabase } from '../db/client.ts';
import { DataDirInUseError } from '../db/embedded.ts';
import { APP_SECRET_FILE } from '../shared/app-secret.ts';
import {
  APP_SECRET_SECTION,
  BackupError,
  type BackupManifest,
  MEDIA_SECTION_PREFIX,
  openBackup,
  type VerifiedBackup,
} from './format.ts';
import { recordBackup } from './records.ts';

/** Where a backup is restored to: DATABASE_URL, or the embedded server of DATA_DIR. */
export interface RestoreTarget {
  dataDir: string;
  databaseUrl: string | undefined;
  /** MEDIA_S3_URL is set here: media files restored under DATA_DIR/media are not the ones served. */
  mediaInS3: boolean;
  force: boolean;
  log: (message: string) => void;
}

export interface RestoreResult {
  file: string;
  backupCreatedAt: string;
  tables: number;
  rows: number;
  jobs: number;
  mediaFiles: number;
  /** Migrations the backup predates, run after its data was loaded. */
  migrationsAfter: number;
  /** What --force moved aside rather than deleting. */
  movedAside: string[];
  /** The backup's notes: what it does not hold (media in S3, secrets kept in the configuration). */
  notes: string[];
  durationMs: number;
}

type Migration = ReturnType<typeof readMigrationFiles>[number];
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Restores a backup (ADR 043). The file is verified whole, the code's migrations checked against
 * the backup's, and the target checked empty before anything is written. The database is
 * loaded in one transaction: the schema up to the backup's migration, its data, then this code's
 * later migrations. Media and the app secret are put in place once that has committed.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreResult> {
  const started = performance.now();
  const backup = await openBackup(file);
  const { manifest } = backup;
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const level = backupMigrationLevel(manifest, migrations);
  const dataDir = path.resolve(target.dataDir);
  await refuseNonEmptyDataDir(dataDir, manifest, target.force);

  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({
      databaseUrl: target.databaseUrl,
      dataDir,
      poolSize: 2,
      log: { info: target.log, warn: target.log },
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new BackupError(`The app is running on ${dataDir}: stop it before restoring into it.`);
    }
    throw error;
  }
  const staging = path.join(dataDir, `.restore-${process.pid}`);
  try {
    const client = await handle.pool.connect();
    try {
      await refuseNonEmptyDatabase(client, target.force);
      // Its own schema, made (or brought up to date) before the load so that add_job exists in it.
      await runMigrations({ pgPool: handle.pool, logger: new Logger(() => () => {}) });
      const mediaFiles = await stageFiles(backup, staging);
      const loaded = await loadDatabase(client, backup, migrations, level, target.force, started);
      const movedAside = await putFilesInPlace(staging, dataDir);
      if (target.mediaInS3 && mediaFiles > 0) {
        target.log(
          `MEDIA_S3_URL is set: the ${mediaFiles} media files were restored under ${path.join(dataDir, 'media')}; copy them into the bucket (same keys) for the app to serve them.`,
        );
      }
      return {
        file: backup.file,
        backupCreatedAt: manifest.created_at,
        tables: manifest.tables.length,
        rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
        jobs: loaded.jobs,
        mediaFiles,
        migrationsAfter: migrations.length - level,
        movedAside,
        notes: manifest.notes,
        durationMs: Math.round(performance.now() - started),
      };
    } finally {
      client.release();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
    await handle.close();
  }
}

/**
 * How many of this code's migrations the backup's data was written under. Its migrations must be
 * the first ones of this code's list: a backup from a newer version cannot be loaded by an older one.
 */
export function backupMigrationLevel(
  manifest: BackupManifest,
  migrations: Pick<Migration, 'folderMillis'>[],
): number {
  const applied = manifest.database.migrations;
  if (applied.length > migrations.length) {
    throw new BackupError(
      `This backup was taken by a newer version of the app (${applied.length} database migrations; this version has ${migrations.length}). Restore it with that version or a later one.`,
    );
  }
  applied.forEach((migration, index) => {
    if (migration.created_at !== migrations[index]?.folderMillis) {
      throw new BackupError(
        `This backup's database migrations do not match this version's (the ${index + 1}th differs): it comes from another line of the app's history.`,
      );
    }
  });
  return applied.length;
}

async function hasFiles(dir: string): Promise<boolean> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.some((entry) => entry.isFile());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function refuseNonEmptyDataDir(dataDir: string, manifest: BackupManifest, force: boolean) {
  if (force) return;
  const found: string[] = [];
  if (manifest.media.files > 0 && (await hasFiles(path.join(dataDir, 'media')))) found.push('media files');
  if (manifest.app_secret === 'file' && (await exists(path.join(dataDir, APP_SECRET_FILE)))) {
    found.push('an app secret');
  }
  if (found.length > 0) {
    throw new BackupError(
      `${dataDir} is not empty (it has ${found.join(' and ')}). Restore into an empty DATA_DIR, or add --force to replace what is there (the old files are moved aside).`,
    );
  }
}

/** Empty: no relation outside the system schemas and graphile-worker's, and no job waiting. */
async function refuseNonEmptyDatabase(client: pg.PoolClient, force: boolean) {
  if (force) return;
  const {
    rows: [found],
  } = await client.query<{ relations: string; jobs: string | null }>(
    `select count(*) as relations, to_regclass('graphile_worker._private_jobs')::text as jobs
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema', 'graphile_worker')
        and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`,
  );
  // Named only when it exists: a query naming a missing table fails even in a branch not taken.
  const jobs = found?.jobs
    ? Number(
        (await client.query<{ count: string }>('select count(*) from graphile_worker._private_jobs')).rows[0]
          ?.count,
      )
    : 0;
  if (Number(found?.relations ?? 0) > 0 || jobs > 0) {
    throw new BackupError(
      "The target database is not empty (it has tables or queued jobs). Restore into an empty database, or add --force to replace the app's schemas (public, drizzle) and its queued jobs.",
    );
  }
}

/** Writes the media files and the app secret under `staging`, to be moved in after the database. */
async function stageFiles(backup: VerifiedBackup, staging: string): Promise<number> {
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.join(staging, 'media'), { recursive: true, mode: 0o700 });
  let files = 0;
  for (const section of backup.manifest.sections) {
    let target: string;
    if (section.name.startsWith(MEDIA_SECTION_PREFIX)) {
      target = path.join(staging, 'media', section.name.slice(MEDIA_SECTION_PREFIX.length));
      files += 1;
    } else if (section.name === APP_SECRET_SECTION) {
      target = path.join(staging, APP_SECRET_FILE);
    } else {
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    const mode = section.name === APP_SECRET_SECTION ? 0o600 : 0o644;
    await pipeline(backup.read(section), createWriteStream(target, { flags: 'wx', mode }));
  }
  return files;
}

async function putFilesInPlace(staging: string, dataDir: string): Promise<string[]> {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const moved: string[] = [];
  for (const name of ['media', APP_SECRET_FILE]) {
    const from = path.join(staging, name);
    if (!(await exists(from)) || (name === 'media' && !(await hasFiles(from)))) continue;
    const to = path.join(dataDir, name);
    if (name === 'media' && !(await hasFiles(to))) {
      await rm(to, { recursive: true, force: true });
    } else if (await exists(to)) {
      // Only --force gets here (the target was checked empty): it replaces, but keeps what it
      // replaces, so that an operator's mistake stays recoverable.
      const aside = `${to}.before-restore-${stamp}`;
      await rename(to, aside);
      moved.push(aside);
    }
    await rename(from, to);
  }
  return moved;
}

export async function applyMigrations(client: pg.ClientBase, migrations: Migration[]) {
  // The bookkeeping drizzle's migrator keeps, so that the app's own start finds nothing left to do.
  await client.query('create schema if not exists drizzle');
  await client.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim()) await client.query(statement);
    }
    await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}

/**
 * The one transaction of a restore. Foreign keys are dropped during the load and added back
 * after it (so the tables load in any order, and every reference is checked once at the end);
 * user triggers are off during it (the counters they keep are restored as data).
 */
async function loadDatabase(
  client: pg.PoolClient,
  backup: VerifiedBackup,
  migrations: Migration[],
  level: number,
  force: boolean,
  started: number,
): Promise<{ jobs: number }> {
  const { manifest } = backup;
  await client.query('begin');
  try {
    await client.query(`set local client_encoding = 'UTF8'`);
    if (force) {
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema if exists public cascade');
      await client.query('create schema public');
      await client.query('select graphile_worker.complete_jobs(array(select id from graphile_worker.jobs))');
    }
    await applyMigrations(client, migrations.slice(0, level));
    await checkTables(client, manifest);
    const foreignKeys = await client.query<{ table_name: string; name: string; definition: string }>(
      `select conrelid::regclass::text as table_name, conname as name, pg_get_constraintdef(oid) as definition
         from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    );
    for (const key of foreignKeys.rows) {
      await client.query(`alter table ${key.table_name} drop constraint ${quoteName(key.name)}`);
    }
    const tables = manifest.tables.map((table) => `"public".${quoteName(table.name)}`);
    for (const table of tables) await client.query(`alter table ${table} disable trigger user`);
    // Rows a migration inserted (a totals row) give way to the backup's.
    if (tables.length > 0) await client.query(`truncate ${tables.join(', ')}`);
    for (const table of manifest.tables) {
      const section = backup.section(table.section);
      if (!section) throw new BackupError(`The backup lacks the data of ${table.name}.`);
      const columns = table.columns.map(quoteName).join(', ');
      const sink = client.query(copyFrom(`copy "public".${quoteName(table.name)} (${columns}) from stdin`));
      await pipeline(backup.read(section), createGunzip(), sink);
    }
    for (const sequence of manifest.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        `"public".${quoteName(sequence.name)}`,
        sequence.last_value,
        sequence.is_called,
      ]);
    }
    for (const table of tables) await client.query(`alter table ${table} enable trigger user`);
    for (const key of foreignKeys.rows) {
      await client.query(
        `alter table ${key.table_name} add constraint ${quoteName(key.name)} ${key.definition}`,
      );
    }
    await applyMigrations(client, migrations.slice(level));
    const jobs = await queueJobs(client, backup);
    await recordBackup(client, {
      takenAt: new Date(manifest.created_at),
      origin: 'restore',
      file: backup.file,
      sizeBytes: backup.sizeBytes,
      durationMs: Math.round(performance.now() - started),
    });
    await client.query('commit');
    return { jobs };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

/** Every table of the backup must exist, with every column, at the backup's migration level. */
async function checkTables(client: pg.PoolClient, manifest: BackupManifest) {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name, array_agg(a.attname::text) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind = 'r' group by c.relname`,
  );
  const schema = new Map(rows.map((row) => [row.name, new Set(row.columns)]));
  for (const table of manifest.tables) {
    const columns = schema.get(table.name);
    const missing = columns ? table.columns.filter((column) => !columns.has(column)) : ['(the table)'];
    if (missing.length > 0) {
      throw new BackupError(
        `The backup's table ${table.name} does not match its own migrations (missing: ${missing.join(', ')}): the file was not made by this app.`,
      );
    }
  }
}

/** Queues the backup's waiting jobs again through graphile-worker's public add_job. */
async function queueJobs(client: pg.PoolClient, backup: VerifiedBackup): Promise<number> {
  const jobs = backup.manifest.jobs;
  const section = jobs && backup.section(jobs.section);
  if (!section) return 0;
  await client.query('create temporary table restored_jobs (job json not null) on commit drop');
  await pipeline(
    backup.read(section),
    createGunzip(),
    client.query(copyFrom('copy restored_jobs (job) from stdin')),
  );
  const result = await client.query(
    `select graphile_worker.add_job(
       job->>'task', job->'payload', queue_name => job->>'queue', run_at => (job->>'run_at')::timestamptz,
       max_attempts => (job->>'max_attempts')::int, job_key => job->>'key', priority => (job->>'priority')::int)
     from restored_jobs`,
  );
  return result.rowCount ?? 0;
}
