import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, type EmbeddedServer, startEmbeddedPostgres, stopCluster } from './embedded.ts';

const log = { info: () => {}, warn: () => {} };
const dirs: string[] = [];
const servers: EmbeddedServer[] = [];

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fintrain-embedded-'));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}

async function start(dir: string): Promise<EmbeddedServer> {
  const server = await startEmbeddedPostgres({ dataDir: dir, database: 'fintrain', log });
  servers.push(server);
  return server;
}

async function query<T extends pg.QueryResultRow>(server: EmbeddedServer, text: string): Promise<T[]> {
  const client = new pg.Client(server.connection);
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

function postmasterPid(dir: string): number | undefined {
  const file = path.join(dir, 'postgres', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop().catch(() => {});
  for (const dir of dirs.splice(0)) {
    await stopCluster(dir).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
});

// initdb, starts and crash recovery are slow on a loaded 2-core machine: generous time.
describe('the embedded PostgreSQL server', { timeout: 90_000 }, () => {
  it('initialises DATA_DIR on first start, listens on no TCP port, keeps data across a clean restart, and refuses a second instance', async () => {
    const dir = dataDir();
    const server = await start(dir);
    expect(server.origin).toBe('initialised');
    const [settings] = await query<{ listen: string; socket: string; version: string }>(
      server,
      "select current_setting('listen_addresses') as listen, current_setting('unix_socket_directories') as socket, current_setting('server_version') as version",
    );
    expect(settings?.listen).toBe('');
    expect(settings?.socket).toBe(path.join(dir, 'run'));
    expect(settings?.version).toMatch(/^18\./);
    if (process.getuid?.() === 0) {
      // PostgreSQL refuses root: the cluster belongs to its own OS user.
      expect(statSync(path.join(dir, 'postgres')).uid).not.toBe(0);
    }
    await query(server, "create table notes (body text); insert into notes values ('kept')");
    await server.stop();
    expect(postmasterPid(dir)).toBeUndefined();

    const again = await start(dir);
    expect(again.origin).toBe('started');
    expect(await query(again, 'select body from notes')).toEqual([{ body: 'kept' }]);

    // A second instance on the same DATA_DIR is refused, says why, and leaves the first running.
    const second = startEmbeddedPostgres({ dataDir: dir, database: 'fintrain', log });
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(`is already in use by fintrain pid ${process.pid}`);
    expect(await query(again, 'select 1 as ok')).toEqual([{ ok: 1 }]);
  });

  it('adopts the server left running by an instance that was killed with kill -9', async () => {
    const dir = dataDir();
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('../test/embedded-holder.ts', import.meta.url)), dir],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      holder.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
    });
    const orphan = postmasterPid(dir);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));

    const server = await start(dir);
    expect(server.origin).toBe('adopted');
    expect(postmasterPid(dir)).toBe(orphan);
    expect(await query(server, 'select 1 as ok')).toEqual([{ ok: 1 }]);
  });

  it('recovers when the server itself was killed with kill -9', async () => {
    const dir = dataDir();
    const first = await start(dir);
    await query(first, "create table notes (body text); insert into notes values ('committed')");
    process.kill(postmasterPid(dir)!, 'SIGKILL');
    servers.splice(servers.indexOf(first), 1);

    const second = await start(dir);
    expect(second.origin).toBe('started');
    expect(await query(second, 'select body from notes')).toEqual([{ body: 'committed' }]);
  });
});
