import { describe, expect, it } from 'vitest';
import { privacyNominees } from '../db/schema.ts';
import { userSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db, mail, outbox } = await buildTestApp();
const url = '/api/privacy/nominee';
const nominee = { name: 'Meera Rao', email: 'Meera@Example.in', relationship: 'Mother' };

describe('the nominee (GET, PUT, DELETE /api/privacy/nominee)', () => {
  it('is none at first, is saved and shown, and the nominee is told by mail once', async () => {
    const learner = await userSession(app, db, { name: 'Asha Rao' });
    expect((await app.inject({ method: 'GET', url, headers: learner.headers })).json()).toBeNull();
    const saved = await app.inject({ method: 'PUT', url, headers: learner.headers, payload: nominee });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Meera Rao',
      email: 'meera@example.in',
      relationship: 'Mother',
    });
    expect((await app.inject({ method: 'GET', url, headers: learner.headers })).json()).toEqual(saved.json());
    await outbox.flush();
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({ to: 'meera@example.in' });
    expect(mail.sent[0]!.text).toContain('Asha Rao has named you (Mother)');
    // The same details again: nobody is mailed twice.
    await app.inject({ method: 'PUT', url, headers: learner.headers, payload: nominee });
    await outbox.flush();
    expect(mail.sent).toHaveLength(1);
  });

  it('is removed by DELETE, and each learner sees only their own', async () => {
    const learner = await userSession(app, db);
    const other = await userSession(app, db);
    await app.inject({ method: 'PUT', url, headers: learner.headers, payload: nominee });
    expect((await app.inject({ method: 'GET', url, headers: other.headers })).json()).toBeNull();
    const removed = await app.inject({ method: 'DELETE', url, headers: learner.headers });
    expect(removed.statusCode).toBe(200);
    expect(await db.select().from(privacyNominees)).toHaveLength(0);
  });

  it('refuses a bad e-mail (400) and an anonymous caller (401)', async () => {
    const learner = await userSession(app, db);
    const bad = await app.inject({
      method: 'PUT',
      url,
      headers: learner.headers,
      payload: { ...nominee, email: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
