/**
 * The restart budget (docs/decisions/042-built-once.md): with the build current and a DATA_DIR that
 * already holds its database, `npm start` serves its first page within 5 s on this machine.
 *   npm run bench:start [-- --runs 5]
 * Starts `npm start` as a person would (through npm, on the embedded database), times it from the
 * spawn to the first 200 of `/`, stops it with SIGTERM, and again. The first start of the fresh
 * DATA_DIR (initdb, migrations, seed) is not counted. Prints every run and the median; fails when
 * the median is over the budget, or when any start builds (it must not: the build is current).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './lib/server-process.ts';

const BUDGET_MS = 5000;
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);

// Builds when the sources changed since the last build (as the other benches do), before timing.
if (spawnSync(process.execPath, ['scripts/build-stamp.mjs', 'ensure'], { stdio: 'inherit' }).status !== 0) {
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'fintrain-bench-start-'));
// mkdtemp makes it 0700; the embedded server's own OS user must be able to enter it.
chmodSync(dataDir, 0o755);
const port = await freePort();

interface Start {
  ms: number;
  built: boolean;
}

/** One `npm start`: the time to the first 200 of `/`, then a SIGTERM and a wait for its exit. */
async function timeStart(): Promise<Start> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'admin@bench.fintrain.test',
      ADMIN_PASSWORD: 'bench-admin-password-1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let ms: number | undefined;
  while (performance.now() - started < 180_000 && child.exitCode === null) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) {
        ms = performance.now() - started;
        break;
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  child.kill('SIGTERM');
  await exited;
  if (ms === undefined) throw new Error(`the site did not serve / :\n${output}`);
  return { ms, built: output.includes('Building the site first') };
}

try {
  const first = await timeStart();
  console.log(`first start (new DATA_DIR, not counted): ${Math.round(first.ms)} ms`);
  const runs: Start[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await timeStart());
  const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(`restarts (ms): ${runs.map((r) => Math.round(r.ms)).join(', ')}`);
  console.log(`median ${Math.round(median)} ms (budget ${BUDGET_MS} ms)`);
  const problems: string[] = [];
  if (runs.some((r) => r.built)) problems.push('a restart built the site although the build was current');
  if (median > BUDGET_MS) problems.push(`median ${Math.round(median)} ms > ${BUDGET_MS} ms`);
  if (problems.length > 0) {
    console.error(`Budget missed: ${problems.join('; ')}`);
    process.exitCode = 1;
  } else console.log('Budget met.');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
