import { createHash } from 'node:crypto';
import { MESSAGES } from '@contract/messages.ts';
import { NEWSLETTER_CONFIRM_TTL_SECONDS } from '@contract/vocabulary.ts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { createMailTransport } from '../mail/transport.ts';
import { adminSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { startSmtpServer } from '../test/smtp.ts';

const { app, db, mail, outbox, config } = await buildTestApp();

const ADDRESS = 'meera@example.in';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const signUp = (email = ADDRESS) =>
  app.inject({ method: 'POST', url: '/api/newsletter/signup', payload: { email } });
const confirm = (token: string) => app.inject({ method: 'GET', url: `/api/newsletter/confirm/${token}` });
const oneClick = (token: string) =>
  app.inject({
    method: 'POST',
    url: `/api/newsletter/unsubscribe/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

async function lead(email = ADDRESS) {
  const [row] = await db.select().from(leads).where(eq(leads.email, email));
  if (!row) throw new Error(`no lead for ${email}`);
  return row;
}

/** Delivers the queued mail and gives the token of the newest link to `path` in the mail to `to`. */
async function tokenMailed(path: 'confirm' | 'unsubscribe', to = ADDRESS): Promise<string> {
  await outbox.flush();
  const texts = mail.sent.filter((message) => message.to === to).map((message) => message.text);
  const token = texts
    .map((text) => new RegExp(`/newsletter/${path}/([A-Za-z0-9_-]+)`).exec(text)?.[1])
    .filter(Boolean)
    .at(-1);
  if (!token) throw new Error(`no ${path} link mailed to ${to}`);
  return token;
}

/** Signs up and confirms; gives the unsubscribe token of the welcome mail. */
async function subscribed(email = ADDRESS): Promise<string> {
  await signUp(email);
  expect((await confirm(await tokenMailed('confirm', email))).statusCode).toBe(200);
  return tokenMailed('unsubscribe', email);
}

describe('POST /api/newsletter/signup (double opt-in)', () => {
  it('stores the address as unconfirmed with only a digest of its token, and mails the confirmation link', async () => {
    const res = await signUp();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.newsletter.success });
    const token = await tokenMailed('confirm');
    expect(mail.sent).toMatchObject([
      { to: ADDRESS, subject: 'FinTrain Academy: please confirm your newsletter subscription' },
    ]);
    expect(mail.sent[0]?.text).toContain(`${config.publicUrl}/newsletter/confirm/${token}`);
    expect(mail.sent[0]?.text).toContain('valid for 7 days');
    expect(mail.sent[0]?.headers ?? null).toBeNull();
    const row = await lead();
    expect(row).toMatchObject({ status: 'unconfirmed', confirmTokenHash: sha256(token), confirmedAt: null });
    expect(JSON.stringify(row)).not.toContain(token);
    const lifetime = (row.confirmExpiresAt!.getTime() - row.confirmSentAt!.getTime()) / 1000;
    expect(lifetime).toBe(NEWSLETTER_CONFIRM_TTL_SECONDS);
    expect(row.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('mails an unconfirmed address again only after a few minutes, answering the same every time', async () => {
    await signUp();
    const first = await tokenMailed('confirm');
    const again = await signUp();
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: MESSAGES.newsletter.success });
    await outbox.flush();
    expect(mail.sent).toHaveLength(1);

    await db.update(leads).set({ confirmSentAt: sql`now() - interval '6 minutes'` });
    await signUp();
    const second = await tokenMailed('confirm');
    expect(mail.sent).toHaveLength(2);
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(404);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('sends nothing to a subscribed address and leaves it subscribed, with the same answer', async () => {
    await subscribed();
    const before = await lead();
    mail.sent.length = 0;
    await db.update(leads).set({ confirmSentAt: sql`now() - interval '1 day'` });
    const res = await signUp();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.newsletter.success });
    await outbox.flush();
    expect(mail.sent).toHaveLength(0);
    expect(await lead()).toMatchObject({ status: 'subscribed', confirmedAt: before.confirmedAt });
  });

  it('mails one link when the same address signs up many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => signUp()));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    await outbox.flush();
    expect(mail.sent).toHaveLength(1);
    expect(await db.select().from(leads)).toHaveLength(1);
  });

  it('asks an address that unsubscribed to confirm again before anything else is sent', async () => {
    const leave = await subscribed();
    expect((await oneClick(leave)).statusCode).toBe(200);
    mail.sent.length = 0;
    await db.update(leads).set({ confirmSentAt: sql`now() - interval '1 day'` });
    await signUp();
    const token = await tokenMailed('confirm');
    expect(mail.sent).toHaveLength(1);
    expect(await lead()).toMatchObject({ status: 'unconfirmed' });
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await lead()).toMatchObject({
      status: 'subscribed',
      unsubscribedAt: null,
      unsubscribeToken: leave,
    });
  });
});

describe('GET /api/newsletter/confirm/:token', () => {
  it('confirms the lead once, clears the token and mails the welcome with its unsubscribe link and headers', async () => {
    await signUp();
    const res = await confirm(await tokenMailed('confirm'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.newsletter.confirmed });
    const row = await lead();
    expect(row).toMatchObject({ status: 'subscribed', confirmTokenHash: null, confirmExpiresAt: null });
    expect(row.confirmedAt).toBeInstanceOf(Date);
    await outbox.flush();
    const welcome = mail.sent.at(-1);
    expect(welcome?.subject).toBe('Welcome to the FinTrain Academy newsletter');
    expect(welcome?.text).toContain(`${config.publicUrl}/newsletter/unsubscribe/${row.unsubscribeToken}`);
    expect(welcome?.headers).toEqual({
      'List-Unsubscribe': `<${config.publicUrl}/api/newsletter/unsubscribe/${row.unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('answers 404 for a used link and changes nothing', async () => {
    await signUp();
    const token = await tokenMailed('confirm');
    await confirm(token);
    const before = await lead();
    const res = await confirm(token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.newsletter.confirmInvalid });
    expect(await lead()).toEqual(before);
  });

  it('answers 404 for an expired link and leaves the lead unconfirmed', async () => {
    await signUp();
    const token = await tokenMailed('confirm');
    await db.update(leads).set({ confirmExpiresAt: sql`now() - interval '1 second'` });
    const before = await lead();
    const res = await confirm(token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.newsletter.confirmInvalid });
    expect(await lead()).toEqual(before);
    await outbox.flush();
    expect(mail.sent).toHaveLength(1);
  });

  it('answers 404 for a token it never sent, or one of another kind, and 400 for one that cannot be a token', async () => {
    await signUp();
    const before = await lead();
    for (const token of ['x'.repeat(43), before.unsubscribeToken!]) {
      const res = await confirm(token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.newsletter.confirmInvalid });
    }
    for (const token of ['not%20a%20token', 'dots.are.not.base64url']) {
      expect((await confirm(token)).statusCode).toBe(400);
    }
    expect(await lead()).toEqual(before);
  });

  it('confirms once when the link is opened many times at once: one change, one welcome mail', async () => {
    await signUp();
    const token = await tokenMailed('confirm');
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(token)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array(9).fill(404)]);
    await outbox.flush();
    expect(mail.sent.filter((message) => message.subject.startsWith('Welcome'))).toHaveLength(1);
  });
});

describe('unsubscribing', () => {
  it('GET on the List-Unsubscribe address sends the browser to the page with the button; 404 for an unknown token', async () => {
    const token = await subscribed();
    const res = await app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe/${token}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/newsletter/unsubscribe/${token}`);
    expect(await lead()).toMatchObject({ status: 'subscribed' });
    const unknown = await app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe/${'y'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MESSAGES.newsletter.unsubscribeInvalid });
  });

  it('takes the RFC 8058 one-click POST without a session, and a second one keeps the first time', async () => {
    const token = await subscribed();
    const res = await oneClick(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.newsletter.unsubscribed });
    const first = await lead();
    expect(first).toMatchObject({ status: 'unsubscribed' });
    expect(first.unsubscribedAt).toBeInstanceOf(Date);
    expect((await oneClick(token)).statusCode).toBe(200);
    expect(await lead()).toEqual(first);
    mail.sent.length = 0;
    await outbox.flush();
    expect(mail.sent).toHaveLength(0);
  });

  it('takes the same POST as multipart/form-data or as JSON from the site page', async () => {
    const multipart = await subscribed('a@example.in');
    const json = await subscribed('b@example.in');
    const boundary = 'x1y2';
    const byForm = await app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${multipart}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(byForm.statusCode).toBe(200);
    const byJson = await app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${json}`,
      payload: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(byJson.statusCode).toBe(200);
    expect((await lead('a@example.in')).status).toBe('unsubscribed');
    expect((await lead('b@example.in')).status).toBe('unsubscribed');
  });

  it('takes a POST with no body at all', async () => {
    const token = await subscribed();
    const res = await app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe/${token}` });
    expect(res.statusCode).toBe(200);
    expect((await lead()).status).toBe('unsubscribed');
  });

  it('cancels a pending confirmation, answers 404 for an unknown token and 400 for a wrong body', async () => {
    await signUp();
    const pending = await tokenMailed('confirm');
    const row = await lead();
    expect((await oneClick(row.unsubscribeToken!)).statusCode).toBe(200);
    expect((await confirm(pending)).statusCode).toBe(404);
    expect((await lead()).status).toBe('unsubscribed');

    const unknown = await oneClick('z'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MESSAGES.newsletter.unsubscribeInvalid });
    const wrong = await app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${row.unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=Later',
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('leaves the other forms closed to form posts', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/newsletter/signup',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${ADDRESS}`,
    });
    expect(res.statusCode).toBe(415);
    expect(await db.select().from(leads)).toHaveLength(0);
  });
});

describe('the admin Leads list', () => {
  it('shows a newsletter lead as unconfirmed, then subscribed, then unsubscribed', async () => {
    const { headers } = await adminSession(app, db);
    const statusInList = async () => {
      const res = await app.inject({ method: 'GET', url: '/api/admin/lead/all?kind=newsletter', headers });
      expect(res.statusCode).toBe(200);
      return res.json().map((row: { email: string; status: string }) => [row.email, row.status]);
    };
    await signUp();
    expect(await statusInList()).toEqual([[ADDRESS, 'unconfirmed']]);
    await confirm(await tokenMailed('confirm'));
    expect(await statusInList()).toEqual([[ADDRESS, 'subscribed']]);
    await oneClick(await tokenMailed('unsubscribe'));
    expect(await statusInList()).toEqual([[ADDRESS, 'unsubscribed']]);
  });
});

describe('a newsletter mailing over SMTP', () => {
  it('arrives with List-Unsubscribe, List-Unsubscribe-Post and the unsubscribe link', async () => {
    const smtp = await startSmtpServer();
    try {
      const transport = createMailTransport({
        smtpUrl: smtp.url,
        from: 'FinTrain Academy <no-reply@fintrain.in>',
        dataDir: '/nonexistent',
        log: createLogger('silent'),
      });
      const viaSmtp = await buildTestApp({}, { transport, scope: 'test' });
      await viaSmtp.app.inject({
        method: 'POST',
        url: '/api/newsletter/signup',
        payload: { email: ADDRESS },
      });
      await viaSmtp.outbox.flush();
      const token = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(smtp.received[0]?.text ?? '')?.[1];
      await viaSmtp.app.inject({ method: 'GET', url: `/api/newsletter/confirm/${token}` });
      await viaSmtp.outbox.flush();
      transport.close();

      const { unsubscribeToken } = await lead();
      const welcome = smtp.received.find((received) => received.subject.startsWith('Welcome'));
      expect(welcome?.to).toEqual([ADDRESS]);
      expect(welcome?.headers['list-unsubscribe']).toBe(
        `<${viaSmtp.config.publicUrl}/api/newsletter/unsubscribe/${unsubscribeToken}>`,
      );
      expect(welcome?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(welcome?.text).toContain(
        `${viaSmtp.config.publicUrl}/newsletter/unsubscribe/${unsubscribeToken}`,
      );
      expect(smtp.received[0]?.headers['list-unsubscribe']).toBeUndefined();
    } finally {
      await smtp.close();
    }
  });
});
