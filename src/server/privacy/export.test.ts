import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { leads } from '../db/schema.ts';
import {
  adminSession,
  createContactMessage,
  createNotification,
  createProgram,
  createSubscription,
  userSession,
} from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { multipartBody } from '../test/media.ts';
import { createInvoicedPayment } from '../test/payment-factories.ts';

const { app, db } = await buildTestApp();

const exportOf = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/privacy/export', headers });

function unzip(body: Buffer): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(body));
}
const read = (files: Record<string, Uint8Array>, name: string) =>
  JSON.parse(new TextDecoder().decode(files[name]));

describe('GET /api/privacy/export', () => {
  it('answers a ZIP of everything held about the caller, with the PDFs of invoices and certificates', async () => {
    const admin = await adminSession(app, db);
    const learner = await userSession(app, db, { name: 'Kiran Export' });
    const { email } = learner.user;
    const program = await createProgram(db, { title: 'Swing Trading' });
    const { invoice } = await createInvoicedPayment(db, { user: learner.user });
    await db
      .insert(leads)
      .values({ kind: 'offer', email, name: 'Kiran', consentToContact: true, status: 'new' });
    await createContactMessage(db, { email, message: 'When does the batch start?' });
    await app.inject({
      method: 'POST',
      url: '/api/admin/certificate',
      headers: admin.headers,
      payload: { user_id: learner.user.id, program_id: program.id },
    });
    await app.inject({
      method: 'POST',
      url: '/api/privacy/grievance',
      headers: learner.headers,
      payload: { subject: 'Export', message: 'm' },
    });
    const consented = await app.inject({
      method: 'PUT',
      url: '/api/privacy/consents',
      headers: learner.headers,
      payload: { marketing_email: true },
    });
    expect(consented.statusCode).toBe(200);
    await createNotification(db, learner.user, { kind: 'mention', title: 'Ravi mentioned you' });
    await createSubscription(db, learner.user, program, { status: 'active' });
    const journaled = await app.inject({
      method: 'POST',
      url: '/api/journal',
      headers: learner.headers,
      payload: {
        program_id: program.id,
        symbol: 'INFY',
        side: 'long',
        quantity: 10,
        entry_date: '2026-06-01',
        exit_date: '2026-06-03',
        entry_price: '100.00',
        exit_price: '104.00',
      },
    });
    expect(journaled.statusCode, journaled.body).toBe(201);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(32, 7),
    ]);
    const upload = await multipartBody('file', 'chart.png', png, 'image/png');
    const pictured = await app.inject({
      method: 'PUT',
      url: `/api/journal/${journaled.json()._id}/picture`,
      headers: { ...learner.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(pictured.statusCode, pictured.body).toBe(200);
    const posted = await app.inject({
      method: 'POST',
      url: `/api/community/${program.id}/threads`,
      headers: learner.headers,
      payload: { title: 'How wide should a stop be?', body: '<p>In the replay, I mean.</p>' },
    });
    expect([201, 202]).toContain(posted.statusCode);

    const res = await exportOf(learner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="fintrain-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzip(res.rawPayload);
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'sign-ins.json',
        'subscriptions.json',
        'payments.json',
        'invoices.json',
        'course-progress.json',
        'quiz-attempts.json',
        'certificates.json',
        'simulator-accounts.json',
        'simulator-orders.json',
        'leads.json',
        'contact-messages.json',
        'grievances.json',
        'nominee.json',
        'consents.json',
        'consent-history.json',
        'guardian.json',
        'notifications.json',
        'journal.json',
        'community.json',
      ]),
    );
    const profile = read(files, 'profile.json');
    expect(profile).toMatchObject({ id: learner.user.id, name: 'Kiran Export', email });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(read(files, 'sign-ins.json')[0]).not.toHaveProperty('tokenHash');
    expect(read(files, 'payments.json')).toHaveLength(1);
    expect(read(files, 'invoices.json')).toMatchObject([{ number: invoice.number }]);
    expect(read(files, 'leads.json')).toMatchObject([{ kind: 'offer', email }]);
    expect(read(files, 'leads.json')[0]).not.toHaveProperty('unsubscribeToken');
    expect(read(files, 'contact-messages.json')).toMatchObject([{ message: 'When does the batch start?' }]);
    expect(read(files, 'certificates.json')).toMatchObject([{ programTitle: 'Swing Trading' }]);
    expect(read(files, 'grievances.json')).toMatchObject([{ subject: 'Export' }]);
    expect(read(files, 'consents.json')).toMatchObject([{ purpose: 'marketing_email', granted: true }]);
    expect(read(files, 'consent-history.json')).toEqual(
      expect.arrayContaining([expect.objectContaining({ purpose: 'marketing_email', action: 'granted' })]),
    );
    expect(read(files, 'guardian.json')).toEqual([]);
    expect(read(files, 'notifications.json')).toMatchObject({
      notifications: [{ kind: 'mention', title: 'Ravi mentioned you', readAt: null }],
      emailChoices: [],
    });
    expect(read(files, 'journal.json')).toMatchObject({
      trades: [{ symbol: 'INFY', source: 'manual', quantity: 10 }],
      comments: [],
      weeklyReviews: [],
    });
    expect(read(files, 'journal.json').trades[0]).not.toHaveProperty('userId');
    expect(names).toContain(`journal-pictures/${journaled.json()._id}.png`);
    expect(read(files, 'community.json')).toMatchObject({
      posts: [{ threadTitle: 'How wide should a stop be?', bodyText: 'In the replay, I mean.' }],
      votes: [],
      reports: [],
    });
    const pdfs = names.filter((name) => name.endsWith('.pdf'));
    expect(pdfs).toHaveLength(2);
    for (const pdf of pdfs) expect(new TextDecoder().decode(files[pdf]!.slice(0, 5))).toBe('%PDF-');
  });

  it("holds only the caller's data: another learner's export has none of it", async () => {
    const one = await userSession(app, db, { name: 'First Learner' });
    const other = await userSession(app, db);
    await createInvoicedPayment(db, { user: one.user });
    await createContactMessage(db, { email: one.user.email });
    const files = unzip((await exportOf(other.headers)).rawPayload);
    expect(read(files, 'profile.json').email).toBe(other.user.email);
    expect(read(files, 'payments.json')).toEqual([]);
    expect(read(files, 'contact-messages.json')).toEqual([]);
    expect(Object.keys(files).some((name) => name.endsWith('.pdf'))).toBe(false);
    expect(JSON.stringify(Object.values(files).map((f) => new TextDecoder().decode(f)))).not.toContain(
      one.user.email,
    );
  });

  it('answers 401 without a session', async () => {
    const res = await exportOf({});
    expect(res.statusCode).toBe(401);
  });
});
