import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/harness.ts';
import { securityHeaders } from './security.ts';

// A stand-in client build: the pages are its index.html (no server renderer reads it: no marks).
const clientDir = await mkdtemp(path.join(tmpdir(), 'pay-client-'));
await writeFile(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><body><div id="root"></div></body></html>',
);

const PAYMENT_ENV = {
  PUBLIC_URL: 'https://fintrain.example',
  RAZORPAY_KEY_ID: 'rzp_test_checkoutcsp',
  RAZORPAY_KEY_SECRET: 'test-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'test-webhook-secret',
  GSTIN: '36AABCF1234A1ZF',
  BUSINESS_LEGAL_NAME: 'FinTrain Academy Private Limited',
  BUSINESS_ADDRESS: 'Plot 42, Cyber Towers Road, HITEC City, Hyderabad 500081',
  BUSINESS_STATE_CODE: '36',
};
const FAKE = {
  RAZORPAY_API_URL: 'http://127.0.0.1:4999',
  RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4999/v1/checkout.js',
};
const PAY_PAGE = '/pay/0b9e5f1e-4f7c-4c1a-9d55-3a5c2f1d7e11';
const STRICT = securityHeaders({ https: true })['content-security-policy'];

/** The CSP's directives by name: 'script-src' → ["'self'", 'https://…']. */
function directives(policy: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe("the pay page's Content-Security-Policy", () => {
  it("lets Checkout's script, frame and calls in from the configured Razorpay origins, on the pay page only", async () => {
    const { app } = await buildTestApp({ ...PAYMENT_ENV, ...FAKE }, { scope: 'test', clientDir });

    const page = await app.inject({ method: 'GET', url: PAY_PAGE });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const policy = directives(page.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'", 'http://127.0.0.1:4999']);
    expect(policy['frame-src']).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'http://127.0.0.1:4999',
    ]);
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4999']);
    // Everything else stays as strict as on every other page.
    const strict = directives(STRICT);
    for (const name of ['default-src', 'style-src', 'img-src', 'object-src', 'base-uri', 'frame-ancestors']) {
      expect(policy[name], name).toEqual(strict[name]);
    }
    expect(page.headers['x-frame-options']).toBe('DENY');

    const withQuery = await app.inject({ method: 'GET', url: `${PAY_PAGE}/?from=mysubscriptions` });
    expect(directives(withQuery.headers['content-security-policy'])['script-src']).toContain(
      'http://127.0.0.1:4999',
    );
  });

  it('leaves every other page and API answer byte for byte as before', async () => {
    const { app } = await buildTestApp({ ...PAYMENT_ENV, ...FAKE }, { scope: 'test', clientDir });

    for (const url of [
      '/',
      '/login',
      '/mysubscriptions',
      '/pay',
      '/pay/a/b',
      '/payment',
      '/api/program/all',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe(STRICT);
    }
    const post = await app.inject({ method: 'POST', url: PAY_PAGE, payload: {} });
    expect(post.headers['content-security-policy']).toBe(STRICT);
  });

  it("names Razorpay's own hosts with the default settings", async () => {
    const { app } = await buildTestApp(PAYMENT_ENV, { scope: 'test', clientDir });

    const policy = directives(
      (await app.inject({ method: 'GET', url: PAY_PAGE })).headers['content-security-policy'],
    );
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://checkout.razorpay.com',
      'https://cdn.razorpay.com',
    ]);
    expect(policy['frame-src']).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://api.razorpay.com',
    ]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.razorpay.com',
      'https://lumberjack.razorpay.com',
      'https://lumberjack-metrics.razorpay.com',
    ]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://cdn.razorpay.com']);
  });

  it('is the normal policy when the site does not take payment online', async () => {
    const { app } = await buildTestApp(
      { PUBLIC_URL: 'https://fintrain.example' },
      { scope: 'test', clientDir },
    );

    for (const url of [PAY_PAGE, '/', '/login']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe(STRICT);
    }
  });
});
