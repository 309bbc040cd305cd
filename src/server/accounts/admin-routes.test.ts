import { MESSAGES } from '@contract/messages.ts';
import { UserSchema } from '@contract/user.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, subscriptions, users } from '../db/schema.ts';
import {
  adminSession,
  createProgram,
  createSubscription,
  createUser,
  userSession,
} from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { verifyPassword } from './password.ts';

const { app, db } = await buildTestApp();

const newUser = {
  name: 'Pooja Nair',
  email: 'Pooja.Nair@Example.in',
  mobile: '9876501234',
  password: 'steady-compounding',
  status: 'active',
  role: 'user',
};

describe('GET /api/admin/user/all', () => {
  it('returns every user without passwords, newest first, with X-Total-Count', async () => {
    const { headers } = await adminSession(app, db, { createdOn: new Date('2025-01-01') });
    await createUser(db, { name: 'Older', createdOn: new Date('2025-06-01') });
    await createUser(db, { name: 'Newer', createdOn: new Date('2026-06-01') });
    const res = await app.inject({ method: 'GET', url: '/api/admin/user/all', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.json().map((u: { name: string }) => u.name)).toEqual(['Newer', 'Older', 'Admin']);
    for (const user of res.json()) UserSchema.strict().parse(user);
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it('pages and searches case-insensitively on name or e-mail in the database', async () => {
    const { headers } = await adminSession(app, db, { name: 'Site Admin', email: 'root@fintrain.test' });
    for (let i = 1; i <= 12; i += 1) {
      await createUser(db, {
        name: `Learner ${i}`,
        email: `learner${i}@example.in`,
        createdOn: new Date(2026, 0, i),
      });
    }
    await createUser(db, { name: 'Ramesh Iyer', email: 'r.iyer@mail.in', createdOn: new Date(2026, 1, 1) });

    const page2 = await app.inject({ method: 'GET', url: '/api/admin/user/all?page=2&limit=5', headers });
    expect(page2.headers['x-total-count']).toBe('14');
    // Page 1 holds the admin (created now), Ramesh, Learners 12 to 10.
    expect(page2.json().map((u: { name: string }) => u.name)).toEqual([
      'Learner 9',
      'Learner 8',
      'Learner 7',
      'Learner 6',
      'Learner 5',
    ]);

    // Pages past the middle are read from the other end of the index: same rows, same order.
    const last = await app.inject({ method: 'GET', url: '/api/admin/user/all?page=3&limit=5', headers });
    expect(last.json().map((u: { name: string }) => u.name)).toEqual([
      'Learner 4',
      'Learner 3',
      'Learner 2',
      'Learner 1',
    ]);
    const beyond = await app.inject({ method: 'GET', url: '/api/admin/user/all?page=4&limit=5', headers });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('14');

    const byName = await app.inject({
      method: 'GET',
      url: '/api/admin/user/all?q=rAmEsH&page=1&limit=5',
      headers,
    });
    expect(byName.headers['x-total-count']).toBe('1');
    expect(byName.json()[0].email).toBe('r.iyer@mail.in');
    const byEmail = await app.inject({ method: 'GET', url: '/api/admin/user/all?q=EXAMPLE.IN', headers });
    expect(byEmail.headers['x-total-count']).toBe('12');
    // % and _ are searched for literally, not as wildcards.
    const literal = await app.inject({ method: 'GET', url: '/api/admin/user/all?q=%25', headers });
    expect(literal.json()).toEqual([]);
  });

  it.each([
    ['page=0', 'page must be a whole number from 1.'],
    ['page=abc', 'page must be a whole number from 1.'],
    ['limit=101', 'limit must be a whole number from 1 to 100.'],
    [`q=${'x'.repeat(201)}`, 'The search text must be at most 200 characters.'],
  ])('rejects ?%s with 400', async (query, message) => {
    const { headers } = await adminSession(app, db);
    const res = await app.inject({ method: 'GET', url: `/api/admin/user/all?${query}`, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('POST /api/admin/user/add', () => {
  it('creates the user with a hashed password, answers 201 without any password field, and audits', async () => {
    const { headers, user: admin } = await adminSession(app, db);
    const res = await app.inject({ method: 'POST', url: '/api/admin/user/add', headers, payload: newUser });
    expect(res.statusCode).toBe(201);
    const body = UserSchema.strict().parse(res.json());
    expect(body).toMatchObject({
      name: 'Pooja Nair',
      email: 'pooja.nair@example.in',
      role: 'user',
      status: 'active',
    });
    const [row] = await db.select().from(users).where(eq(users.id, body._id));
    expect(await verifyPassword(row!.passwordHash, 'steady-compounding')).toBe(true);
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ actorId: admin.id, action: 'user.add', entityId: body._id, before: null });
    expect(JSON.stringify(audit?.after)).not.toMatch(/password|argon2/);
  });

  it('answers 409 for an e-mail that already has an account', async () => {
    const { headers } = await adminSession(app, db);
    await createUser(db, { email: 'pooja.nair@example.in' });
    const res = await app.inject({ method: 'POST', url: '/api/admin/user/add', headers, payload: newUser });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.admin.emailTaken });
  });

  it.each([
    [{ password: 'short' }, 'Password must be at least 8 characters.'],
    [{ password: 'password123' }, MESSAGES.auth.commonPassword],
    [{ email: 'nope' }, 'Enter a valid email address.'],
    [{ role: 'superuser' }, "role must be 'user', 'admin' or 'instructor'."],
    [{ status: 'banned' }, "status must be 'active' or 'inactive'."],
    [{ mobile: '555' }, 'Enter a valid 10-digit Indian mobile number (optionally with +91).'],
    [{ name: '' }, 'Name is required.'],
  ])('rejects %j with 400 and creates nothing', async (change, message) => {
    const { headers } = await adminSession(app, db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/user/add',
      headers,
      payload: { ...newUser, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await db.select().from(users).where(eq(users.email, 'pooja.nair@example.in'))).toHaveLength(0);
  });

  it('accepts an empty mobile number', async () => {
    const { headers } = await adminSession(app, db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/user/add',
      headers,
      payload: { ...newUser, mobile: '' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().mobile).toBeNull();
  });
});

describe('PUT /api/admin/user/:id', () => {
  it('edits a user, keeps their subscriptions in step, and audits before and after', async () => {
    const { headers } = await adminSession(app, db);
    const learner = await createUser(db, { name: 'Old Name', email: 'old@example.in' });
    const program = await createProgram(db);
    await createSubscription(db, learner, program);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/user/${learner.id}`,
      headers,
      payload: {
        name: 'New Name',
        email: 'new@example.in',
        mobile: '+919812345678',
        status: 'active',
        role: 'user',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'New Name', email: 'new@example.in', mobile: '9812345678' });
    expect(await db.select().from(subscriptions)).toMatchObject([
      { userName: 'New Name', userEmail: 'new@example.in' },
    ]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'user.edit'));
    expect(audit?.before).toMatchObject({ name: 'Old Name', email: 'old@example.in' });
    expect(audit?.after).toMatchObject({ name: 'New Name', email: 'new@example.in' });
  });

  it('deactivating a user ends their sessions at once', async () => {
    const { headers } = await adminSession(app, db);
    const learner = await userSession(app, db);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/user/${learner.user.id}`,
      headers,
      payload: { name: learner.user.name, email: learner.user.email, status: 'inactive', role: 'user' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/profile', headers: learner.headers })).statusCode,
    ).toBe(401);
  });

  it('promoting a user to admin opens the admin area to them on their next request', async () => {
    const { headers } = await adminSession(app, db);
    const learner = await userSession(app, db);
    const before = await app.inject({ method: 'GET', url: '/api/admin/analytics', headers: learner.headers });
    expect(before.statusCode).toBe(403);
    await app.inject({
      method: 'PUT',
      url: `/api/admin/user/${learner.user.id}`,
      headers,
      payload: { name: learner.user.name, email: learner.user.email, status: 'active', role: 'admin' },
    });
    const after = await app.inject({ method: 'GET', url: '/api/admin/analytics', headers: learner.headers });
    expect(after.statusCode).toBe(200);
  });

  it('answers 409 for an e-mail another account uses, 404 for an unknown user, 400 for a bad id', async () => {
    const { headers } = await adminSession(app, db);
    const learner = await createUser(db);
    await createUser(db, { email: 'taken@example.in' });
    const payload = { name: 'X', email: 'TAKEN@example.in', status: 'active', role: 'user' };
    const taken = await app.inject({ method: 'PUT', url: `/api/admin/user/${learner.id}`, headers, payload });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: MESSAGES.admin.emailTaken });
    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/admin/user/0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f',
      headers,
      payload: { ...payload, email: 'free@example.in' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MESSAGES.admin.userNotFound });
    const badId = await app.inject({ method: 'PUT', url: '/api/admin/user/123', headers, payload });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ message: 'The id is not valid.' });
  });

  it.each([[{ role: 'user', status: 'active' }], [{ role: 'admin', status: 'inactive' }]])(
    'an admin cannot demote or deactivate themselves (%j)',
    async (change) => {
      const { headers, user } = await adminSession(app, db);
      await adminSession(app, db);
      const res = await app.inject({
        method: 'PUT',
        url: `/api/admin/user/${user.id}`,
        headers,
        payload: { name: user.name, email: user.email, ...change },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MESSAGES.admin.selfDemote });
      expect((await db.select().from(users).where(eq(users.id, user.id)))[0]).toMatchObject({
        role: 'admin',
        status: 'active',
      });
    },
  );

  it('two admins demoting each other at once leave one active admin', async () => {
    const a = await adminSession(app, db, { email: 'a@fintrain.test' });
    const b = await adminSession(app, db, { email: 'b@fintrain.test' });
    const demote = (actor: typeof a, target: typeof b) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/user/${target.user.id}`,
        headers: actor.headers,
        payload: { name: target.user.name, email: target.user.email, status: 'active', role: 'user' },
      });
    const answers = await Promise.all([demote(a, b), demote(b, a)]);
    // Exactly one demotion wins. The other is refused as the last admin (409) or, when the first
    // committed before it passed the admin gate, because its actor is no longer an admin (403).
    const [won, refused] = answers.map((r) => r.statusCode).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(refused);
    const admins = await db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });
});

describe('DELETE /api/admin/user/:id', () => {
  it('deletes the user, ends their sessions, keeps their subscriptions and audits', async () => {
    const { headers } = await adminSession(app, db);
    const learner = await userSession(app, db, { name: 'Leaving Learner' });
    const program = await createProgram(db);
    await createSubscription(db, learner.user, program, { status: 'active' });

    const res = await app.inject({ method: 'DELETE', url: `/api/admin/user/${learner.user.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.admin.userDeleted });
    expect(await db.select().from(users).where(eq(users.id, learner.user.id))).toHaveLength(0);
    expect(
      (await app.inject({ method: 'GET', url: '/api/profile', headers: learner.headers })).statusCode,
    ).toBe(401);
    expect(await db.select().from(subscriptions)).toMatchObject([
      { userId: null, userName: 'Leaving Learner', status: 'active' },
    ]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'user.delete'));
    expect(audit).toMatchObject({ entityId: learner.user.id, after: null });
    expect(audit?.before).toMatchObject({ name: 'Leaving Learner' });
  });

  it('an admin cannot delete their own account', async () => {
    const { headers, user } = await adminSession(app, db);
    const res = await app.inject({ method: 'DELETE', url: `/api/admin/user/${user.id}`, headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.admin.selfDelete });
  });

  it('two admins deleting each other at once leave one active admin', async () => {
    const a = await adminSession(app, db);
    const b = await adminSession(app, db);
    const answers = await Promise.all([
      app.inject({ method: 'DELETE', url: `/api/admin/user/${b.user.id}`, headers: a.headers }),
      app.inject({ method: 'DELETE', url: `/api/admin/user/${a.user.id}`, headers: b.headers }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, expect.any(Number)]);
    expect(await db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
  });

  it('answers 404 for an unknown user', async () => {
    const { headers } = await adminSession(app, db);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/admin/user/0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f',
      headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
