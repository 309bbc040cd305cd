import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type BackupKeep, backupsToDelete } from './retention.ts';
import { type BackupResult, type BackupSource, backupDirectory, createBackup } from './snapshot.ts';

const BACKUP_FILE = /^fintrain-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.backup$/;

/** The time a backup's file name carries (backupFileName), or undefined for any other file. */
export function backupFileTime(name: string): Date | undefined {
  const match = BACKUP_FILE.exec(name);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  const at = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/**
 * The daily job: one backup into DATA_DIR/backups, then the files there that BACKUP_KEEP no longer
 * covers are deleted. Only files named as backups are considered; a file copied there by hand
 * under another name is never touched.
 */
export async function runScheduledBackup(
  source: BackupSource,
  keep: BackupKeep,
  log: FastifyBaseLogger,
): Promise<{ backup: BackupResult; deleted: string[] }> {
  const dir = backupDirectory(source.dataDir);
  const backup = await createBackup(source, `${dir}/`, 'schedule');
  log.info(
    {
      file: backup.file,
      bytes: backup.sizeBytes,
      ms: backup.durationMs,
      rows: backup.rows,
      media: backup.mediaFiles,
    },
    'backup written',
  );
  const files = (await readdir(dir)).flatMap((name) => {
    const takenAt = backupFileTime(name);
    return takenAt ? [{ name, takenAt }] : [];
  });
  const deleted: string[] = [];
  for (const old of backupsToDelete(files, keep)) {
    await rm(path.join(dir, old.name), { force: true });
    deleted.push(old.name);
  }
  if (deleted.length > 0) log.info({ deleted }, 'old backups deleted (BACKUP_KEEP)');
  return { backup, deleted };
}
