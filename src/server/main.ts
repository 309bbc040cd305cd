import type { FastifyBaseLogger as Logger } from 'fastify';
import { buildApp } from './app.ts';
import { backupSource, lastSuccessfulBackupAt, runScheduledBackup } from './backups/index.ts';
import {
  CertificateSigner,
  ensureSigningKey,
  loadSigningKey,
  warnOfUnpublishedKeys,
} from './certificates/index.ts';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import { type DatabaseHandle, migrateDatabase, openDatabase } from './db/client.ts';
import { dataDirForStart } from './db/embedded-placement.ts';
import { importLegacyPglite } from './db/pglite-import.ts';
import { ensureFirstAdmin, seedContent, seedCurricula } from './db/seed.ts';
import { startJobRunner } from './jobs/index.ts';
import { createJobTasks } from './jobs/tasks.ts';
import { seedLegalDefaults } from './legal/index.ts';
import { DATABASE_STOP_RESERVE_MS, SHUTDOWN_DEADLINE_MS } from './lifecycle.ts';
import { createLogger } from './logger.ts';
import { createMailTransport, MailOutbox } from './mail/index.ts';
import { createMediaStorage, type MediaStorage, selectFfmpeg } from './media/index.ts';

/** The configuration, or a clear message and exit 1 when a setting is wrong. */
function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Opens the database and brings it up to date under the start-up lock: migrations, the legacy
 * import, the seeded content, the first admin, the signing key and a check that every key that
 * signed a certificate is still published. A failed start stops the embedded server too: nothing
 * is left running.
 */
async function openAndPrepareDatabase(config: AppConfig, log: Logger, mediaStorage: MediaStorage) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    log: { info: (message) => log.info(message), warn: (message) => log.warn(message) },
  });
  log.info({ database: database.kind }, 'database open');
  try {
    await database.withStartupLock(async (db) => {
      await migrateDatabase(database, db);
      if (database.kind === 'embedded') await importLegacyPglite(db, config.dataDir, log);
      await seedContent(db, log);
      await seedCurricula(db, mediaStorage, log);
      await seedLegalDefaults(db, config, log);
      await ensureFirstAdmin(db, config, log);
      await ensureSigningKey(db, config.certSigningKey, log);
      const { key } = await loadSigningKey(db, config.certSigningKey);
      await warnOfUnpublishedKeys(db, new CertificateSigner(key, config.certRetiredPublicKeys), log);
    });
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}

interface Running {
  app: Awaited<ReturnType<typeof buildApp>>;
  mailOutbox: MailOutbox;
  jobRunner: Awaited<ReturnType<typeof startJobRunner>>;
  transport: ReturnType<typeof createMailTransport>;
  database: DatabaseHandle;
}

/**
 * Stops on SIGINT and SIGTERM: in-flight requests, the outbox, running jobs, then the database.
 * Whatever still runs near the deadline is cut off, and the embedded server is stopped at once
 * rather than left running without its app (ADR 042).
 */
function stopOnSignals({ app, mailOutbox, jobRunner, transport, database }: Running, log: Logger) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      log.error('shutdown took too long; stopping the database at once and exiting');
      void database
        .close({ force: true })
        .catch((error: unknown) => log.error({ err: error }, 'the database did not stop'))
        .finally(() => process.exit(1));
    }, SHUTDOWN_DEADLINE_MS - DATABASE_STOP_RESERVE_MS);
    force.unref();
    try {
      await app.close();
      await mailOutbox.stop();
      // Lets running jobs finish (graphile-worker's graceful stop); an unfinished one is retried.
      await jobRunner.stop();
      transport.close();
      await database.close();
      log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

async function main() {
  let config = configOrExit();
  const log = createLogger(config.logLevel);
  for (const warning of config.warnings) log.warn(warning);
  // The ffmpeg that decodes uploads, checked before anything starts (ADR 045).
  await selectFfmpeg({ configuredPath: config.ffmpegPath, production: config.env === 'production' }, log);
  // As root in a checkout the database's OS user cannot enter, the default DATA_DIR moves (ADR 042).
  config = { ...config, dataDir: await dataDirForStart(config, log) };
  const mediaStorage = createMediaStorage(config);
  const database = await openAndPrepareDatabase(config, log, mediaStorage);

  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log,
  });
  const mailOutbox = new MailOutbox(database.db, transport, log);
  const app = await buildApp({
    config,
    db: database.db,
    databaseConnection: database.connection,
    mailOutbox,
    mediaStorage,
    logger: log,
    lastBackupAt: () => lastSuccessfulBackupAt(database.db),
  });
  await app.listen({ port: config.port, host: config.host });
  mailOutbox.start();
  // Background jobs (ADR 022): every instance runs one runner on the app's pool; the hourly purges
  // of expired rows and abandoned uploads are its cron items.
  const jobRunner = await startJobRunner(
    database.pool,
    createJobTasks({
      db: database.db,
      mediaStorage,
      publicUrl: config.publicUrl,
      certSigningKey: config.certSigningKey,
      payments: app.razorpay ? { config, razorpay: app.razorpay } : undefined,
      backup: config.backups.schedule
        ? async () =>
            void (await runScheduledBackup(backupSource(config, database), config.backups.keep, log))
        : undefined,
    }),
    log,
    { backupSchedule: config.backups.schedule },
  );
  app.metrics.watchJobEvents(jobRunner.events);
  log.info(`FinTrain Academy is running at ${config.publicUrl} (mail: ${transport.kind})`);
  stopOnSignals({ app, mailOutbox, jobRunner, transport, database }, log);
}

main().catch((error: unknown) => {
  console.error('Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
