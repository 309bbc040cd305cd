/**
 * Load benchmark (docs/product.md §15.10): 100 connections for 30 s on the public catalogue and on a
 * learner's subscription list, against the site as a separate process on the embedded database and, when
 * DATABASE_URL is set, on that server (in a database of its own, fintrain_bench_load).
 *   npm run bench:load [-- --connections 100 --duration 30]
 * Prints req/s, latency percentiles, errors and timeouts; exits 1 on any error or timeout.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '../src/server/accounts/password.ts';
import { connectDatabase, withDatabaseName } from '../src/server/db/client.ts';
import { programs, subscriptions, users } from '../src/server/db/schema.ts';
import { freePort, startServer, stopServer, waitForHealth } from './lib/server-process.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '100' },
    duration: { type: 'string', default: '30' },
  },
});
const CONNECTIONS = Number(values.connections);
const DURATION = Number(values.duration);
const LEARNER = { email: 'bench-load-learner@fintrain.test', password: 'bench-load-password-1' };

interface Target {
  label: string;
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}

async function embeddedTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fintrain-bench-'));
  chmodSync(dataDir, 0o755);
  return {
    label: 'embedded',
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function externalTarget(url: string): Promise<Target> {
  const name = 'fintrain_bench_load';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    label: 'DATABASE_URL',
    // Production mode with an external server requires the instances' shared secret.
    env: { DATABASE_URL: withDatabaseName(url, name), APP_SECRET: randomBytes(32).toString('base64url') },
    cleanup: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A learner with a subscription to every seeded program, written straight into the database. */
async function createLearner(connection: pg.ClientConfig) {
  const handle = connectDatabase(connection);
  const [user] = await handle.db
    .insert(users)
    .values({
      name: 'Bench Learner',
      email: LEARNER.email,
      passwordHash: await hashPassword(LEARNER.password),
    })
    .returning();
  const all = await handle.db.select().from(programs).where(eq(programs.availability, 'yes'));
  await handle.db.insert(subscriptions).values(
    all.map((program) => ({
      userId: user!.id,
      userName: user!.name,
      userEmail: user!.email,
      resourceType: 'program' as const,
      resourceId: program.id,
      resourceTitle: program.title,
      offerPrice: program.offerPrice,
    })),
  );
  await handle.close();
}

function connectionOf(target: Target): pg.ClientConfig {
  if (target.env.DATABASE_URL) return { connectionString: target.env.DATABASE_URL };
  // The embedded server's socket, while the site runs it.
  return { host: path.join(target.env.DATA_DIR!, 'run'), port: 5432, user: 'postgres', database: 'fintrain' };
}

async function measure(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
    timeout: 10,
  });
  const non2xx = result.non2xx;
  console.log(
    `  ${title.padEnd(28)} ${`${Math.round(result.requests.average)} req/s`.padStart(12)}  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms  errors ${result.errors}  timeouts ${result.timeouts}  non-2xx ${non2xx}`,
  );
  return result.errors + result.timeouts + non2xx;
}

async function run(target: Target): Promise<number> {
  const port = await freePort();
  const server = startServer({ ...target.env, PORT: String(port) });
  try {
    if (!(await waitForHealth(server, port))) throw new Error(`the site did not start:\n${server.stderr()}`);
    await createLearner(connectionOf(target));
    const base = `http://127.0.0.1:${port}/api`;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LEARNER),
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    console.log(`${target.label}: ${CONNECTIONS} connections × ${DURATION} s`);
    let failures = await measure('GET /api/program/all', `${base}/program/all`);
    failures += await measure('GET /api/subscription/all', `${base}/subscription/all`, {
      authorization: `Bearer ${token}`,
    });
    return failures;
  } finally {
    await stopServer(server);
    await target.cleanup();
  }
}

const targets = [await embeddedTarget()];
if (process.env.DATABASE_URL) targets.push(await externalTarget(process.env.DATABASE_URL));
let failures = 0;
for (const target of targets) failures += await run(target);
console.log(failures === 0 ? '0 errors, 0 timeouts' : `${failures} failed requests`);
process.exit(failures === 0 ? 0 : 1);
