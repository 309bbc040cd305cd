import { MESSAGES } from '@contract/messages.ts';
import { UserSchema } from '@contract/user.ts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../auth/tokens.ts';
import { sessions, users } from '../../db/schema.ts';
import { bearer, createAccount, loginAs, TEST_PASSWORD } from '../../test/factories.ts';
import { buildTestApp } from '../../test/harness.ts';

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
  it('limits logins per address with 429 and Retry-After, in the database shared by instances', async () => {
    const env = { RATE_LIMIT_LOGIN_EMAIL: '3/15' };
    const first = await buildTestApp(env, { scope: 'test' });
    const second = await buildTestApp(env, { scope: 'test' });
    await createAccount(db, { email: 'asha@example.in' });
    const attempt = (instance: typeof first) =>
      instance.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'asha@example.in', password: 'wrong password' },
      });
    expect((await attempt(first)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(401);
    expect((await attempt(first)).statusCode).toBe(401);
    const limited = await attempt(second);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(limited.json()).toEqual({ message: 'Too many requests. Please wait 15 minutes and try again.' });
    // Even the right password waits: the limit is on attempts, not failures.
    const right = await first.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'asha@example.in', password: TEST_PASSWORD },
    });
    expect(right.statusCode).toBe(429);
  });

  it('limits logins per IP across addresses', async () => {
    const { app: limited } = await buildTestApp({ RATE_LIMIT_LOGIN_IP: '2/15' }, { scope: 'test' });
    for (const email of ['a@example.in', 'b@example.in']) {
      const res = await limited.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'x' },
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await limited.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'c@example.in', password: 'x' },
    });
    expect(res.statusCode).toBe(429);
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
