import { createReadStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { APP_SECRET_FILE } from '../shared/app-secret.ts';
import {
  APP_SECRET_SECTION,
  BackupError,
  type BackupManifest,
  BackupWriter,
  MEDIA_SECTION_PREFIX,
} from './format.ts';
import { recordBackup } from './records.ts';

/** Tables left out of every backup: the record of backups describes files on this host's disk. */
export const TABLES_NOT_BACKED_UP = new Set(['backups']);

/** What a backup is taken from: the app's database and DATA_DIR, and where secrets are kept. */
export interface BackupSource {
  connection: pg.ClientConfig;
  kind: 'embedded' | 'external';
  dataDir: string;
  /** MEDIA_S3_URL is set: the media are in a bucket, not under DATA_DIR/media. */
  mediaInS3: boolean;
  /** APP_SECRET is set (the DATA_DIR file is then not used). */
  appSecretInEnvironment: boolean;
  /** CERT_SIGNING_KEY is set (otherwise the generated key is in app_meta). */
  certificateKeyInConfiguration: boolean;
}

export interface BackupResult {
  file: string;
  sizeBytes: number;
  durationMs: number;
  takenAt: Date;
  tables: number;
  rows: number;
  mediaFiles: number;
  notes: string[];
}

/** DATA_DIR/backups: where `npm run backup` and the daily job write. */
export const backupDirectory = (dataDir: string) => path.resolve(dataDir, 'backups');

/** `fintrain-20261126T213000Z.backup`: sortable, and the retention rule reads the time from it. */
export function backupFileName(at: Date): string {
  return `fintrain-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}.backup`;
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The snapshot's time and server version; refuses a database this app never migrated. */
async function snapshotFacts(client: pg.Client) {
  const {
    rows: [facts],
  } = await client.query<{ taken_at: Date; version: string; migrations: string | null }>(
    `select now() as taken_at, current_setting('server_version') as version,
            to_regclass('drizzle.__drizzle_migrations')::text as migrations`,
  );
  if (!facts?.migrations) {
    throw new BackupError(
      'This database has no FinTrain Academy schema (no migrations applied): nothing to back up.',
    );
  }
  return facts;
}

/**
 * Takes one backup (ADR 043): every table of the app's schema, its sequences and graphile-worker's
 * waiting jobs from ONE read-only repeatable-read snapshot, streamed through COPY; then the media
 * files and the app secret. Writes `file` (a directory gets a dated name inside it) and records
 * the backup in the database.
 */
export async function createBackup(
  source: BackupSource,
  target: string,
  origin: 'cli' | 'schedule',
): Promise<BackupResult> {
  const started = performance.now();
  const client = new pg.Client(source.connection);
  await client.connect();
  let writer: BackupWriter | undefined;
  try {
    await client.query(`set client_encoding = 'UTF8'`);
    await client.query('begin isolation level repeatable read read only');
    const facts = await snapshotFacts(client);
    const takenAt = facts.taken_at;
    const file = await resolveTarget(target, takenAt);
    writer = await BackupWriter.create(file);
    const migrations = await client.query<{ hash: string; created_at: string }>(
      'select hash, created_at from drizzle.__drizzle_migrations order by created_at, id',
    );
    const tables = await exportTables(client, writer);
    const sequences = await exportSequences(client);
    const jobs = await exportJobs(client, writer);
    await client.query('commit');

    const media = source.mediaInS3 ? { files: 0, bytes: 0 } : await exportMedia(source.dataDir, writer);
    const appSecret = source.appSecretInEnvironment
      ? 'environment'
      : await exportAppSecret(source.dataDir, writer);
    const notes = backupNotes(source, appSecret);
    const manifest: Omit<BackupManifest, 'sections'> = {
      format: 1,
      app: 'fintrain-academy',
      created_at: takenAt.toISOString(),
      database: {
        kind: source.kind,
        server_version: facts.version,
        migrations: migrations.rows.map((row) => ({ hash: row.hash, created_at: Number(row.created_at) })),
      },
      tables,
      sequences,
      jobs,
      media: { storage: source.mediaInS3 ? 's3' : 'local', ...media },
      app_secret: appSecret,
      certificate_key: source.certificateKeyInConfiguration ? 'configuration' : 'database',
      notes,
    };
    const sizeBytes = await writer.finish(manifest);
    writer = undefined;
    const durationMs = Math.round(performance.now() - started);
    await recordBackup(client, { takenAt, origin, file, sizeBytes, durationMs }).catch((error: unknown) => {
      // A database the app has not yet migrated to this version has no record table; the file stands.
      if ((error as { code?: string }).code !== '42P01') throw error;
    });
    return {
      file,
      sizeBytes,
      durationMs,
      takenAt,
      tables: tables.length,
      rows: tables.reduce((sum, table) => sum + table.rows, 0),
      mediaFiles: media.files,
      notes,
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    await writer?.abort();
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

async function resolveTarget(target: string, takenAt: Date): Promise<string> {
  const resolved = path.resolve(target);
  const isDirectory = await stat(resolved).then(
    (info) => info.isDirectory(),
    () => target.endsWith('/'),
  );
  const dir = isDirectory ? resolved : path.dirname(resolved);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = isDirectory ? path.join(resolved, backupFileName(takenAt)) : resolved;
  if (
    await stat(file).then(
      () => true,
      () => false,
    )
  ) {
    throw new BackupError(`${file} already exists; a backup never overwrites a file.`);
  }
  return file;
}

async function exportTables(client: pg.Client, writer: BackupWriter): Promise<BackupManifest['tables']> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind = 'r'
      group by c.relname
      order by c.relname`,
  );
  const tables: BackupManifest['tables'] = [];
  for (const table of rows) {
    if (TABLES_NOT_BACKED_UP.has(table.name)) continue;
    const columns = table.columns.map(quoteName).join(', ');
    const stream = client.query(copyTo(`copy "public".${quoteName(table.name)} (${columns}) to stdout`));
    const section = await writer.addSection(`table/public.${table.name}`, stream, 'gzip');
    tables.push({
      schema: 'public',
      name: table.name,
      columns: table.columns,
      rows: stream.rowCount,
      section: section.name,
    });
  }
  return tables;
}

async function exportSequences(client: pg.Client): Promise<BackupManifest['sequences']> {
  const { rows } = await client.query<{ name: string }>(
    `select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  const sequences: BackupManifest['sequences'] = [];
  for (const { name } of rows) {
    const {
      rows: [state],
    } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from "public".${quoteName(name)}`,
    );
    if (state) sequences.push({ schema: 'public', name, ...state });
  }
  return sequences;
}

/**
 * graphile-worker's jobs still to run (a quiz's deadline, a drip e-mail, a refund retry), as JSON
 * lines through its public columns; a restore queues them again with add_job. Jobs that used up
 * their attempts are left out: queued again, they would run again.
 */
async function exportJobs(client: pg.Client, writer: BackupWriter): Promise<BackupManifest['jobs']> {
  const {
    rows: [present],
  } = await client.query<{ jobs: string | null }>(`select to_regclass('graphile_worker.jobs')::text as jobs`);
  if (!present?.jobs) return null;
  // The public `jobs` view lacks the payload; it is read from the table the view is over.
  const stream = client.query(
    copyTo(`copy (
      select json_build_object(
        'task', j.task_identifier, 'payload', p.payload, 'queue', j.queue_name, 'run_at', j.run_at,
        'max_attempts', j.max_attempts, 'key', j.key, 'priority', j.priority
      )
      from graphile_worker.jobs j join graphile_worker._private_jobs p on p.id = j.id
      where j.attempts < j.max_attempts
      order by j.id
    ) to stdout`),
  );
  const section = await writer.addSection('jobs', stream, 'gzip');
  return { section: section.name, count: stream.rowCount };
}

async function exportMedia(dataDir: string, writer: BackupWriter): Promise<{ files: number; bytes: number }> {
  const root = path.resolve(dataDir, 'media');
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files: 0, bytes: 0 };
    throw error;
  }
  const keys = entries
    // A `.partial` file is a copy in progress (media/storage.ts); its finished twin is what counts.
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  let bytes = 0;
  let files = 0;
  for (const key of keys) {
    let stream: Readable;
    try {
      stream = createReadStream(path.join(root, key));
      await new Promise<void>((resolve, reject) =>
        stream.once('open', () => resolve()).once('error', reject),
      );
    } catch (error) {
      // Deleted since the listing (an abandoned upload purged): the snapshot has no row for it either.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    // HLS segments and MP4s are compressed already; gzip would only cost time.
    const section = await writer.addSection(`${MEDIA_SECTION_PREFIX}${key}`, stream, 'raw');
    bytes += section.length;
    files += 1;
  }
  return { files, bytes };
}

async function exportAppSecret(dataDir: string, writer: BackupWriter): Promise<'file' | 'none'> {
  const file = path.resolve(dataDir, APP_SECRET_FILE);
  let stream: Readable;
  try {
    stream = createReadStream(file);
    await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'none';
    throw error;
  }
  await writer.addSection(APP_SECRET_SECTION, stream, 'raw');
  return 'file';
}

function backupNotes(source: BackupSource, appSecret: 'file' | 'environment' | 'none'): string[] {
  const notes: string[] = [];
  if (source.mediaInS3) {
    notes.push(
      'Media live in the S3 bucket of MEDIA_S3_URL and are not in this backup: back the bucket up on its own (versioning or replication).',
    );
  }
  if (appSecret === 'environment') {
    notes.push(
      'APP_SECRET was set in the environment and is not in this backup: keep it with the configuration.',
    );
  }
  if (source.certificateKeyInConfiguration) {
    notes.push(
      'CERT_SIGNING_KEY was set in the configuration and is not in this backup: keep it, or every certificate will show as invalid.',
    );
  } else {
    notes.push(
      'The certificate signing key is kept in the database (app_meta) and is in this backup with it.',
    );
  }
  return notes;
}
