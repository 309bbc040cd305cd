import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createLogger } from './logger.ts';
import { MailOutbox } from './mail/outbox.ts';
import { sharedTestDatabase } from './test/database.ts';
import { adminSession, createProgram, TEST_PASSWORD, userSession } from './test/factories.ts';
import { CapturingTransport, testConfig } from './test/harness.ts';

// The app with a stand-in client build, to check what the browser gets.
const clientDir = await mkdtemp(path.join(tmpdir(), 'client-'));
await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
const { db } = await sharedTestDatabase();
const log = createLogger('silent');
const app = await buildApp({
  config: testConfig(),
  db,
  mailOutbox: new MailOutbox(db, new CapturingTransport(), log),
  logger: log,
  clientDir,
});
afterAll(() => app.close());

describe('security headers', () => {
  it('sends a strict CSP and the other headers on pages and API answers', async () => {
    for (const url of ['/', '/api/program/all']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('caching of API answers', () => {
  it('lets browsers and proxies keep the public catalogue, revalidated by its ETag each time', async () => {
    const program = await createProgram(db, { slug: 'pro-trader' });
    for (const url of [
      '/api/program/all',
      `/api/program/${program.id}`,
      '/api/program/pro-trader',
      '/api/service/all',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.etag, url).toMatch(/^"[^"]+"$/);
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).toBeUndefined();
  });

  it('sends Cache-Control: no-store on every other API answer: tokens, personal data and errors', async () => {
    const learner = await userSession(app, db);
    const admin = await adminSession(app, db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: learner.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const answers = [
      await app.inject({ method: 'GET', url: '/api/profile', headers: learner.headers }),
      await app.inject({ method: 'GET', url: '/api/subscription/all', headers: learner.headers }),
      await app.inject({ method: 'GET', url: '/api/admin/user/all', headers: admin.headers }),
      await app.inject({ method: 'GET', url: '/api/admin/analytics', headers: admin.headers }),
      await app.inject({ method: 'GET', url: '/api/profile' }),
      await app.inject({ method: 'POST', url: '/api/contact/submit', payload: {} }),
      await app.inject({ method: 'GET', url: '/api/nothing' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 401, 400, 404]);
    for (const res of answers) expect(res.headers['cache-control'], res.raw.req.url).toBe('no-store');
  });

  it('decides no-store on the path as routed, so a percent-encoded or upper-case /api gets it too', async () => {
    const learner = await userSession(app, db);
    for (const url of ['/%61pi/profile', '/%61%70%69/profile', '/api/%70rofile', '/%61pi/subscription/all']) {
      const res = await app.inject({ method: 'GET', url, headers: learner.headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).not.toHaveProperty('message');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    for (const url of ['/API/profile', '/Api/profile', '/%41PI/profile', '/%61pi/nothing']) {
      const res = await app.inject({ method: 'GET', url, headers: learner.headers });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // The public catalogue keeps its own rule whichever way its path is written.
    const catalogue = await app.inject({ method: 'GET', url: '/%61pi/program/all' });
    expect(catalogue.headers['cache-control']).toBe('no-cache');
  });

  it('leaves the pages of the site to their own caching rules', async () => {
    expect((await app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
  });
});

describe('routing', () => {
  it('serves the client for every client route with 200', async () => {
    for (const url of ['/', '/programs', '/programs/abc', '/pro-trader-program', '/services', '/login']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the client with a real 404 status for unknown pages', async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/program/all'],
      ['DELETE', '/api'],
      // Decoded as the router decodes it.
      ['GET', '/%61pi/nothing'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('answers the health check', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
