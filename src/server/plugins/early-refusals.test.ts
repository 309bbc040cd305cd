import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { MESSAGES } from '@contract/messages.ts';
import { MARKET_IMPORT_FIELD } from '@contract/simulator.ts';
import { describe, expect, it } from 'vitest';
import { adminSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db } = await buildTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const IMPORT = '/api/admin/market/import';

interface Answer {
  status: number;
  body: string;
  ms: number;
  socket: unknown;
}

/**
 * One request through `agent`, its body written in 64 KiB pieces as the socket takes them (as a
 * browser or undici uploads), answered or given up after 5 s.
 */
function request(
  agent: http.Agent,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        port,
        host: '127.0.0.1',
        method,
        path,
        headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          clearTimeout(deadline);
          resolve({ status: res.statusCode ?? 0, body: text, ms: Date.now() - started, socket: req.socket });
        });
      },
    );
    const deadline = setTimeout(() => {
      reject(new Error(`no answer to ${method} ${path} within 5 s`));
      req.destroy();
    }, 5000);
    req.on('error', reject);
    if (!body) {
      req.end();
      return;
    }
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + 65_536);
        offset += piece.length;
        if (!req.write(piece)) {
          req.once('drain', write);
          return;
        }
      }
      req.end();
    };
    write();
  });
}

/** A multipart form of one file part named `field`, `bytes` long. */
function form(field: string, bytes: number) {
  const boundary = 'early-refusal-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="cm01JAN2026bhav.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.alloc(bytes, 'x'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The refused request, then the next one on the same keep-alive connection (or a new one, if it was closed). */
async function refusedThenNext(path: string, init: Parameters<typeof request>[2]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const refused = await request(agent, path, init);
    const next = await request(agent, '/api/health');
    return { refused, next };
  } finally {
    agent.destroy();
  }
}

describe('a request refused before its body is read', () => {
  it('gets its 400 on a market import, and the client’s next request is answered at once', async () => {
    const { headers } = await adminSession(app, db);
    const { body, contentType } = form('not-the-file-field', 5 * 1024 * 1024);
    const { refused, next } = await refusedThenNext(IMPORT, {
      method: 'POST',
      headers: { ...headers, 'content-type': contentType },
      body,
    });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toEqual({ message: MESSAGES.simulator.importNoFile });
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(2000);
  });

  it('gets its 415 for a market import that is not a form, and the client’s next request is answered at once', async () => {
    const { headers } = await adminSession(app, db);
    const { refused, next } = await refusedThenNext(IMPORT, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: Buffer.alloc(5 * 1024 * 1024, 'x'),
    });
    expect(refused.status).toBe(415);
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(2000);
  });

  it('gets the admin gate’s 401 on an upload by an anonymous client, and its next request is answered at once', async () => {
    const { body, contentType } = form(MARKET_IMPORT_FIELD, 5 * 1024 * 1024);
    const { refused, next } = await refusedThenNext(IMPORT, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    expect(refused.status).toBe(401);
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(2000);
  });

  it('says Connection: close and closes the connection after answering a refusal whose body it never read', async () => {
    const { headers } = await adminSession(app, db);
    const socket = net.connect({ port, host: '127.0.0.1' });
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    const closed = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(Date.now() - started)),
    );
    // The headers of a 100 MB import that is not a form, and none of its body.
    socket.write(
      `POST ${IMPORT} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${headers.authorization}\r\nContent-Type: text/csv\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`,
    );
    const ms = await Promise.race([
      closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 5000)),
    ]);
    socket.destroy();
    expect(received).toMatch(/^HTTP\/1\.1 415 /);
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
    expect(ms).toBeGreaterThanOrEqual(0);
    expect(ms).toBeLessThan(2000);
  });
});
