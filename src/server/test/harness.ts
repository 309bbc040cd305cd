import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, onTestFinished } from 'vitest';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { MailOutbox } from '../mail/outbox.ts';
import type { MailMessage, MailTransport } from '../mail/transport.ts';
import { sharedTestDatabase } from './database.ts';

/** A mail transport that keeps what it sends, for assertions. */
export class CapturingTransport implements MailTransport {
  readonly kind = 'outbox' as const;
  readonly sent: MailMessage[] = [];
  failNext = 0;

  async send(message: MailMessage): Promise<void> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('simulated SMTP failure');
    }
    this.sent.push(message);
  }

  close(): void {}
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  mail: CapturingTransport;
  outbox: MailOutbox;
}

/** A fixed server secret: a test never creates a secret file. */
export const TEST_APP_SECRET = 'test-secret-for-verification-codes-0123456789';

/** A fixed certificate key (ADR 027): the tables, app_meta included, are emptied between tests. */
export const TEST_CERT_SIGNING_KEY = 'MC4CAQAwBQYDK2VwBCIEILDUk1GsMPYfY1EIXTbF3B1o+HnIaHVLnko5qk+v+/Rj';

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    APP_SECRET: TEST_APP_SECRET,
    CERT_SIGNING_KEY: TEST_CERT_SIGNING_KEY,
    ...overrides,
  });
}

/**
 * Builds the app on the worker's shared database with a capturing mail transport, and closes it
 * after the file's tests. Call at the top level of a test file (or in beforeAll).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    transport?: MailTransport;
    /** 'file' (the default) when called at the top of a test file, 'test' inside a test. */
    scope?: 'file' | 'test';
    /** The built client to serve (and render pages with); none by default. */
    clientDir?: string;
    /** A fixed clock (app.now) for rules that depend on today's date; the wall clock by default. */
    now?: () => Date;
    /** When the last backup succeeded, for GET /metrics; none by default. */
    lastBackupAt?: () => Promise<Date | null>;
    /** A blind challenge's price scale (AppDependencies.blindScale); random by default. */
    blindScale?: () => number;
    /** Another connection to the worker's database (a pool of another size); the shared one by default. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const handle = options.database ?? (await sharedTestDatabase());
  const { db } = handle;
  const config = testConfig(env);
  const logger = createLogger(config.logLevel);
  const mail = new CapturingTransport();
  const outbox = new MailOutbox(db, options.transport ?? mail, logger);
  const app = await buildApp({
    config,
    db,
    databaseConnection: handle.connection,
    mailOutbox: outbox,
    logger,
    clientDir: options.clientDir ?? '/nonexistent',
    ...(options.now ? { now: options.now } : {}),
    ...(options.lastBackupAt ? { lastBackupAt: options.lastBackupAt } : {}),
    ...(options.blindScale ? { blindScale: options.blindScale } : {}),
  });
  await app.ready();
  const close = async () => {
    await outbox.stop();
    await app.close();
  };
  if ((options.scope ?? 'file') === 'file') {
    // Built at the top of a file: one app for the file, a clean mailbox for each test.
    beforeEach(async () => {
      mail.sent.length = 0;
      // The tables were just emptied from another connection: wait for the catalogue to hear it.
      await app.catalogue.settle();
    });
    afterAll(close);
  } else {
    // Built inside a test (a second instance, other settings): gone when the test ends.
    onTestFinished(close);
  }
  return { app, db, config, mail, outbox };
}
