import { max } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from '../db/client.ts';
import { backups } from '../db/schema.ts';

export interface BackupRecord {
  takenAt: Date;
  origin: 'cli' | 'schedule' | 'restore';
  file: string;
  sizeBytes: number;
  durationMs: number;
}

/** Records a finished backup (or, for a restore, the file the database came from). */
export async function recordBackup(client: pg.ClientBase, record: BackupRecord): Promise<void> {
  await client.query(
    'insert into backups (taken_at, origin, file, size_bytes, duration_ms) values ($1, $2, $3, $4, $5)',
    [record.takenAt, record.origin, record.file, record.sizeBytes, record.durationMs],
  );
}

/**
 * The snapshot time of the newest backup of this database that finished, or null when there is
 * none. After a restore it is the restored backup's own time: that file is the newest copy of
 * the data there is (ADR 043).
 */
export async function lastSuccessfulBackupAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db.select({ at: max(backups.takenAt) }).from(backups);
  return row?.at ?? null;
}
