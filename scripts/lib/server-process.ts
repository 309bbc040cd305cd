/** The site as a separate process on loopback, for the scripts that measure or crash it. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** The last 4 kB the server wrote to stderr, to show when it fails. */
  stderr(): string;
}

/** The built server (npm run build): what ships is what the scripts measure and crash. */
const SERVER_ENTRY = 'dist/app/main.js';
let buildChecked = false;

/** Builds once per run when the sources changed since the last build (docs/decisions/042). */
function ensureBuild(): void {
  if (buildChecked) return;
  const result = spawnSync(process.execPath, ['scripts/build-stamp.mjs', 'ensure'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The site could not be built.');
  buildChecked = true;
}

/**
 * Starts the built server as one process (no wrapper in between, so a kill -9 hits the app
 * itself) with the environment given on top of this one's.
 */
export function startServer(env: Record<string, string>): ServerProcess {
  ensureBuild();
  let stderr = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return { child, stderr: () => stderr };
}

/** Waits until /api/health answers 200; false if the process exits or the time runs out. */
export async function waitForHealth(
  server: ServerProcess,
  port: number,
  timeoutMs = 120_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return false;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Resolves once the process has exited (at once if it already has). */
export function exited(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => server.child.once('exit', () => resolve()));
}

/** SIGTERM, then waits for a clean exit (the embedded database stops with it). */
export async function stopServer(server: ServerProcess): Promise<void> {
  const done = exited(server);
  server.child.kill('SIGTERM');
  await done;
}
