/**
 * Catalogue API benchmark (docs/product.md §10.3): the site as a separate process on the embedded default
 * database, with a realistic catalogue, against a bare node:http server sending the very bytes the
 * site sent (scripts/lib/bare-http-server.ts), route by route, in one run.
 *   npm run bench:api [-- --connections 50 --duration 5]
 * Budget: the site serves at least 50 % of the bare server's rate with a p99 of at most 20 ms, and
 * no request fails. Prints a table and "Budget met"; exits 1 when it is not.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { EMBEDDED_DATABASE_NAME } from '../src/server/db/client.ts';
import { SEED_PROGRAMS } from '../src/server/db/seed-programs.ts';
import type { RecordedAnswer } from './lib/bare-http-server.ts';
import { freePort, startServer, stopServer, waitForHealth } from './lib/server-process.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '5' },
    programs: { type: 'string', default: '24' },
  },
});
const CONNECTIONS = Number(values.connections);
const DURATION = Number(values.duration);
const PROGRAMS = Number(values.programs);
const BUDGET = { ratio: 0.5, p99Ms: 20 };
const HEADERS = { 'accept-encoding': 'br' };
/** Headers node:http writes itself; the rest are replayed byte for byte. */
const TRANSPORT_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** The seeded programs and more like them, so the list is as long as a real catalogue's. */
async function seedCatalogue(connection: pg.ClientConfig): Promise<void> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('select count(*) from programs');
    for (let i = Number(rows[0]?.count ?? 0); i < PROGRAMS; i += 1) {
      const model = SEED_PROGRAMS[i % SEED_PROGRAMS.length]!;
      await client.query(
        `insert into programs (slug, title, tag, description, image_path, offering_type, actual_price,
           offer_price, availability, html_content)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          `${model.slug}-${i}`,
          `${model.title} ${i}`,
          model.tag,
          model.description,
          model.image_path,
          model.offering_type,
          model.actual_price,
          model.offer_price,
          model.availability,
          model.html_content,
        ],
      );
    }
  } finally {
    await client.end();
  }
}

/** One answer as the site sends it: status, headers and the raw (compressed) body. */
function record(url: string): Promise<RecordedAnswer & { bytes: number }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!TRANSPORT_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
        }
        resolve({
          status: response.statusCode ?? 0,
          headers,
          body: body.toString('base64'),
          bytes: body.length,
        });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function startBare(port: number, recording: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/lib/bare-http-server.ts', String(port), recording],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
}

interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

async function measure(url: string): Promise<Measurement> {
  // A second of warm-up (JIT, connections, the cache's first fill), not counted.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers: HEADERS });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: HEADERS,
    timeout: 10,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'fintrain-bench-api-'));
chmodSync(dataDir, 0o755);
const recordingFile = path.join(dataDir, 'recording.json');
const port = await freePort();
const barePort = await freePort();
const server = startServer({ DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port) });
let bare: ChildProcess | undefined;
let met = false;
try {
  if (!(await waitForHealth(server, port))) throw new Error(`the site did not start:\n${server.stderr()}`);
  const base = `http://127.0.0.1:${port}`;
  const programCount = async () =>
    ((await (await fetch(`${base}/api/program/all`)).json()) as unknown[]).length;
  // Cached before the seeding: the site must hear of it through LISTEN/NOTIFY on the embedded server.
  await programCount();
  // The embedded server's socket, while the site runs it (as in bench-load.ts).
  await seedCatalogue({
    host: path.join(dataDir, 'run'),
    port: 5432,
    user: 'postgres',
    database: EMBEDDED_DATABASE_NAME,
  });
  const heard = Date.now() + 5_000;
  while ((await programCount()) < PROGRAMS) {
    if (Date.now() > heard) throw new Error('the catalogue cache did not hear of the seeded programs');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const list = (await (await fetch(`${base}/api/program/all`)).json()) as { _id: string }[];
  const routes = ['/api/program/all', `/api/program/${list[0]?._id}`, '/api/service/all'];

  const recorded: Record<string, RecordedAnswer> = {};
  const sizes = new Map<string, number>();
  for (const route of routes) {
    const { bytes, ...answer } = await record(`${base}${route}`);
    if (answer.status !== 200) throw new Error(`${route} answered ${answer.status}`);
    recorded[route] = answer;
    sizes.set(route, bytes);
  }
  writeFileSync(recordingFile, JSON.stringify(recorded));
  bare = await startBare(barePort, recordingFile);

  console.log(
    `${list.length} programs; ${CONNECTIONS} connections × ${DURATION} s per route and target; Accept-Encoding: br; budget ≥ ${BUDGET.ratio * 100} % of bare node:http, p99 ≤ ${BUDGET.p99Ms} ms`,
  );
  const rows: string[][] = [['route', 'target', 'req/s', 'p50 ms', 'p99 ms', 'bytes', 'ratio', '']];
  met = true;
  for (const route of routes) {
    const app = await measure(`${base}${route}`);
    const baseline = await measure(`http://127.0.0.1:${barePort}${route}`);
    const ratio = app.rps / baseline.rps;
    const ok = ratio >= BUDGET.ratio && app.p99 <= BUDGET.p99Ms && app.failed === 0 && baseline.failed === 0;
    met &&= ok;
    const label = route.replace(list[0]?._id ?? '', ':id');
    const bytes = String(sizes.get(route));
    rows.push([
      label,
      'app',
      Math.round(app.rps).toString(),
      String(app.p50),
      String(app.p99),
      bytes,
      `${Math.round(ratio * 100)} %`,
      ok ? 'ok' : 'FAIL',
    ]);
    rows.push([
      label,
      'node:http',
      Math.round(baseline.rps).toString(),
      String(baseline.p50),
      String(baseline.p99),
      bytes,
      '',
      '',
    ]);
    if (app.failed + baseline.failed > 0)
      console.log(`  ${label}: ${app.failed} failed on the app, ${baseline.failed} on node:http`);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    );
  console.log(met ? 'Budget met' : 'Budget NOT met');
} finally {
  bare?.kill('SIGTERM');
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(met ? 0 : 1);
