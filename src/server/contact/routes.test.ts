import { MESSAGES } from '@contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../db/schema.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db, mail, outbox } = await buildTestApp({ SUPPORT_EMAIL: 'support@fintrain.test' });

const valid = {
  name: 'Priya Sharma',
  email: ' Priya.Sharma@Example.IN ',
  subject: 'Batch timings',
  message: 'When does the next Swing Trader batch start?',
};

const submit = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/contact/submit', payload: payload as object });

describe('POST /api/contact/submit', () => {
  it('stores the message, answers 201 with the success text and mails the support inbox', async () => {
    const res = await submit(valid);

    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.contact.success });
    const rows = await db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Priya Sharma',
      email: 'priya.sharma@example.in',
      subject: 'Batch timings',
      message: 'When does the next Swing Trader batch start?',
    });

    await outbox.flush();
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({
      to: 'support@fintrain.test',
      replyTo: 'priya.sharma@example.in',
      subject: 'New contact message: Batch timings',
    });
    expect(mail.sent[0]?.text).toContain('When does the next Swing Trader batch start?');
    // Once sent, the outbox keeps no copy of the body.
    const [queued] = await db.select().from(mailOutbox);
    expect(queued).toMatchObject({ status: 'sent', textBody: null, htmlBody: null });
  });

  it('escapes what the visitor typed in the HTML part of the notification', async () => {
    await submit({ ...valid, message: '<img src=x onerror=alert(1)>' });
    await outbox.flush();
    const html = mail.sent.at(-1)?.html ?? '';
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });

  it.each([
    [{ ...valid, name: undefined }, 'Name is required.'],
    [{ ...valid, name: '   ' }, 'Name is required.'],
    [{ ...valid, email: 'not-an-email' }, 'Enter a valid email address.'],
    [{ ...valid, email: undefined }, 'Email is required.'],
    [{ ...valid, subject: '' }, 'Subject is required.'],
    [{ ...valid, message: undefined }, 'Message is required.'],
    [{ ...valid, message: 42 }, 'Message must be text.'],
    [{ ...valid, name: 'n'.repeat(101) }, 'Name must be at most 100 characters.'],
    [{ ...valid, message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters.'],
    [[valid], 'The request body must be a JSON object.'],
  ])('rejects %j with 400 and stores nothing', async (payload, message) => {
    const res = await submit(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await db.select().from(contactMessages)).toHaveLength(0);
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact/submit',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Priya",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('rejects a body that is not JSON with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact/submit',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Send the request body as application/json.' });
  });

  it('rejects a body over 100 KB with 413', async () => {
    const res = await submit({ ...valid, message: 'x'.repeat(110 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MESSAGES.generic.tooLarge });
    expect(await db.select().from(contactMessages)).toHaveLength(0);
  });
});
