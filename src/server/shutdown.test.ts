import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server-process.ts';
import { EMBEDDED_DATABASE_NAME } from './db/client.ts';
import { stopCluster } from './db/embedded.ts';
import { SHUTDOWN_DEADLINE_MS } from './lifecycle.ts';
import { fromProjectRoot } from './paths.ts';

// The site as it ships: the built server, as its own process (npm run build; npm test builds first).
const SERVER_ENTRY = fromProjectRoot('dist', 'app', 'main.js');
if (!existsSync(SERVER_ENTRY)) throw new Error('Run `npm run build` first: no built server.');

const dataDir = mkdtempSync(path.join(tmpdir(), 'fintrain-shutdown-'));
// As root the database runs as its own OS user, which must enter DATA_DIR.
chmodSync(dataDir, 0o755);
afterAll(async () => {
  await stopCluster(dataDir).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

interface Site {
  child: ChildProcess;
  output(): string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startSite(port: number): Site {
  let output = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'shutdown-admin@fintrain.test',
      ADMIN_PASSWORD: 'shutdown-test-password-1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exit };
}

async function waitForHealth(site: Site, port: number): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (site.child.exitCode !== null || site.child.signalCode !== null) break;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The site did not come up:\n${site.output()}`);
}

function postmasterPid(): number | undefined {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

/**
 * Mail queued faster than it is sent, as after a burst of contact-form messages: the backlog a
 * killed instance leaves to the next one.
 */
async function queueMailBacklog(count: number): Promise<void> {
  const socketDir = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[4]!;
  const client = new pg.Client({
    host: socketDir,
    port: 5432,
    user: 'postgres',
    database: EMBEDDED_DATABASE_NAME,
  });
  await client.connect();
  try {
    await client.query(
      `insert into mail_outbox (to_address, subject, text_body)
       select 'support@fintrain.in', 'Backlog ' || n, 'A queued message.' from generate_series(1, $1) as n`,
      [count],
    );
  } finally {
    await client.end();
  }
}

/** A live process (a zombie, dead but not yet reaped by its parent, counts as gone). */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe('stopping the built site', () => {
  it('stops the app and the embedded server it adopted after a kill -9 within the shutdown deadline, with mail still queued', async () => {
    const port = await freePort();
    const first = startSite(port);
    await waitForHealth(first, port);
    const postmaster = postmasterPid();
    expect(postmaster).toBeDefined();
    await queueMailBacklog(20_000);
    first.child.kill('SIGKILL');
    await first.exit;
    expect(isRunning(postmaster!)).toBe(true);

    const second = startSite(port);
    await waitForHealth(second, port);
    expect(second.output()).toContain('adopted the embedded database server');
    expect(postmasterPid()).toBe(postmaster);

    const sentAt = Date.now();
    second.child.kill('SIGTERM');
    const { code } = await second.exit;
    const took = Date.now() - sentAt;
    expect({ code, within: took < SHUTDOWN_DEADLINE_MS }, second.output()).toEqual({ code: 0, within: true });
    expect(second.output()).toContain('shutdown complete');
    expect(postmasterPid()).toBeUndefined();
    expect(isRunning(postmaster!)).toBe(false);
  }, 420_000);
});
