import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { startSmtpServer } from '../test/smtp.ts';
import { createMailTransport } from './transport.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

const message = {
  to: 'learner@example.in',
  replyTo: 'support@fintrain.in',
  subject: 'Your verification code',
  text: 'Your code is 482913. Or open http://localhost:3000/resetpassword/abc123',
  html: '<p>Your code is <strong>482913</strong>.</p>',
};

describe('SMTP transport', () => {
  it('delivers a message with both parts to a real SMTP server', async () => {
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from: 'FinTrain Academy <no-reply@fintrain.in>',
      dataDir: '/nonexistent',
      log: createLogger('silent'),
    });
    await transport.send(message);
    transport.close();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({
      from: 'no-reply@fintrain.in',
      to: ['learner@example.in'],
      subject: 'Your verification code',
      replyTo: 'support@fintrain.in',
    });
    expect(mail?.text).toContain('482913');
    expect(mail?.html).toContain('<strong>482913</strong>');
  });
});

describe('development outbox transport', () => {
  it('writes an .eml file and logs the recipient, subject, codes and links', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const lines: string[] = [];
    const transport = createMailTransport({
      from: 'FinTrain Academy <no-reply@fintrain.in>',
      dataDir,
      log: createLogger('info', { write: (line: string) => lines.push(line) }),
    });
    await transport.send(message);

    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('Subject: Your verification code');
    expect(eml).toContain('To: learner@example.in');

    const logged = JSON.parse(lines.at(-1) ?? '{}');
    expect(logged.mail).toMatchObject({
      to: 'learner@example.in',
      subject: 'Your verification code',
      codes: ['482913'],
      links: ['http://localhost:3000/resetpassword/abc123'],
    });
  });
});
