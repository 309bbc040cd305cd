import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/harness.ts';
import { clientKey } from './rate-limits.ts';

describe('clientKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::FFFF:203.0.113.9', '203.0.113.9'],
    ['::ffff:cb00:7109', '203.0.113.9'],
    ['0:0:0:0:0:ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::ABCD', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
    ['::ffff:0:203.0.113.9', '0:0:0:0::/64'],
    ['not an address', 'not an address'],
  ])('counts %s as %s', (ip, expected) => {
    expect(clientKey({ ip })).toBe(expected);
  });

  it('gives every address of one IPv6 network the same key, and another network another', () => {
    expect(clientKey({ ip: '2001:db8:a:b::1' })).toBe(clientKey({ ip: '2001:db8:a:b:1234:5678:9abc:def0' }));
    expect(clientKey({ ip: '2001:db8:a:b::1' })).not.toBe(clientKey({ ip: '2001:db8:a:c::1' }));
    expect(clientKey({ ip: '203.0.113.9' })).not.toBe(clientKey({ ip: '203.0.113.10' }));
  });
});

describe('every per-address limit', () => {
  const NETWORK = '2001:db8:1:2';
  const email = (n: number) => `visitor${n}@example.in`;
  it.each([
    [
      'LOGIN_FAILED_IP',
      '/api/auth/login',
      (n: number) => ({ email: email(n), password: 'a wrong password' }),
      401,
    ],
    ['SEND_CODE_IP', '/api/auth/sendemailverificationcode', (n: number) => ({ email: email(n) }), 200],
    ['VERIFY_IP', '/api/auth/verifyemail', (n: number) => ({ email: email(n), otp: '123456' }), 400],
    [
      'REGISTER_IP',
      '/api/auth/register',
      (n: number) => ({
        name: 'Rohan Mehta',
        email: email(n),
        mobile: '9876543210',
        password: 'long-term-investor',
      }),
      400,
    ],
    ['FORGOT_IP', '/api/auth/forgotpassword', (n: number) => ({ email: email(n) }), 200],
    [
      'CONTACT_IP',
      '/api/contact/submit',
      (n: number) => ({ name: 'Priya', email: email(n), subject: 'Batches', message: 'When?' }),
      201,
    ],
    ['SIGNUP_IP', '/api/newsletter/signup', (n: number) => ({ email: email(n) }), 201],
    [
      'SIGNUP_IP',
      '/api/offer/signup',
      (n: number) => ({ name: 'Priya', email: email(n), course: 'Pro Trader' }),
      201,
    ],
  ] as const)(
    '%s counts the addresses of one IPv6 /64 together on %s',
    async (name, url, payload, allowed) => {
      const { app } = await buildTestApp({ [`RATE_LIMIT_${name}`]: '1/60' }, { scope: 'test' });
      const send = (n: number, remoteAddress: string) =>
        app.inject({ method: 'POST', url, payload: payload(n), remoteAddress });

      expect((await send(1, `${NETWORK}::1`)).statusCode).toBe(allowed);
      // Another address of the same /64, another e-mail: the same client, over its limit.
      const limited = await send(2, `${NETWORK}:ffff:ffff:ffff:fffe`);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().message).toMatch(
        /^Too many requests\. Please wait \d+ minutes? and try again\.$/,
      );
      // The next /64 is another client.
      expect((await send(3, '2001:db8:1:3::1')).statusCode).toBe(allowed);
    },
  );

  it.each([
    ['/api/newsletter/signup', 'SIGNUP_IP', (n: number) => ({ email: email(n) })],
    [
      '/api/contact/submit',
      'CONTACT_IP',
      (n: number) => ({ name: 'Priya', email: email(n), subject: 'Batches', message: 'When?' }),
    ],
  ] as const)(
    'on %s counts the client the balancer saw, whatever it writes before that in X-Forwarded-For',
    async (url, name, payload) => {
      const { app } = await buildTestApp(
        { TRUST_PROXY: '1', [`RATE_LIMIT_${name}`]: '1/60' },
        { scope: 'test' },
      );
      const send = (n: number, forwardedFor: string) =>
        app.inject({
          method: 'POST',
          url,
          payload: payload(n),
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      expect((await send(1, '6.6.6.1, 203.0.113.9')).statusCode).toBe(201);
      expect((await send(2, '6.6.6.2, 203.0.113.9')).statusCode).toBe(429);
      // Another client behind the same balancer has its own count.
      expect((await send(3, '6.6.6.2, 198.51.100.7')).statusCode).toBe(201);
    },
  );

  it('counts an IPv4-mapped IPv6 client as its IPv4 address', async () => {
    const { app } = await buildTestApp({ RATE_LIMIT_FORGOT_IP: '1/60' }, { scope: 'test' });
    const send = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forgotpassword',
        payload: { email: email(1) },
        remoteAddress,
      });
    expect((await send('203.0.113.9')).statusCode).toBe(200);
    expect((await send('::ffff:203.0.113.9')).statusCode).toBe(429);
  });
});
