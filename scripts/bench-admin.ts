/**
 * Admin API latency against whatever database the environment points at (DATABASE_URL, else the
 * embedded one under DATA_DIR), over real HTTP on loopback. Run `npm run seed:large` first.
 *   npm run bench:admin [-- --runs 40]
 * Prints the median and p95 of: analytics, each list's first page, a search on each list and a
 * deep page. Budget (docs/product.md §9.5): every median under 100 ms on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../src/server/accounts/password.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { migrateDatabase, openDatabase } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';
import { createLogger } from '../src/server/logger.ts';
import { MailOutbox } from '../src/server/mail/outbox.ts';
import { createMailTransport } from '../src/server/mail/transport.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '40' } } });
const RUNS = Number(values.runs);
const WARMUP = 3;
const BUDGET_MS = 100;

async function main() {
  const config = { ...loadConfig(), logLevel: 'silent' };
  const log = createLogger('silent');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const { db } = database;

  const email = 'bench-admin@fintrain.test';
  const password = randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  await db
    .insert(users)
    .values({ name: 'Bench Admin', email, passwordHash, role: 'admin', status: 'active' })
    .onConflictDoUpdate({ target: users.email, set: { passwordHash, role: 'admin', status: 'active' } });

  const transport = createMailTransport({ from: config.mailFrom, dataDir: '/tmp', log });
  const app = await buildApp({ config, db, mailOutbox: new MailOutbox(db, transport, log), logger: log });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;

  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };

  const total = async (path: string) =>
    Number((await fetch(`${base}${path}`, { headers })).headers.get('x-total-count'));
  const deep = async (path: string) =>
    Math.max(1, Math.ceil((await total(`${path}?page=1&limit=5`)) / 5) - 1);
  const [usersDeep, subsDeep, contactsDeep] = await Promise.all([
    deep('/admin/user/all'),
    deep('/admin/subscription/all'),
    deep('/admin/contact/messages'),
  ]);
  const sampleProgram =
    ((await (await fetch(`${base}/program/all`)).json()) as { _id: string }[])[0]?._id ?? '';

  const cases: [string, string][] = [
    ['analytics', '/admin/analytics'],
    ['users: first page', '/admin/user/all?page=1&limit=5'],
    ['users: search "sharma"', '/admin/user/all?page=1&limit=5&q=sharma'],
    [`users: deep page ${usersDeep}`, `/admin/user/all?page=${usersDeep}&limit=5`],
    // The middle is the worst case: as far from either end of the index as a page can be.
    [
      `users: middle page ${Math.ceil(usersDeep / 2)}`,
      `/admin/user/all?page=${Math.ceil(usersDeep / 2)}&limit=5`,
    ],
    ['programs: first page', '/admin/program/all?page=1&limit=5'],
    ['programs: search "trader"', '/admin/program/all?page=1&limit=5&q=trader'],
    ['subscriptions: first page', '/admin/subscription/all?page=1&limit=5'],
    ['subscriptions: search "Reddy"', '/admin/subscription/all?page=1&limit=5&q=Reddy'],
    [
      'subscriptions: search resource id',
      `/admin/subscription/all?page=1&limit=5&q=${sampleProgram.slice(0, 13)}`,
    ],
    [`subscriptions: deep page ${subsDeep}`, `/admin/subscription/all?page=${subsDeep}&limit=5`],
    [
      `subscriptions: middle page ${Math.ceil(subsDeep / 2)}`,
      `/admin/subscription/all?page=${Math.ceil(subsDeep / 2)}&limit=5`,
    ],
    ['contacts: first page', '/admin/contact/messages?page=1&limit=5'],
    ['contacts: search "instalments"', '/admin/contact/messages?page=1&limit=5&q=instalments'],
    [`contacts: deep page ${contactsDeep}`, `/admin/contact/messages?page=${contactsDeep}&limit=5`],
  ];

  console.log(
    `database: ${database.kind}; users ${await total('/admin/user/all?page=1&limit=1')}, subscriptions ${await total('/admin/subscription/all?page=1&limit=1')}, contacts ${await total('/admin/contact/messages?page=1&limit=1')}; ${RUNS} runs each`,
  );
  console.log(`${'case'.padEnd(40)} ${'median'.padStart(9)} ${'p95'.padStart(9)}`);
  let over = 0;
  for (const [label, path] of cases) {
    const times: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i += 1) {
      const t = performance.now();
      const res = await fetch(`${base}${path}`, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      if (i >= WARMUP) times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!;
    if (median > BUDGET_MS) over += 1;
    console.log(
      `${label.padEnd(40)} ${`${median.toFixed(1)} ms`.padStart(9)} ${`${p95.toFixed(1)} ms`.padStart(9)}`,
    );
  }
  console.log(
    over === 0 ? `every median under ${BUDGET_MS} ms` : `${over} case(s) over the ${BUDGET_MS} ms budget`,
  );

  await db.delete(users).where(eq(users.email, email));
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
