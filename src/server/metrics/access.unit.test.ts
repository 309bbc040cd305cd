import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, mayReadMetrics } from './access.ts';

const TOKEN = 'k7Qw2mZp9Rt4Xv8Bn3Lc6Hd1Fs5Gj0Ya';

describe('who may read the metrics', () => {
  it.each(['127.0.0.1', '127.12.0.3', '::1', '::ffff:127.0.0.1'])(
    'a local caller at %s, not forwarded',
    (address) => {
      expect(mayReadMetrics({ peerAddress: address, headers: {} }, undefined)).toBe(true);
    },
  );

  it.each([
    '203.0.113.7',
    '10.0.0.5',
    '::ffff:203.0.113.7',
    '2001:db8::1',
    '128.0.0.1',
    '127.0.0.1.example',
    '',
  ])('not a caller at %j without the token', (address) => {
    expect(mayReadMetrics({ peerAddress: address, headers: {} }, TOKEN)).toBe(false);
  });

  it.each([
    ['x-forwarded-for', '203.0.113.7'],
    ['forwarded', 'for=203.0.113.7'],
    ['x-real-ip', '203.0.113.7'],
    ['via', '1.1 nginx'],
    ['x-forwarded-proto', 'https'],
    ['x-forwarded-host', 'fintrain.in'],
    ['cf-connecting-ip', '203.0.113.7'],
    ['x-forwarded-for', '127.0.0.1'],
  ])('not a visitor a proxy on this host forwarded (%s: %s)', (name, value) => {
    expect(mayReadMetrics({ peerAddress: '127.0.0.1', headers: { [name]: value } }, undefined)).toBe(false);
  });

  it('any caller with the token, forwarded or not', () => {
    const headers = { authorization: `Bearer ${TOKEN}` };
    expect(mayReadMetrics({ peerAddress: '203.0.113.7', headers }, TOKEN)).toBe(true);
    expect(
      mayReadMetrics(
        { peerAddress: '127.0.0.1', headers: { ...headers, 'x-forwarded-for': '1.2.3.4' } },
        TOKEN,
      ),
    ).toBe(true);
    expect(
      mayReadMetrics({ peerAddress: '203.0.113.7', headers: { authorization: `bearer ${TOKEN}` } }, TOKEN),
    ).toBe(true);
  });

  it.each([
    `Bearer ${TOKEN.slice(0, -1)}`,
    `Bearer ${TOKEN}x`,
    `Bearer ${TOKEN.toLowerCase()}`,
    `Basic ${TOKEN}`,
    TOKEN,
    'Bearer ',
    `Bearer ${TOKEN} ${TOKEN}`,
    `Bearer ${'x'.repeat(100_000)}`,
  ])('not a caller with another credential: %s', (authorization) => {
    expect(mayReadMetrics({ peerAddress: '203.0.113.7', headers: { authorization } }, TOKEN)).toBe(false);
  });

  it('no bearer token opens it when METRICS_TOKEN is not set', () => {
    expect(
      mayReadMetrics({ peerAddress: '203.0.113.7', headers: { authorization: 'Bearer ' } }, undefined),
    ).toBe(false);
    expect(
      mayReadMetrics(
        { peerAddress: '203.0.113.7', headers: { authorization: 'Bearer undefined' } },
        undefined,
      ),
    ).toBe(false);
  });

  it('knows loopback addresses from the rest', () => {
    expect(isLoopbackAddress(undefined)).toBe(false);
    expect(isLoopbackAddress('::ffff:10.0.0.1')).toBe(false);
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
  });
});
