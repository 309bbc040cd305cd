import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/harness.ts';

/** Starts a test app on a real loopback port with these limits. */
async function listening(env: Record<string, string>) {
  const { app } = await buildTestApp(env, { scope: 'test' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

function connect(port: number, localAddress = '127.0.0.1'): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves with what the server sent and how long the socket stayed open. */
function untilClosed(socket: net.Socket): Promise<{ received: string; ms: number }> {
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  return new Promise((resolve) => {
    socket.once('close', () => resolve({ received, ms: Date.now() - started }));
    socket.on('error', () => {});
  });
}

async function health(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5000) });
  return res.status;
}

describe('slow and greedy clients', () => {
  it('cuts off a request body trickled one byte at a time at the request timeout', async () => {
    const { port } = await listening({ HTTP_REQUEST_TIMEOUT: '2', HTTP_HEADERS_TIMEOUT: '2' });
    const socket = await connect(port);
    const closed = untilClosed(socket);
    socket.write(
      'POST /api/contact/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    const drip = setInterval(() => socket.writable && socket.write('{'), 500);
    const { received, ms } = await closed;
    clearInterval(drip);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(5000);
  });

  it('cuts off a client that never finishes its headers', async () => {
    const { port } = await listening({ HTTP_REQUEST_TIMEOUT: '5', HTTP_HEADERS_TIMEOUT: '1' });
    const socket = await connect(port);
    const closed = untilClosed(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 300);
    const { received, ms } = await closed;
    clearInterval(drip);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(4000);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const { port } = await listening({ HTTP_KEEP_ALIVE_TIMEOUT: '1' });
    const socket = await connect(port);
    const closed = untilClosed(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const { received, ms } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(ms).toBeLessThan(3000);
  });

  it('keeps answering others while one client holds more sockets than its cap', async () => {
    const { port } = await listening({ HTTP_MAX_CONNECTIONS_PER_CLIENT: '50' });
    // The greedy client comes from another loopback address than the health check.
    const greedy = await Promise.allSettled(Array.from({ length: 1000 }, () => connect(port, '127.0.0.2')));
    const sockets = greedy.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const closedByServer = await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<boolean>((resolve) => {
            if (socket.destroyed) return resolve(true);
            socket.on('error', () => {});
            socket.once('close', () => resolve(true));
            setTimeout(() => resolve(false), 1000);
          }),
      ),
    );
    // Only the first 50 stay open; the server closed the rest.
    expect(closedByServer.filter((closed) => !closed)).toHaveLength(50);
    expect(await health(port)).toBe(200);
    for (const socket of sockets) socket.destroy();
  });

  it('caps connections in total', async () => {
    const { port } = await listening({ HTTP_MAX_CONNECTIONS: '20', HTTP_MAX_CONNECTIONS_PER_CLIENT: '0' });
    const sockets = await Promise.all(Array.from({ length: 20 }, () => connect(port)));
    const extra = await connect(port);
    const { ms } = await untilClosed(extra);
    expect(ms).toBeLessThan(1000);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await health(port)).toBe(200);
  });
});
