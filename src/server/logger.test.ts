import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from './app.ts';
import { contactMessages } from './db/schema.ts';
import { createLogger, redactUrl, serializeError } from './logger.ts';
import { MailOutbox } from './mail/outbox.ts';
import { sharedTestDatabase } from './test/database.ts';
import { CapturingTransport, testConfig } from './test/harness.ts';

describe('logs', () => {
  it('keep password-reset tokens out of logged URLs', () => {
    expect(redactUrl('/api/auth/resetpassword/abcDEF123_-xyz')).toBe('/api/auth/resetpassword/[redacted]');
    expect(redactUrl('/resetpassword/abc?x=1')).toBe('/resetpassword/[redacted]?x=1');
    expect(redactUrl('/api/program/all')).toBe('/api/program/all');
  });

  it('redact passwords, codes and the Authorization header', () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => lines.push(line) });
    log.info(
      { body: { password: 'secret-pass', otp: '123456' }, req: { headers: { authorization: 'Bearer t' } } },
      'x',
    );
    const out = lines.join('');
    expect(out).not.toContain('secret-pass');
    expect(out).not.toContain('123456');
    expect(out).not.toContain('Bearer t');
    expect(JSON.parse(lines[0]!).body.password).toBe('[redacted]');
  });
});

describe('logged errors', () => {
  it('keep the SQL text, code and message of a failed query but drop its parameters, at any depth', () => {
    const pgError = Object.assign(new Error('new row for relation "users" violates check constraint'), {
      code: '23514',
      detail: 'Failing row contains (asha@example.in, $argon2id$v=19$m=19456).',
      table: 'users',
    });
    const query = 'insert into "users" ("email", "password_hash") values ($1, $2)';
    const failed = new DrizzleQueryError(query, ['asha@example.in', '$argon2id$v=19$m=19456'], pgError);
    const wrapped = new Error('request failed', { cause: failed });
    const text = JSON.stringify(serializeError(Object.assign(wrapped, { parameters: ['secret'] })));
    expect(text).not.toMatch(/asha@example\.in|argon2id|secret/);
    expect(text).toContain('values ($1, $2)');
    expect(text).toContain('23514');
    expect(text).toContain('violates check constraint');
    expect(text).toContain('params: [redacted]');
  });
});

// The app with a logger whose lines the test reads (the harness's app logs nothing).
const lines: string[] = [];
const { db } = await sharedTestDatabase();
const log = createLogger('error', { write: (line: string) => lines.push(line) });
const app = await buildApp({
  config: testConfig({ LOG_LEVEL: 'error' }),
  db,
  mailOutbox: new MailOutbox(db, new CapturingTransport(), log),
  logger: log,
  clientDir: '/nonexistent',
});
afterAll(() => app.close());

describe('a failed query in a request', () => {
  it('is logged with its SQL and the PostgreSQL code and message, without the e-mail, name or text sent', async () => {
    // A constraint no row can meet makes the contact form's insert fail in PostgreSQL itself.
    await db.execute(
      sql`alter table ${contactMessages} add constraint fuzz_reject_all check (false) not valid`,
    );
    onTestFinished(async () => {
      await db.execute(sql`alter table ${contactMessages} drop constraint if exists fuzz_reject_all`);
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact/submit',
      payload: {
        name: 'Meera Iyer',
        email: 'meera.iyer@example.in',
        subject: 'Refund',
        message: 'My PAN is ABCDE1234F',
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again later.' });
    const logged = lines.join('\n');
    expect(logged).not.toMatch(/Meera|meera\.iyer|ABCDE1234F|Refund/);
    const { err } = JSON.parse(lines.find((line) => line.includes('"err"'))!);
    expect(err.message).toContain('insert into "contact_messages"');
    expect(err.message).toContain('params: [redacted]');
    expect(err.query).toContain('insert into "contact_messages"');
    expect(err.params).toBeUndefined();
    expect(err.cause).toMatchObject({ code: '23514', table: 'contact_messages' });
    expect(err.cause.message).toContain('violates check constraint');
    expect(err.cause.detail).toBeUndefined();
  });
});
