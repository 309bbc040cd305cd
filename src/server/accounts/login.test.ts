import { MESSAGES } from '@contract/messages.ts';
import { UserSchema } from '@contract/user.ts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { rateLimits, sessions, users } from '../db/schema.ts';
import { bearer, createAccount, loginAs, TEST_PASSWORD } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { sha256 } from './tokens.ts';

const { app, db } = await buildTestApp();

const login = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
const getProfile = (token?: string) =>
  app.inject({ method: 'GET', url: '/api/profile', headers: token ? bearer(token) : {} });

describe('POST /api/auth/login', () => {
  it('answers a token and the user with role, records the login time and address', async () => {
    const account = await createAccount(db, { email: 'asha@example.in', role: 'admin', name: 'Asha Rao' });
    const res = await login({ email: ' ASHA@example.in', password: TEST_PASSWORD });

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(MESSAGES.auth.loginSuccess);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(UserSchema.strict().parse(body.user)).toMatchObject({
      _id: account.id,
      role: 'admin',
      name: 'Asha Rao',
    });
    expect(body.user.last_login).not.toBeNull();
    expect(body.user.last_login_ip).toBe('127.0.0.1');

    // Only the token's digest is stored.
    const [session] = await db.select().from(sessions);
    expect(session?.tokenHash).toBe(sha256(body.token));
    expect(JSON.stringify(session)).not.toContain(body.token);
    const [row] = await db.select().from(users).where(eq(users.id, account.id));
    expect(row?.lastLoginIp).toBe('127.0.0.1');
  });

  it('gives one message for an unknown address and for a wrong password', async () => {
    await createAccount(db, { email: 'asha@example.in' });
    const wrong = await login({ email: 'asha@example.in', password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.in', password: TEST_PASSWORD });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual({ message: MESSAGES.auth.invalidCredentials });
    expect(unknown.json()).toEqual({ message: MESSAGES.auth.invalidCredentials });
    expect(await db.select().from(sessions)).toHaveLength(0);
  });

  it('refuses an inactive account with its own message and no token', async () => {
    await createAccount(db, { email: 'inactive@example.in', status: 'inactive' });
    const res = await login({ email: 'inactive@example.in', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.auth.accountInactive });
    expect(await db.select().from(sessions)).toHaveLength(0);
  });

  it('requires both fields', async () => {
    expect((await login({ email: 'asha@example.in' })).json()).toEqual({ message: 'Password is required.' });
    expect((await login({ password: 'x' })).json()).toEqual({ message: 'Email is required.' });
  });

  it('uses X-Forwarded-For for the address only when TRUST_PROXY is set', async () => {
    await createAccount(db, { email: 'asha@example.in' });
    const untrusted = await login(
      { email: 'asha@example.in', password: TEST_PASSWORD },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(untrusted.json().user.last_login_ip).toBe('127.0.0.1');

    const proxied = await buildTestApp({ TRUST_PROXY: 'true' }, { scope: 'test' });
    const trusted = await proxied.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'asha@example.in', password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(trusted.json().user.last_login_ip).toBe('203.0.113.9');
  });

  it.each([
    ['1', '6.6.6.6, 203.0.113.9'],
    // `true` is read as one proxy: the leftmost entry is the client's own word.
    ['true', '6.6.6.6, 203.0.113.9'],
    ['2', '6.6.6.6, 203.0.113.9, 10.0.0.5'],
    ['127.0.0.1, 10.0.0.0/8', '6.6.6.6, 203.0.113.9, 10.0.0.5'],
  ])(
    'with TRUST_PROXY=%s records the address the balancer saw, not one the client wrote before it (%s)',
    async (trust, forwardedFor) => {
      await createAccount(db, { email: 'asha@example.in' });
      const proxied = await buildTestApp({ TRUST_PROXY: trust }, { scope: 'test' });
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'asha@example.in', password: TEST_PASSWORD },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      });
      expect(res.json().user.last_login_ip).toBe('203.0.113.9');
    },
  );

  it('takes X-Forwarded-For only from a listed proxy', async () => {
    await createAccount(db, { email: 'asha@example.in' });
    const proxied = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8' }, { scope: 'test' });
    const res = await proxied.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'asha@example.in', password: TEST_PASSWORD },
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.json().user.last_login_ip).toBe('198.51.100.7');
  });
});

describe('sessions', () => {
  it('GET /api/profile answers the signed-in user without any password field', async () => {
    await createAccount(db, { email: 'asha@example.in', name: 'Asha Rao', mobile: null });
    const token = await loginAs(app, 'asha@example.in');
    const res = await getProfile(token);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        '_id',
        'created_on',
        'email',
        'last_login',
        'last_login_ip',
        'mobile',
        'name',
        'role',
        'status',
      ].sort(),
    );
    expect(res.json()).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.in',
      mobile: null,
      role: 'user',
    });
  });

  it.each([
    [undefined, MESSAGES.auth.loginRequired],
    ['Bearer', MESSAGES.auth.sessionInvalid],
    ['Basic dXNlcjpwYXNz', MESSAGES.auth.sessionInvalid],
    ['Bearer not-a-real-token-but-long-enough', MESSAGES.auth.sessionInvalid],
    [`Bearer ${'a'.repeat(500)}`, MESSAGES.auth.sessionInvalid],
  ])('answers 401 for the Authorization header %s', async (authorization, message) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: authorization ? { authorization } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message });
  });

  it('logout revokes the token', async () => {
    await createAccount(db, { email: 'asha@example.in' });
    const token = await loginAs(app, 'asha@example.in');
    const other = await loginAs(app, 'asha@example.in');
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.auth.loggedOut });
    expect((await getProfile(token)).statusCode).toBe(401);
    // Other devices stay signed in.
    expect((await getProfile(other)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it('an expired session gets 401', async () => {
    await createAccount(db, { email: 'asha@example.in' });
    const token = await loginAs(app, 'asha@example.in');
    await db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await getProfile(token)).json()).toEqual({ message: MESSAGES.auth.sessionInvalid });
  });

  it('sessions last seven days', async () => {
    await createAccount(db, { email: 'asha@example.in' });
    await loginAs(app, 'asha@example.in');
    const [row] = await db
      .select({ days: sql<number>`round(extract(epoch from (expires_at - created_at)) / 86400)::int` })
      .from(sessions);
    expect(row?.days).toBe(7);
  });

  it('a deactivated user loses access on the very next request', async () => {
    const account = await createAccount(db, { email: 'asha@example.in' });
    const token = await loginAs(app, 'asha@example.in');
    await db.update(users).set({ status: 'inactive' }).where(eq(users.id, account.id));
    expect((await getProfile(token)).statusCode).toBe(401);
  });

  it('a deleted user loses access on the very next request', async () => {
    const account = await createAccount(db, { email: 'asha@example.in' });
    const token = await loginAs(app, 'asha@example.in');
    await db.delete(users).where(eq(users.id, account.id));
    expect((await getProfile(token)).statusCode).toBe(401);
  });
});

describe('brute-force limits', () => {
  const ATTACKER = '203.0.113.66';
  const LEARNER = '198.51.100.7';
  type Instance = { inject: FastifyInstance['inject'] };
  const attempt = (instance: Instance, email: string, password: string, remoteAddress = ATTACKER) =>
    instance.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  const failureCount = async (key: string) =>
    (await db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key)))[0]
      ?.count ?? 0;

  it('limits failed logins per account and client address with 429 and Retry-After, in the database shared by instances', async () => {
    const env = { RATE_LIMIT_LOGIN_FAILED_EMAIL_IP: '3/15' };
    const first = await buildTestApp(env, { scope: 'test' });
    const second = await buildTestApp(env, { scope: 'test' });
    await createAccount(db, { email: 'asha@example.in' });
    expect((await attempt(first.app, 'asha@example.in', 'wrong password')).statusCode).toBe(401);
    expect((await attempt(second.app, 'asha@example.in', 'wrong password')).statusCode).toBe(401);
    expect((await attempt(first.app, 'asha@example.in', 'wrong password')).statusCode).toBe(401);
    const limited = await attempt(second.app, 'asha@example.in', 'wrong password');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(limited.json()).toEqual({ message: 'Too many requests. Please wait 15 minutes and try again.' });
    // The address that failed waits, even with the right password: it cannot go on guessing.
    const right = await attempt(first.app, 'asha@example.in', TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    // The learner, from another address, is not locked out.
    expect((await attempt(second.app, 'asha@example.in', TEST_PASSWORD, LEARNER)).statusCode).toBe(200);
  });

  it('lets the learner in from another address after 200 wrong passwords from one address', async () => {
    await createAccount(db, { email: 'asha@example.in' });
    const statuses: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const res = await attempt(app, 'asha@example.in', `wrong password ${i}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The default limit: 10 failures per account and address in 15 minutes, then 429 without
    // verifying the password.
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(190);

    const learner = await attempt(app, 'asha@example.in', TEST_PASSWORD, LEARNER);
    expect(learner.statusCode).toBe(200);
    expect(learner.json().user.last_login_ip).toBe(LEARNER);

    const attacker = await attempt(app, 'asha@example.in', TEST_PASSWORD);
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(800);
    expect(attacker.json().message).toMatch(/^Too many requests\. Please wait \d+ minutes? and try again\.$/);
  });

  it('never throttles a learner who logs in successfully, and a success counts no failure', async () => {
    const { app: strict } = await buildTestApp(
      {
        RATE_LIMIT_LOGIN_FAILED_EMAIL_IP: '2/15',
        RATE_LIMIT_LOGIN_FAILED_IP: '2/15',
        RATE_LIMIT_LOGIN_FAILED_EMAIL: '2/15',
      },
      { scope: 'test' },
    );
    await createAccount(db, { email: 'asha@example.in' });
    // First sign-in from an address the account has never used: no failure is left behind.
    expect((await attempt(strict, 'asha@example.in', TEST_PASSWORD, LEARNER)).statusCode).toBe(200);
    expect(await failureCount(`login-failed:ip:${LEARNER}`)).toBe(0);
    expect(await failureCount('login-failed:email:asha@example.in')).toBe(0);
    expect(await failureCount(`login-failed:email-ip:asha@example.in ${LEARNER}`)).toBe(0);

    for (let i = 0; i < 12; i += 1) {
      expect((await attempt(strict, 'asha@example.in', TEST_PASSWORD, LEARNER)).statusCode).toBe(200);
    }
    // A typo before each login never adds up: each success starts the count afresh.
    for (let i = 0; i < 6; i += 1) {
      expect((await attempt(strict, 'asha@example.in', 'a typo', LEARNER)).statusCode).toBe(401);
      expect((await attempt(strict, 'asha@example.in', TEST_PASSWORD, LEARNER)).statusCode).toBe(200);
    }
  });

  it('counts every one of many wrong passwords sent at once', async () => {
    await createAccount(db, { email: 'asha@example.in' });
    const wave = () =>
      Promise.all(Array.from({ length: 30 }, (_, i) => attempt(app, 'asha@example.in', `guess ${i}`)));
    // With the default limit of 10, exactly 10 passwords are tried and counted; the rest wait.
    const statuses = (await wave()).map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect(await failureCount(`login-failed:email-ip:asha@example.in ${ATTACKER}`)).toBe(10);
    expect((await attempt(app, 'asha@example.in', TEST_PASSWORD)).statusCode).toBe(429);

    // Under higher limits, all 30 are tried, and all 30 counted: no update is lost.
    await db.delete(rateLimits);
    const { app: roomy } = await buildTestApp(
      { RATE_LIMIT_LOGIN_FAILED_EMAIL_IP: '100/15', RATE_LIMIT_LOGIN_FAILED_IP: '100/15' },
      { scope: 'test' },
    );
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(roomy, 'asha@example.in', `guess ${i}`)),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(30).fill(401));
    expect(await failureCount(`login-failed:email-ip:asha@example.in ${ATTACKER}`)).toBe(30);
    expect(await failureCount(`login-failed:ip:${ATTACKER}`)).toBe(30);
    expect(await failureCount('login-failed:email:asha@example.in')).toBe(30);
  });

  it('limits failed logins per client address across accounts, except for an account that signed in there before', async () => {
    const { app: limited } = await buildTestApp({ RATE_LIMIT_LOGIN_FAILED_IP: '2/15' }, { scope: 'test' });
    // A learner behind the same address (an office, a mobile carrier's shared address).
    await createAccount(db, { email: 'neighbour@example.in' });
    expect((await attempt(limited, 'neighbour@example.in', TEST_PASSWORD)).statusCode).toBe(200);
    await createAccount(db, { email: 'newcomer@example.in' });

    for (const email of ['a@example.in', 'b@example.in']) {
      expect((await attempt(limited, email, 'x')).statusCode).toBe(401);
    }
    const res = await attempt(limited, 'c@example.in', 'x');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // Successes never count: the learners' own logins above did not use up the limit.
    expect((await attempt(limited, 'neighbour@example.in', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await attempt(limited, 'newcomer@example.in', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('stops new addresses, but never one the learner signed in from, once an account fails from many addresses', async () => {
    const { app: limited } = await buildTestApp({ RATE_LIMIT_LOGIN_FAILED_EMAIL: '5/15' }, { scope: 'test' });
    await createAccount(db, { email: 'asha@example.in' });
    expect((await attempt(limited, 'asha@example.in', TEST_PASSWORD, LEARNER)).statusCode).toBe(200);

    for (let i = 1; i <= 5; i += 1) {
      expect((await attempt(limited, 'asha@example.in', 'guess', `203.0.113.${i}`)).statusCode).toBe(401);
    }
    expect((await attempt(limited, 'asha@example.in', 'guess', '203.0.113.6')).statusCode).toBe(429);
    expect((await attempt(limited, 'asha@example.in', TEST_PASSWORD, '192.0.2.1')).statusCode).toBe(429);
    expect((await attempt(limited, 'asha@example.in', TEST_PASSWORD, LEARNER)).statusCode).toBe(200);
  });

  it('throttles a client behind the balancer however it varies a forged X-Forwarded-For entry', async () => {
    const { app: proxied } = await buildTestApp(
      { TRUST_PROXY: '1', RATE_LIMIT_LOGIN_FAILED_IP: '2/15' },
      { scope: 'test' },
    );
    const throughBalancer = (email: string, forged: string) =>
      proxied.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'a wrong password' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${forged}, ${ATTACKER}` },
      });
    expect((await throughBalancer('a@example.in', '6.6.6.1')).statusCode).toBe(401);
    expect((await throughBalancer('b@example.in', '6.6.6.2')).statusCode).toBe(401);
    const limited = await throughBalancer('c@example.in', '6.6.6.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await failureCount(`login-failed:ip:${ATTACKER}`)).toBe(2);
    expect(await failureCount('login-failed:ip:6.6.6.1')).toBe(0);
  });

  it('counts the addresses of one IPv6 network together', async () => {
    const { app: limited } = await buildTestApp(
      { RATE_LIMIT_LOGIN_FAILED_EMAIL_IP: '2/15' },
      { scope: 'test' },
    );
    await createAccount(db, { email: 'asha@example.in' });
    expect((await attempt(limited, 'asha@example.in', 'guess', '2001:db8:1:2::1')).statusCode).toBe(401);
    expect((await attempt(limited, 'asha@example.in', 'guess', '2001:db8:1:2::abcd')).statusCode).toBe(401);
    expect((await attempt(limited, 'asha@example.in', 'guess', '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await attempt(limited, 'asha@example.in', TEST_PASSWORD, '2001:db8:1:3::1')).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['sendemailverificationcode', 'SEND_CODE_EMAIL', { email: 'a@example.in' }],
    ['verifyemail', 'VERIFY_EMAIL', { email: 'a@example.in', otp: '123456' }],
    ['forgotpassword', 'FORGOT_EMAIL', { email: 'a@example.in' }],
  ])('limits %s per address', async (path, name, payload) => {
    const { app: limited, db: database } = await buildTestApp(
      { [`RATE_LIMIT_${name}`]: '1/60' },
      { scope: 'test' },
    );
    await limited.inject({ method: 'POST', url: `/api/auth/${path}`, payload });
    // The per-minute resend rule is not what is tested here.
    await database.execute(sql`update email_verifications set sent_at = now() - interval '2 minutes'`);
    const res = await limited.inject({ method: 'POST', url: `/api/auth/${path}`, payload });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
