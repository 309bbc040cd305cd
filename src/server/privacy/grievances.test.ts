import { MESSAGES } from '@contract/messages.ts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, grievances } from '../db/schema.ts';
import { adminSession, userSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { grievanceDueFlag } from './grievance-presenter.ts';

const { app, db, mail, outbox } = await buildTestApp();
const DAY = 24 * 60 * 60 * 1000;
const year = Number(
  new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date()),
);

const file = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/api/privacy/grievance', headers, payload });

describe('POST /api/privacy/grievance', () => {
  it('acknowledges a grievance at once with its reference number, due in 90 days, and mails it', async () => {
    const learner = await userSession(app, db, { name: 'Asha Rao' });
    const res = await file(learner.headers, { subject: 'My data', message: 'Please tell me what you hold.' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const number = `GRV-${year}-000001`;
    expect(body.message).toBe(MESSAGES.privacyRights.grievanceFiled(number));
    expect(body.grievance).toMatchObject({ number, subject: 'My data', status: 'open', reply: null });
    const due = new Date(body.grievance.due_at).getTime() - new Date(body.grievance.filed_at).getTime();
    expect(due).toBe(90 * DAY);
    await outbox.flush();
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({ to: learner.user.email });
    expect(mail.sent[0]!.subject).toContain(number);

    const mine = await app.inject({
      method: 'GET',
      url: '/api/privacy/grievances',
      headers: learner.headers,
    });
    expect(mine.json()).toEqual([body.grievance]);
  });

  it('numbers 20 grievances filed at once 1 to 20, without a gap or a duplicate', async () => {
    const learners = await Promise.all(Array.from({ length: 4 }, () => userSession(app, db)));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        file(learners[i % 4]!.headers, { subject: `S${i}`, message: 'm' }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => r.json().grievance.number as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `GRV-${year}-${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('refuses an empty subject (400) and an anonymous caller (401)', async () => {
    const learner = await userSession(app, db);
    const empty = await file(learner.headers, { subject: ' ', message: 'm' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Subject is required.' });
    expect((await file({}, { subject: 's', message: 'm' })).statusCode).toBe(401);
    expect(await db.select().from(grievances)).toHaveLength(0);
  });
});

describe('the admin grievances', () => {
  it('lists grievances with due-date flags, searchable and paged', async () => {
    const { headers } = await adminSession(app, db);
    const learner = await userSession(app, db, { name: 'Ravi Kumar' });
    for (const subject of ['Old one', 'Near one', 'New one'])
      await file(learner.headers, { subject, message: 'm' });
    await db.execute(
      sql`update grievances set filed_at = now() - interval '100 days', due_at = now() - interval '10 days' where subject = 'Old one'`,
    );
    await db.execute(
      sql`update grievances set filed_at = now() - interval '80 days', due_at = now() + interval '10 days' where subject = 'Near one'`,
    );
    const res = await app.inject({ method: 'GET', url: '/api/admin/grievance/all?page=1&limit=10', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.json().map((g: { subject: string; due_flag: string }) => [g.subject, g.due_flag])).toEqual([
      ['New one', 'on_time'],
      ['Near one', 'due_soon'],
      ['Old one', 'overdue'],
    ]);
    expect(res.json()[0]).toMatchObject({ name: 'Ravi Kumar', email: learner.user.email });
    const found = await app.inject({ method: 'GET', url: '/api/admin/grievance/all?q=ravi', headers });
    expect(found.json()).toHaveLength(3);
    const byNumber = await app.inject({
      method: 'GET',
      url: `/api/admin/grievance/all?q=GRV-${year}-000002`,
      headers,
    });
    expect(byNumber.json().map((g: { subject: string }) => g.subject)).toEqual(['Near one']);
    const paged = await app.inject({
      method: 'GET',
      url: '/api/admin/grievance/all?page=2&limit=2',
      headers,
    });
    expect(paged.json().map((g: { subject: string }) => g.subject)).toEqual(['Old one']);
  });

  it('answers a grievance: mailed to the learner, audited, shown to the learner, answered once', async () => {
    const admin = await adminSession(app, db);
    const learner = await userSession(app, db);
    const filed = (await file(learner.headers, { subject: 'Erase my leads', message: 'Please.' })).json()
      .grievance;
    await outbox.flush();
    mail.sent.length = 0;
    const url = `/api/admin/grievance/${filed._id}/reply`;
    const res = await app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { reply: 'Done today.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'answered', reply: 'Done today.', due_flag: 'on_time' });
    await outbox.flush();
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({ to: learner.user.email });
    expect(mail.sent[0]!.text).toContain('Done today.');
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'grievance.reply'))).toMatchObject([
      { actorId: admin.user.id, entityId: filed._id, after: { status: 'answered', reply: 'Done today.' } },
    ]);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/privacy/grievances',
      headers: learner.headers,
    });
    expect(mine.json()[0]).toMatchObject({ status: 'answered', reply: 'Done today.' });

    const again = await app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { reply: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.privacyRights.grievanceAnswered });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/grievance/0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f/reply',
      headers: admin.headers,
      payload: { reply: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('grievanceDueFlag', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('flags an open grievance due within 15 days, or past due; never an answered one', () => {
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    expect(grievanceDueFlag({ status: 'open', dueAt: at(16) }, now)).toBe('on_time');
    expect(grievanceDueFlag({ status: 'open', dueAt: at(15) }, now)).toBe('due_soon');
    expect(grievanceDueFlag({ status: 'open', dueAt: at(-0.01) }, now)).toBe('overdue');
    expect(grievanceDueFlag({ status: 'answered', dueAt: at(-5) }, now)).toBe('on_time');
  });
});
