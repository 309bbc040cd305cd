import { MESSAGES } from '@contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { auditLog, contactMessages } from '../db/schema.ts';
import { adminSession, createContactMessage } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db } = await buildTestApp();

describe('admin contact messages', () => {
  it('lists messages newest first with the spec fields, searches name, e-mail or message', async () => {
    const { headers } = await adminSession(app, db);
    await createContactMessage(db, {
      name: 'Older',
      message: 'About SIP plans',
      submittedAt: new Date('2026-01-01'),
    });
    await createContactMessage(db, {
      name: 'Newer',
      email: 'newer@example.in',
      submittedAt: new Date('2026-02-01'),
    });
    const res = await app.inject({ method: 'GET', url: '/api/admin/contact/messages', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()[0]).toEqual({
      _id: expect.any(String),
      name: 'Newer',
      email: 'newer@example.in',
      subject: 'Question',
      message: 'Hello',
      submitted_at: '2026-02-01T00:00:00.000Z',
    });
    const byMessage = await app.inject({ method: 'GET', url: '/api/admin/contact/messages?q=sip', headers });
    expect(byMessage.json().map((m: { name: string }) => m.name)).toEqual(['Older']);
    const byEmail = await app.inject({ method: 'GET', url: '/api/admin/contact/messages?q=NEWER@', headers });
    expect(byEmail.json()).toHaveLength(1);
  });

  it('deletes a message and audits it; an unknown id is 404', async () => {
    const { headers, user } = await adminSession(app, db);
    const message = await createContactMessage(db);
    const res = await app.inject({ method: 'DELETE', url: `/api/admin/contact/${message.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.admin.contactDeleted });
    expect(await db.select().from(contactMessages)).toHaveLength(0);
    expect(await db.select().from(auditLog)).toMatchObject([
      { action: 'contact.delete', entityId: message.id, actorId: user.id, after: null },
    ]);
    const again = await app.inject({ method: 'DELETE', url: `/api/admin/contact/${message.id}`, headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: MESSAGES.admin.contactNotFound });
  });
});
