import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { sharedTestDatabase } from '../test/database.ts';
import { CapturingTransport } from '../test/harness.ts';
import { startSmtpServer } from '../test/smtp.ts';
import { enqueueMail, MailOutbox } from './outbox.ts';
import { layoutMail } from './templates.ts';
import { createMailTransport } from './transport.ts';

const { db } = await sharedTestDatabase();
const log = createLogger('silent');
const welcome = layoutMail({ subject: 'Welcome', paragraphs: ['Hello'], footer: 'Footer' });

describe('MailOutbox', () => {
  it('sends each queued message exactly once, even with two instances flushing at once', async () => {
    for (let i = 0; i < 25; i += 1) await enqueueMail(db, `learner${i}@example.in`, welcome);
    const a = new CapturingTransport();
    const b = new CapturingTransport();
    const [sentA, sentB] = await Promise.all([
      new MailOutbox(db, a, log).flush(),
      new MailOutbox(db, b, log).flush(),
    ]);
    expect(sentA + sentB).toBe(25);
    const recipients = [...a.sent, ...b.sent].map((m) => m.to).sort();
    expect(new Set(recipients).size).toBe(25);
    const rows = await db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.textBody === null)).toBe(true);
  });

  it('keeps a message whose delivery failed and retries it later', async () => {
    await enqueueMail(db, 'learner@example.in', welcome);
    const transport = new CapturingTransport();
    transport.failNext = 1;
    const outbox = new MailOutbox(db, transport, log);

    expect(await outbox.flush()).toBe(0);
    const [failed] = await db.select().from(mailOutbox);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'simulated SMTP failure' });
    expect(failed?.textBody).toContain('Hello');

    // Not due yet: the back-off holds it.
    expect(await outbox.flush()).toBe(0);
    await db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    expect(await outbox.flush()).toBe(1);
    expect(transport.sent.map((m) => m.to)).toEqual(['learner@example.in']);
  });

  it('hands a message its own header fields, then clears them with the bodies', async () => {
    const headers = { 'List-Unsubscribe': '<https://fintrain.in/api/newsletter/unsubscribe/t0k3n>' };
    await enqueueMail(db, 'reader@example.in', { ...welcome, headers });
    await enqueueMail(db, 'learner@example.in', welcome);
    const transport = new CapturingTransport();
    await new MailOutbox(db, transport, log).flush();
    const byAddress = Object.fromEntries(transport.sent.map((message) => [message.to, message.headers]));
    expect(byAddress).toEqual({ 'reader@example.in': headers, 'learner@example.in': null });
    const rows = await db.select().from(mailOutbox);
    expect(rows.map((row) => [row.status, row.headers])).toEqual([
      ['sent', null],
      ['sent', null],
    ]);
  });

  it('takes over a message whose sender died mid-delivery once its lease runs out', async () => {
    await enqueueMail(db, 'learner@example.in', welcome);
    await db.update(mailOutbox).set({ status: 'sending', lockedUntil: sql`now() - interval '1 second'` });
    const transport = new CapturingTransport();
    expect(await new MailOutbox(db, transport, log).flush()).toBe(1);
  });

  it('stops after the message being sent when stopped, and hands the rest of the backlog back unsent', async () => {
    for (let i = 0; i < 25; i += 1) await enqueueMail(db, `backlog${i}@example.in`, welcome);
    // The stop comes while the third message goes out, as a SIGTERM would.
    const transport = new CapturingTransport();
    const outbox = new MailOutbox(db, transport, log);
    let stopping: Promise<void> | undefined;
    const send = transport.send.bind(transport);
    transport.send = async (message) => {
      await send(message);
      if (transport.sent.length === 3) stopping = outbox.stop();
    };

    expect(await outbox.flush()).toBe(3);
    await stopping;
    const rows = await db.select().from(mailOutbox);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(3);
    const unsent = rows.filter((row) => row.status !== 'sent');
    expect(unsent).toHaveLength(22);
    expect(
      unsent.every((row) => row.status === 'pending' && row.attempts === 0 && row.lockedUntil === null),
    ).toBe(true);
    // Another instance sends them at once: none waits out a lease.
    expect(await new MailOutbox(db, new CapturingTransport(), log).flush()).toBe(22);
  });

  it('delivers through a real SMTP server', async () => {
    const smtp = await startSmtpServer();
    try {
      await enqueueMail(db, 'learner@example.in', welcome, { replyTo: 'support@fintrain.in' });
      const transport = createMailTransport({
        smtpUrl: smtp.url,
        from: 'no-reply@fintrain.in',
        dataDir: '/x',
        log,
      });
      await new MailOutbox(db, transport, log).flush();
      transport.close();
      expect(smtp.received.map((m) => [m.to, m.subject, m.replyTo])).toEqual([
        [['learner@example.in'], 'Welcome', 'support@fintrain.in'],
      ]);
    } finally {
      await smtp.close();
    }
  });
});
