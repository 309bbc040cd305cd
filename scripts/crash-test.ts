/**
 * Crash test of the embedded database (docs/product.md §15.1): starts the built site on a fresh DATA_DIR,
 * sends concurrent contact-form writes, kill -9s the server at a random moment, starts it again
 * and checks that every write it acknowledged is there.
 *   npm run crash-test [-- --rounds 20 --concurrency 50]
 * Every other round the database server is kill -9'd too (a crash of the whole machine's
 * processes, as far as this machine can show one): PostgreSQL recovers from its WAL. Every
 * third round the next start is itself kill -9'd at a random point before it is up.
 * Prints "N rounds, A acknowledged, L lost, F failed restarts"; exits 1 unless L and F are 0.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { EMBEDDED_DATABASE_NAME } from '../src/server/db/client.ts';
import { stopCluster } from '../src/server/db/embedded.ts';
import {
  exited,
  freePort,
  type ServerProcess,
  startServer,
  stopServer,
  waitForHealth,
} from './lib/server-process.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '50' },
  },
});
const ROUNDS = Number(values.rounds);
const CONCURRENCY = Number(values.concurrency);

const dataDir = mkdtempSync(path.join(tmpdir(), 'fintrain-crash-'));
chmodSync(dataDir, 0o755);

const port = await freePort();
const base = `http://127.0.0.1:${port}/api`;

const serverEnv = {
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  PORT: String(port),
  ADMIN_EMAIL: 'crash-admin@fintrain.test',
  ADMIN_PASSWORD: 'crash-test-password-1',
  RATE_LIMIT_CONTACT_IP: '999999/60',
};
const start = () => startServer(serverEnv);
const healthy = (server: ServerProcess) => waitForHealth(server, port);

function killNine(pid: number | undefined) {
  if (!pid) return;
  try {
    process.kill(pid, 'SIGKILL');
  } catch {}
}

function postmasterPid(): number | undefined {
  try {
    return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

function socketDir(): string {
  return (
    readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
      .split('\n')[4]
      ?.trim() ?? ''
  );
}

/** Sends writes with `CONCURRENCY` in flight until stopped; returns the markers acknowledged. */
function writeUntilStopped(round: number) {
  const acknowledged: string[] = [];
  let running = true;
  let sequence = 0;
  const worker = async () => {
    while (running) {
      const marker = `crash-${round}-${sequence++}-${randomBytes(4).toString('hex')}`;
      try {
        const res = await fetch(`${base}/contact/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Crash Test',
            email: 'crash@example.in',
            subject: marker,
            message: marker,
          }),
        });
        if (res.status === 200 || res.status === 201) acknowledged.push(marker);
      } catch {
        // The server died mid-request: this write was never acknowledged.
      }
    }
  };
  const workers = Array.from({ length: CONCURRENCY }, worker);
  return {
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

async function storedMarkers(): Promise<Set<string>> {
  const client = new pg.Client({
    host: socketDir(),
    port: 5432,
    user: 'postgres',
    database: EMBEDDED_DATABASE_NAME,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ subject: string }>(
      "select subject from contact_messages where subject like 'crash-%'",
    );
    return new Set(rows.map((row) => row.subject));
  } finally {
    await client.end();
  }
}

const acknowledgedAll: string[] = [];
let failedRestarts = 0;
let server = start();
if (!(await healthy(server))) {
  console.error(`The server did not start on a fresh DATA_DIR:\n${server.stderr()}`);
  process.exit(1);
}
for (let round = 1; round <= ROUNDS; round += 1) {
  const writes = writeUntilStopped(round);
  await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 1500));
  killNine(server.child.pid);
  const killDatabase = round % 2 === 0;
  if (killDatabase) killNine(postmasterPid());
  await writes.stop();
  acknowledgedAll.push(...writes.acknowledged);
  const killDuringStart = round % 3 === 0;
  if (killDuringStart) {
    // A crash while the next start is still migrating, adopting or recovering.
    server = start();
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 1500));
    killNine(server.child.pid);
    await exited(server);
  }
  server = start();
  const up = await healthy(server);
  if (!up) {
    failedRestarts += 1;
    console.log(`round ${round}: the server did not come back:\n${server.stderr()}`);
    killNine(server.child.pid);
    server = start();
    if (!(await healthy(server))) break;
  }
  console.log(
    `round ${round}: killed ${killDatabase ? 'the app and the database server' : 'the app'} after ${writes.acknowledged.length} acknowledged writes${killDuringStart ? ', then the next start half-way' : ''}; restarted ${up ? 'fine' : 'only on a second try'}`,
  );
}

const stored = await storedMarkers();
const lost = acknowledgedAll.filter((marker) => !stored.has(marker));
await stopServer(server);
await stopCluster(dataDir).catch(() => {});
rmSync(dataDir, { recursive: true, force: true });
for (const marker of lost.slice(0, 10)) console.log(`lost: ${marker}`);
console.log(
  `${ROUNDS} rounds, ${acknowledgedAll.length} acknowledged, ${lost.length} lost, ${failedRestarts} failed restarts`,
);
process.exit(lost.length === 0 && failedRestarts === 0 ? 0 : 1);
