import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MEDIA_UPLOAD_FIELD } from '@contract/media.ts';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../accounts/password.ts';
import { buildApp } from '../app.ts';
import { connectDatabase, MIGRATIONS_DIR, withDatabaseName } from '../db/client.ts';
import { programSimulatorSettings } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { MailOutbox } from '../mail/outbox.ts';
import { loadAppSecret } from '../shared/app-secret.ts';
import { sharedTestDatabase, TEST_DATABASE_PREFIX } from '../test/database.ts';
import {
  adminSession,
  createLesson,
  createModule,
  createProgram,
  createSubscription,
  TEST_PASSWORD,
  userSession,
} from '../test/factories.ts';
import { buildTestApp, CapturingTransport, testConfig } from '../test/harness.ts';
import { makeTestVideo, multipartBody, scratchDir } from '../test/media.ts';
import { createInvoicedPayment, TEST_PAYMENT_ENV } from '../test/payment-factories.ts';
import { flat, seedBars, simClient } from '../test/sim-factories.ts';
import { type CommandOutput, runBackupCli } from './commands.ts';
import { lastSuccessfulBackupAt } from './index.ts';
import { applyMigrations, backupMigrationLevel } from './restore.ts';

// The simulator shows bars at least 30 days old: a fixed clock keeps the seeded ones visible.
const NOW = new Date('2026-06-30T18:40:00Z');
const sourceDir = scratchDir();
// The certificate key is the generated one kept in app_meta, so only the backup can carry it.
const ENV = { ...TEST_PAYMENT_ENV, DATA_DIR: sourceDir, CERT_SIGNING_KEY: '' };
const { app, db } = await buildTestApp(ENV, { now: () => NOW });
const source = await sharedTestDatabase();

/** A postgres:// URL of `database` on the tests' server (DATABASE_URL or the run's embedded one). */
function serverUrl(database: string): string {
  const server = inject('testServer');
  if (server.connectionString) return withDatabaseName(server.connectionString, database);
  return `postgres://${server.user ?? 'postgres'}@/${database}?host=${encodeURIComponent(String(server.host))}&port=${server.port ?? 5432}`;
}

/**
 * The time limit of the tests that restore whole databases (each load runs every migration and
 * copies every table in one transaction) and start the app on them. A few seconds alone; in a CI
 * run (four workers on a loaded 2-core machine) the three restores of the --force test took over 20 s.
 */
const RESTORES_TIMEOUT = 120_000;

const sourceUrl = source.connection.connectionString ?? serverUrl(String(source.connection.database));

/** Every file under `dir`, as paths relative to it. */
function readdirFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * An empty database of this run, dropped with the run's others by the global teardown (its name
 * carries the run's id). Not dropped here: each DROP DATABASE waits for a checkpoint of the shared
 * server, and a few of them in a row outran the hook's minute on a loaded machine.
 */
async function emptyDatabase(): Promise<string> {
  const name = `${TEST_DATABASE_PREFIX}${inject('testRun')}_${process.pid}_r${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl('postgres') });
  await admin.connect();
  await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  await admin.end();
  return name;
}

/** Runs `npm run backup|restore -- ...` as the CLI does, keeping what it prints. */
async function cli(argv: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const out: CommandOutput = { info: (m) => void lines.push(m), error: (m) => void lines.push(m) };
  const code = await runBackupCli(argv, { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }, out);
  return { code, output: lines.join('\n') };
}

async function countTables(database: string): Promise<number> {
  const client = new pg.Client({ connectionString: serverUrl(database) });
  await client.connect();
  const { rows } = await client.query<{ n: string }>(
    `select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  await client.end();
  return Number(rows[0]?.n);
}

/** The app as it starts on a restored database and DATA_DIR. */
async function appOn(database: string, dataDir: string) {
  const handle = connectDatabase({ connectionString: serverUrl(database) });
  const config = testConfig({ ...ENV, DATA_DIR: dataDir });
  const logger = createLogger('silent');
  const restored = await buildApp({
    config,
    db: handle.db,
    mailOutbox: new MailOutbox(handle.db, new CapturingTransport(), logger),
    logger,
    clientDir: '/nonexistent',
    now: () => NOW,
  });
  await restored.ready();
  return {
    app: restored,
    handle,
    close: async () => {
      await restored.close();
      await handle.close();
    },
  };
}

/** A learner's whole footprint: account, paid subscription with invoice, certificate, video, simulator. */
async function learnerWithEverything() {
  const admin = await adminSession(app, db);
  const learner = await userSession(app, db, { name: 'Ravi Kumar' });
  const program = await createProgram(db, { title: 'Pro Trader' });
  const subscription = await createSubscription(db, learner.user, program, { status: 'active' });
  await createInvoicedPayment(db, { user: learner.user, subscription });
  const certificate = await app.inject({
    method: 'POST',
    url: '/api/admin/certificate',
    headers: admin.headers,
    payload: { user_id: learner.user.id, program_id: program.id },
  });
  expect(certificate.statusCode).toBe(201);
  const body = await multipartBody(MEDIA_UPLOAD_FIELD, 'lesson-1.mp4', await makeTestVideo(), 'video/mp4');
  const video = await app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  });
  expect(video.statusCode).toBe(201);
  await createLesson(db, await createModule(db, program), { kind: 'video', mediaId: video.json()._id });
  await db.insert(programSimulatorSettings).values({ programId: program.id, enabled: true });
  await seedBars(db, [
    { symbol: 'INFY', date: '2026-05-04', ...flat('100.00') },
    { symbol: 'INFY', date: '2026-05-05', ...flat('102.50') },
  ]);
  const sim = simClient(app, learner.headers);
  const account = await sim.createReplay('2026-05-04');
  await sim.order(account._id, {
    symbol: 'INFY',
    side: 'buy',
    type: 'market',
    product: 'CNC',
    validity: 'DAY',
    quantity: 10,
  });
  await sim.step(account._id);
  return {
    admin,
    learner,
    certificateId: certificate.json()._id as string,
    mediaId: video.json()._id as string,
    accountId: account._id,
  };
}

/** What the learner and the admin see, through the API. */
async function views(target: typeof app, who: Awaited<ReturnType<typeof learnerWithEverything>>) {
  const get = async (url: string, h: Record<string, string>) => {
    const res = await target.inject({ method: 'GET', url, headers: h });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    subscriptions: await get('/api/subscription/all', who.learner.headers),
    payments: await get('/api/payment/all', who.learner.headers),
    certificates: await get('/api/certificates', who.learner.headers),
    certificate: await get(`/api/certificate/${who.certificateId}`, {}),
    media: await get(`/api/admin/media/${who.mediaId}`, who.admin.headers),
    account: await get(`/api/sim/account/${who.accountId}`, who.learner.headers),
  };
}

describe('npm run backup, then npm run restore into an empty database', { timeout: RESTORES_TIMEOUT }, () => {
  it('brings back accounts, a paid subscription and its invoice, a certificate that verifies, a lesson video and simulator data', async () => {
    const who = await learnerWithEverything();
    const before = await views(app, who);
    expect(before.certificate.body).toMatchObject({ valid: true, name: 'Ravi Kumar' });
    expect(before.payments.body[0].invoice.number).toMatch(/^FT\//);
    expect(before.account.body.positions).toHaveLength(1);
    const videoFiles = readdirFiles(path.join(sourceDir, 'media'));
    loadAppSecret({ appSecret: undefined, dataDir: sourceDir });
    expect(videoFiles.length).toBeGreaterThan(0);

    const backupDir = scratchDir();
    const taken = await cli(['backup', '--out', backupDir], { ...ENV, DATABASE_URL: sourceUrl });
    expect(taken.code, taken.output).toBe(0);
    expect(taken.output).toMatch(/Backup written: .*fintrain-\d{8}T\d{6}Z\.backup/);
    expect(taken.output).toMatch(/\d+(\.\d)? (B|KiB|MiB) in \d+\.\d s/);
    expect(taken.output).toContain('certificate signing key is kept in the database');
    const file = taken.output.match(/Backup written: (\S+)/)![1]!;
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // The disaster: another machine, an empty database, an empty DATA_DIR.
    const target = await emptyDatabase();
    const targetDir = path.join(scratchDir(), 'data');
    const restored = await cli(['restore', file], {
      ...ENV,
      DATA_DIR: targetDir,
      DATABASE_URL: serverUrl(target),
    });
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('Restored the backup of');
    expect(restored.output).toContain('The certificate signing key is kept in the database');
    expect(readFileSync(path.join(targetDir, 'app-secret'), 'utf8')).toBe(
      readFileSync(path.join(sourceDir, 'app-secret'), 'utf8'),
    );
    for (const key of videoFiles) {
      expect(readFileSync(path.join(targetDir, 'media', key))).toEqual(
        readFileSync(path.join(sourceDir, 'media', key)),
      );
    }

    const after = await appOn(target, targetDir);
    try {
      const login = await after.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: who.learner.user.email, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      // Sessions are data too: the tokens from before the backup still work.
      expect(await views(after.app, who)).toEqual(before);
      // The transcoding queued by the upload is queued again.
      const jobs = await after.handle.pool.query(
        `select task_identifier from graphile_worker.jobs where task_identifier = 'transcode-media'`,
      );
      expect(jobs.rowCount).toBe(1);
      const backedUpAt = await lastSuccessfulBackupAt(after.handle.db);
      expect(backedUpAt?.getTime()).toBe(new Date(taken.output.match(/snapshot at (\S+)\)/)![1]!).getTime());
    } finally {
      await after.close();
    }
    expect(await lastSuccessfulBackupAt(db)).toEqual(expect.any(Date));
  });
});

/** A backup of the worker's database holding one learner; returns the file. */
async function smallBackup(): Promise<{ file: string; email: string }> {
  const learner = await userSession(app, db);
  const taken = await cli(['backup', '--out', scratchDir()], { ...ENV, DATABASE_URL: sourceUrl });
  expect(taken.code, taken.output).toBe(0);
  return { file: taken.output.match(/Backup written: (\S+)/)![1]!, email: learner.user.email };
}

describe('npm run restore with bad input', { timeout: RESTORES_TIMEOUT }, () => {
  it('stops on a truncated, a foreign or a damaged file with a clear message, and leaves the database and DATA_DIR untouched', async () => {
    const { file } = await smallBackup();
    const bytes = readFileSync(file);
    const dir = scratchDir();
    const truncated = path.join(dir, 'truncated.backup');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const foreign = path.join(dir, 'holiday.jpg.backup');
    writeFileSync(foreign, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4096)]));
    const damaged = path.join(dir, 'damaged.backup');
    const flipped = Buffer.from(bytes);
    flipped[100] = flipped[100]! ^ 0xff;
    writeFileSync(damaged, flipped);

    const target = await emptyDatabase();
    const targetDir = path.join(scratchDir(), 'data');
    const cases: [string, RegExp][] = [
      [truncated, /truncated\.backup is incomplete: it ends before the backup's end marker/],
      [foreign, /holiday\.jpg\.backup is not a FinTrain Academy backup/],
      [damaged, /damaged\.backup is damaged: table\/public\.\S+ fails its checksum/],
      [path.join(dir, 'missing.backup'), /Cannot read .*missing\.backup: ENOENT/],
    ];
    for (const [bad, message] of cases) {
      const result = await cli(['restore', bad], {
        ...ENV,
        DATA_DIR: targetDir,
        DATABASE_URL: serverUrl(target),
      });
      expect(result.code).toBe(1);
      expect(result.output).toMatch(message);
      expect(result.output).not.toMatch(/\n\s+at /);
    }
    expect(await countTables(target)).toBe(0);
    expect(existsSync(targetDir)).toBe(false);
  });

  it('refuses a database or a DATA_DIR that is not empty unless --force, which replaces them and keeps the old files aside', async () => {
    const { file, email } = await smallBackup();
    const target = await emptyDatabase();
    const targetDir = path.join(scratchDir(), 'data');
    const env = { ...ENV, DATA_DIR: targetDir, DATABASE_URL: serverUrl(target) };
    expect((await cli(['restore', file], env)).code).toBe(0);
    const later = await appOn(target, targetDir);
    await userSession(later.app, later.handle.db, { email: 'joined.after@example.in' });
    await later.close();

    const intoDatabase = await cli(['restore', file], { ...env, DATA_DIR: path.join(scratchDir(), 'data') });
    expect(intoDatabase).toEqual({
      code: 1,
      output: expect.stringContaining('The target database is not empty'),
    });
    const intoDataDir = await cli(['restore', file], {
      ...env,
      DATABASE_URL: serverUrl(await emptyDatabase()),
    });
    expect(intoDataDir).toEqual({
      code: 1,
      output: expect.stringContaining(`${targetDir} is not empty (it has `),
    });

    const forced = await cli(['restore', file, '--force'], env);
    expect(forced.code, forced.output).toBe(0);
    expect(forced.output).toMatch(/moved aside: .*app-secret\.before-restore-/);
    const replaced = await appOn(target, targetDir);
    try {
      const login = (address: string) =>
        replaced.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: address, password: TEST_PASSWORD },
        });
      expect((await login(email)).statusCode).toBe(200);
      expect((await login('joined.after@example.in')).statusCode).toBe(401);
    } finally {
      await replaced.close();
    }
  });
});

describe('a backup from an older version of the app', { timeout: RESTORES_TIMEOUT }, () => {
  it('is loaded at its own schema level, then brought up to this version by the newer migrations', async () => {
    const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
    const older = await emptyDatabase();
    const client = new pg.Client({ connectionString: serverUrl(older) });
    await client.connect();
    await client.query('begin');
    await applyMigrations(client, migrations.slice(0, -1));
    await client.query(
      `insert into users (name, email, mobile, password_hash) values ('Asha Rao', 'asha@example.in', '9876543210', $1)`,
      [await hashPassword(TEST_PASSWORD)],
    );
    await client.query('commit');
    await client.end();
    const taken = await cli(['backup', '--out', scratchDir()], { ...ENV, DATABASE_URL: serverUrl(older) });
    expect(taken.code, taken.output).toBe(0);

    const target = await emptyDatabase();
    const restored = await cli(['restore', taken.output.match(/Backup written: (\S+)/)![1]!], {
      ...ENV,
      DATA_DIR: path.join(scratchDir(), 'data'),
      DATABASE_URL: serverUrl(target),
    });
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('1 newer migrations applied after the data');
    const after = await appOn(target, scratchDir());
    try {
      const login = await after.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'asha@example.in', password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const applied = await after.handle.pool.query(
        'select hash from drizzle.__drizzle_migrations order by created_at',
      );
      expect(applied.rows.map((row) => row.hash)).toEqual(migrations.map((migration) => migration.hash));
      // The newest migration made the record table; the restore wrote its first row.
      expect(await lastSuccessfulBackupAt(after.handle.db)).toEqual(expect.any(Date));
    } finally {
      await after.close();
    }
  });

  it('from a newer version than this one is refused before anything is touched', () => {
    const manifest = {
      database: {
        migrations: [
          { hash: 'a', created_at: 1 },
          { hash: 'b', created_at: 2 },
        ],
      },
    };
    expect(() => backupMigrationLevel(manifest as never, [{ folderMillis: 1 }])).toThrow(
      'This backup was taken by a newer version of the app (2 database migrations; this version has 1)',
    );
    expect(() => backupMigrationLevel(manifest as never, [{ folderMillis: 1 }, { folderMillis: 3 }])).toThrow(
      'comes from another line',
    );
    expect(
      backupMigrationLevel(manifest as never, [
        { folderMillis: 1 },
        { folderMillis: 2 },
        { folderMillis: 5 },
      ]),
    ).toBe(2);
  });
});
