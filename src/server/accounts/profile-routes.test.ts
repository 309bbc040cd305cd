import { MESSAGES } from '@contract/messages.ts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../db/schema.ts';
import { bearer, createAccount, loginAs, TEST_PASSWORD, userSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

// Failed logins per account and address: low, so the throttle is reached in a few tries.
const { app, db, mail, outbox } = await buildTestApp({
  PUBLIC_URL: 'https://fintrain.test',
  RATE_LIMIT_LOGIN_FAILED_EMAIL_IP: '3/15',
});

const NEW_PASSWORD = 'Bank-Nifty-Expiry-77';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

const put = (token: string, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(token), payload });
const changePassword = (token: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/profile/password', headers: bearer(token), payload });
const login = (email: string, password: string, userAgent?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });
const profile = (token: string) => app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];

describe('PUT /api/profile', () => {
  it('saves the name and mobile as the contract writes them and answers the user', async () => {
    const { user, token } = await userSession(app, db, { name: 'Asha Raoo', mobile: '9876543210' });
    const res = await put(token, { name: '  Asha Rao ', mobile: '+91 91234 56789' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.profile.saved,
      user: { _id: user.id, name: 'Asha Rao', mobile: '9123456789', email: user.email },
    });
    expect(await userRow(user.id)).toMatchObject({ name: 'Asha Rao', mobile: '9123456789' });
  });

  it('clears the mobile when it is left empty', async () => {
    const { user, token } = await userSession(app, db, { mobile: '9876543210' });
    expect((await put(token, { name: 'Asha', mobile: '' })).statusCode).toBe(200);
    expect((await userRow(user.id))?.mobile).toBeNull();
  });

  it('refuses a bad field with 400 { message, field } and stores nothing', async () => {
    const { user, token } = await userSession(app, db, { name: 'Asha', mobile: '9876543210' });
    const blank = await put(token, { name: '   ', mobile: '9123456789' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Name is required.', field: 'name' });
    const mobile = await put(token, { name: 'Asha Rao', mobile: '12345' });
    expect(mobile.statusCode).toBe(400);
    expect(mobile.json()).toEqual({
      message: 'Enter a valid 10-digit Indian mobile number (optionally with +91).',
      field: 'mobile',
    });
    const long = await put(token, { name: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().field).toBe('name');
    expect(await userRow(user.id)).toMatchObject({ name: 'Asha', mobile: '9876543210' });
  });

  it('answers 401 without a session', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/profile', payload: { name: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/profile/password', () => {
  it('changes the password, keeps this session, ends the others and mails the owner', async () => {
    const { user, token } = await userSession(app, db, { name: 'Asha' });
    const other = await loginAs(app, user.email);
    const res = await changePassword(token, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.profile.passwordChanged });

    expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    await outbox.flush();
    const sent = mail.sent.filter((m) => m.to === user.email);
    expect(sent.map((m) => m.subject)).toEqual(['FinTrain Academy: your password was changed']);
    expect(sent[0]?.text).toContain('https://fintrain.test/forgotpassword');
  });

  it('refuses a wrong current password with 400 on its field and changes nothing', async () => {
    const { user, token } = await userSession(app, db);
    const before = (await userRow(user.id))?.passwordHash;
    const res = await changePassword(token, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.profile.currentPasswordWrong, field: 'currentPassword' });
    expect((await userRow(user.id))?.passwordHash).toBe(before);
    await outbox.flush();
    expect(mail.sent).toHaveLength(0);
  });

  it('counts wrong current passwords toward the login throttle, on the same counters as failed logins', async () => {
    const { user, token } = await userSession(app, db);
    const wrong = { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD };
    expect((await changePassword(token, wrong)).statusCode).toBe(400);
    expect((await changePassword(token, wrong)).statusCode).toBe(400);
    // A failed login from the same address is the third failure of the same counter.
    expect((await login(user.email, 'another-wrong-one')).statusCode).toBe(401);
    const throttled = await changePassword(token, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('forgives the right current password, as a right login is', async () => {
    const { user, token } = await userSession(app, db);
    const wrong = { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD };
    expect((await changePassword(token, wrong)).statusCode).toBe(400);
    expect((await changePassword(token, wrong)).statusCode).toBe(400);
    const ok = await changePassword(token, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect((await login(user.email, 'wrong-again')).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("applies registration's password rules: length from the contract, the common-password list from the server", async () => {
    const { user, token } = await userSession(app, db);
    const before = (await userRow(user.id))?.passwordHash;
    const short = await changePassword(token, { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      message: 'Password must be at least 8 characters.',
      field: 'newPassword',
    });
    const common = await changePassword(token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ message: MESSAGES.auth.commonPassword, field: 'newPassword' });
    const missing = await changePassword(token, { newPassword: NEW_PASSWORD });
    expect(missing.json()).toEqual({ message: 'Current password is required.', field: 'currentPassword' });
    expect((await userRow(user.id))?.passwordHash).toBe(before);
  });

  it('lets one of several changes made at once with the same current password through', async () => {
    const { user, token } = await userSession(app, db);
    const answers = await Promise.all(
      ['One-New-Pass-1', 'Two-New-Pass-2', 'Three-New-Pass-3', 'Four-New-Pass-4'].map((newPassword) =>
        changePassword(token, { currentPassword: TEST_PASSWORD, newPassword }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200).every((code) => code === 400 || code === 429)).toBe(true);
    await outbox.flush();
    expect(mail.sent.filter((m) => m.to === user.email)).toHaveLength(1);
  });
});

describe('the sessions of my account', () => {
  it('lists my live sessions with device, address, times and the current one marked', async () => {
    const { user, token } = await userSession(app, db);
    const phone = (await login(user.email, TEST_PASSWORD, CHROME_ANDROID)).json().token as string;
    await userSession(app, db); // someone else's, never listed
    const res = await app.inject({ method: 'GET', url: '/api/profile/sessions', headers: bearer(phone) });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { device: string; address: string; current: boolean; _id: string }[];
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)).toMatchObject({ device: 'Chrome on Android', address: '127.0.0.1' });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.find((s) => !s.current)?.device).toBe('Unknown device');
    expect(list[0]).toEqual({
      _id: expect.any(String),
      device: expect.any(String),
      address: '127.0.0.1',
      created_at: expect.any(String),
      last_seen_at: expect.any(String),
      current: expect.any(Boolean),
    });
    expect(token).not.toBe(phone);
  });

  it('moves last seen at most once per interval, not on every request', async () => {
    const { user, token } = await userSession(app, db);
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect((await profile(token)).statusCode).toBe(200);
    const [unchanged] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(unchanged?.lastSeenAt.getTime()).toBe(row?.lastSeenAt.getTime());

    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '10 minutes'` })
      .where(eq(sessions.userId, user.id));
    expect((await profile(token)).statusCode).toBe(200);
    const [moved] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(Date.now() - (moved?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('signs out one of my other devices, and answers 404 for another user’s session', async () => {
    const { user, token } = await userSession(app, db);
    const other = await loginAs(app, user.email);
    const stranger = await userSession(app, db);
    const [strangerSession] = await db.select().from(sessions).where(eq(sessions.userId, stranger.user.id));
    const list = (
      await app.inject({ method: 'GET', url: '/api/profile/sessions', headers: bearer(token) })
    ).json() as { _id: string; current: boolean }[];
    const otherId = list.find((s) => !s.current)?._id;

    const ended = await app.inject({
      method: 'DELETE',
      url: `/api/profile/sessions/${otherId}`,
      headers: bearer(token),
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: MESSAGES.profile.sessionEnded });
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(token)).statusCode).toBe(200);

    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/profile/sessions/${strangerSession?.id}`,
      headers: bearer(token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: MESSAGES.profile.sessionNotFound });
    expect((await profile(stranger.token)).statusCode).toBe(200);

    const bad = await app.inject({
      method: 'DELETE',
      url: '/api/profile/sessions/nope',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('signs out every other device and keeps this one', async () => {
    const { user, token } = await userSession(app, db);
    const others = [await loginAs(app, user.email), await loginAs(app, user.email)];
    const res = await app.inject({ method: 'DELETE', url: '/api/profile/sessions', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.profile.otherSessionsEnded });
    for (const other of others) expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(token)).statusCode).toBe(200);
  });
});

describe('an account made with a one-time password', () => {
  it('answers only the profile, the password change and logout until a new password is set', async () => {
    const { token } = await userSession(app, db, { mustChangePassword: true });
    const me = await profile(token);
    expect(me.statusCode).toBe(200);
    expect(me.json().must_change_password).toBe(true);
    const blocked = await app.inject({ method: 'GET', url: '/api/subscription/all', headers: bearer(token) });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: MESSAGES.profile.mustChangePassword });
    expect((await put(token, { name: 'Someone' })).statusCode).toBe(403);

    const changed = await changePassword(token, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/subscription/all', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect((await profile(token)).json()).not.toHaveProperty('must_change_password');
  });

  it('may still log out', async () => {
    const { token } = await userSession(app, db, { mustChangePassword: true });
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
  });

  it('leaves everyone else’s profile without the flag', async () => {
    const { token } = await userSession(app, db);
    expect((await profile(token)).json()).not.toHaveProperty('must_change_password');
  });
});

describe('POST /api/admin/user/:id/reset-link', () => {
  it("mails the user forgot-password's link and audits it", async () => {
    const admin = await createAccount(db, { role: 'admin', email: 'boss@fintrain.test' });
    const adminToken = await loginAs(app, admin.email);
    const learner = await createAccount(db, { email: 'asha@example.in' });
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/user/${learner.id}/reset-link`,
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.profile.resetLinkSent });
    await outbox.flush();
    const sent = mail.sent.find((m) => m.to === 'asha@example.in');
    const token = /https:\/\/fintrain\.test\/resetpassword\/([A-Za-z0-9_-]+)/.exec(sent?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const reset = await app.inject({
      method: 'POST',
      url: `/api/auth/resetpassword/${token}`,
      payload: { newPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('asha@example.in', NEW_PASSWORD)).statusCode).toBe(200);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'user.reset_link'));
    expect(audit).toMatchObject([{ actorId: admin.id, entityId: learner.id }]);
  });

  it('answers 404 for an unknown user and 409 for an inactive one, mailing nobody', async () => {
    const admin = await createAccount(db, { role: 'admin', email: 'boss@fintrain.test' });
    const adminToken = await loginAs(app, admin.email);
    const inactive = await createAccount(db, { email: 'gone@example.in', status: 'inactive' });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/user/00000000-0000-4000-8000-000000000000/reset-link',
      headers: bearer(adminToken),
    });
    expect(unknown.statusCode).toBe(404);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/admin/user/${inactive.id}/reset-link`,
      headers: bearer(adminToken),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MESSAGES.profile.resetLinkInactive });
    await outbox.flush();
    expect(mail.sent).toHaveLength(0);
  });
});
