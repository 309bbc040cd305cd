import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/harness.ts';
import { DOCUMENT_ONLY_HEADERS, securityHeaders, securityPlugin } from './security.ts';
import { staticPlugin } from './static.ts';

/** What @fastify/helmet sent with the options this site used before the headers were precomputed. */
async function helmetHeaders(https: boolean) {
  const probe = Fastify();
  await probe.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const { 'content-type': _t, 'content-length': _l, date: _d, connection: _c, ...headers } = res.headers;
  return headers;
}

describe('security headers', () => {
  it('are the ones @fastify/helmet sent, over http and https', async () => {
    for (const https of [false, true]) {
      expect(securityHeaders({ https })).toEqual(await helmetHeaders(https));
    }
  });

  it('are on every answer: the catalogue, an error and a page', async () => {
    const { app } = await buildTestApp({ PUBLIC_URL: 'https://fintrain.example' }, { scope: 'test' });
    for (const url of ['/api/program/all', '/api/no-such-route', '/about']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject(securityHeaders({ https: true }));
    }
  });

  it('go with a hashed script, style sheet or font as the headers a subresource uses, and no more', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'client-'));
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
    await writeFile(path.join(root, 'assets', 'app-1a2b3c.js'), 'export const a = 1;');
    await writeFile(path.join(root, 'assets', 'site-1a2b3c.css'), 'body{margin:0}');
    await writeFile(
      path.join(root, 'assets', 'logo-1a2b3c.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    const app = Fastify();
    await app.register(securityPlugin, { https: true });
    await app.register(staticPlugin, { root, publicUrl: 'https://fintrain.example' });
    try {
      const full = securityHeaders({ https: true });
      const subresource = Object.fromEntries(
        Object.entries(full).filter(([name]) => !(DOCUMENT_ONLY_HEADERS as readonly string[]).includes(name)),
      );
      expect(Object.keys(subresource).sort()).toEqual([
        'cross-origin-resource-policy',
        'strict-transport-security',
        'x-content-type-options',
      ]);
      for (const url of ['/assets/app-1a2b3c.js', '/assets/site-1a2b3c.css']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers, url).toMatchObject(subresource);
        for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      }
      // An SVG can be opened as a page and run script: it keeps the CSP, as does a missing file's page.
      for (const url of ['/assets/logo-1a2b3c.svg', '/assets/missing-1a2b3c.js']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.headers, url).toMatchObject(full);
      }
    } finally {
      await app.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
