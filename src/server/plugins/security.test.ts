import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/harness.ts';
import { securityHeaders } from './security.ts';

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
});
