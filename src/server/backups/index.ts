import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { BackupSource } from './snapshot.ts';

export { BackupError, openBackup } from './format.ts';
export { lastSuccessfulBackupAt } from './records.ts';
export { type RestoreResult, type RestoreTarget, restoreBackup } from './restore.ts';
export { type BackupKeep, backupsToDelete, parseBackupKeep } from './retention.ts';
export { runScheduledBackup } from './scheduled.ts';
export { type BackupResult, type BackupSource, backupDirectory, createBackup } from './snapshot.ts';

/** What a backup of this app's database and DATA_DIR is taken from, under this configuration. */
export function backupSource(
  config: Pick<AppConfig, 'dataDir' | 'media' | 'appSecret' | 'certSigningKey'>,
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
