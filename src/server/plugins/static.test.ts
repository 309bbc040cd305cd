import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../scripts/lib/precompress.ts';
import { staticPlugin } from './static.ts';

// A stand-in client build, compressed the way `vite build` does it.
const root = await mkdtemp(path.join(tmpdir(), 'client-'));
await mkdir(path.join(root, 'assets'));
const indexHtml = `<!doctype html><html><head><title>FinTrain Academy</title></head><body>${'<div id="root"></div>'.repeat(20)}</body></html>`;
const script = `export const programs = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Program ${i}` })))};`;
await writeFile(path.join(root, 'index.html'), indexHtml);
await writeFile(path.join(root, 'assets', 'app-1a2b3c.js'), script);
await writeFile(
  path.join(root, 'assets', 'font-1a2b3c.woff2'),
  Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]),
);
await precompressDirectory(root);

const app = Fastify();
await app.register(staticPlugin, { root, publicUrl: 'http://127.0.0.1:3000' });
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('pre-compressed client files', () => {
  it('writes .br and .gz beside text files but not beside fonts', async () => {
    expect((await readdir(path.join(root, 'assets'))).sort()).toEqual([
      'app-1a2b3c.js',
      'app-1a2b3c.js.br',
      'app-1a2b3c.js.gz',
      'font-1a2b3c.woff2',
    ]);
  });

  it('sends brotli to a browser that accepts it, and the bytes decode to the file', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself without Accept-Encoding', async () => {
    const res = await get('/assets/app-1a2b3c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(script);
  });

  it('compresses index.html for every client route and still never caches it', async () => {
    for (const url of ['/', '/programs', '/no/such/page']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(url === '/no/such/page' ? 404 : 200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it('does not serve the compressed siblings under their own names', async () => {
    const res = await get('/assets/app-1a2b3c.js.br');
    expect(res.statusCode).toBe(404);
  });
});
