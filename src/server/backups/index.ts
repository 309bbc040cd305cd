import type { DatabaseHandle } from '../db/client.ts';
import type { BackupSource } from './snapshot.ts';

export { BackupError, openBackup } from './format.ts';
export { lastSuccessfulBackupAt } from './records.ts';
export { type RestoreResult, type RestoreTarget, restoreBackup } from './restore.ts';
export {
  BACKUP_KEEP_FORMAT,
  type BackupKeep,
  backupsToDelete,
  DEFAULT_BACKUP_KEEP,
  parseBackupKeep,
} from './retention.ts';
export { runScheduledBackup } from './scheduled.ts';
export { type BackupResult, type BackupSource, backupDirectory, createBackup } from './snapshot.ts';

/** What a backup of this app's database and DATA_DIR is taken from, under this configuration. */
export function backupSource(
  // The settings it reads, written out rather than picked from AppConfig: config.ts imports this
  // area's retention parser, and a type import back would make a cycle.
  config: {
    dataDir: string;
    media: { s3?: unknown };
    appSecret: string | undefined;
    certSigningKey: unknown;
  },
  database: Pick<DatabaseHandle, 'connection' | 'kind'>,
): BackupSource {
  return {
    connection: database.connection,
    kind: database.kind,
    dataDir: config.dataDir,
    mediaInS3: config.media.s3 !== undefined,
    appSecretInEnvironment: config.appSecret !== undefined,
    certificateKeyInConfiguration: config.certSigningKey !== undefined,
  };
}
