import { MESSAGES } from '@contract/messages.ts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { mailOutbox, passwordResetTokens } from '../db/schema.ts';
import { bearer, createAccount, loginAs, TEST_PASSWORD } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db, mail, outbox } = await buildTestApp({ PUBLIC_URL: 'https://fintrain.test' });

const forgot = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/forgotpassword', payload: { email } });
const reset = (token: string, newPassword: string) =>
  app.inject({ method: 'POST', url: `/api/auth/resetpassword/${token}`, payload: { newPassword } });

async function resetLinkToken(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  await outbox.flush();
  const message = mail.sent.findLast((m) => m.to === email);
  const token = /https:\/\/fintrain\.test\/resetpassword\/([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error('no reset link in the e-mail');
  return token;
}

describe('password recovery', () => {
  it('answers the same whether or not the address has an account, and mails only the owner', async () => {
    await createAccount(db, { email: 'asha@example.in' });
    const known = await forgot('asha@example.in');
    const unknown = await forgot('nobody@example.in');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: MESSAGES.auth.forgotAccepted });
    expect(unknown.json()).toEqual(known.json());
    await outbox.flush();
    expect(mail.sent.map((m) => m.to)).toEqual(['asha@example.in']);
    expect(mail.sent[0]?.text).toContain('1 hour');
    expect(mail.sent[0]?.html).toContain('https://fintrain.test/resetpassword/');
  });

  it('does the same work for an address with an account and one without, so timing tells nothing', async () => {
    // An instance whose outbox does not deliver: only the request's own statements are recorded.
    const quiet = await buildTestApp({ PUBLIC_URL: 'https://fintrain.test' }, { scope: 'test' });
    await quiet.outbox.stop();
    await createAccount(db, { email: 'asha@example.in' });
    const recordStatements = async (email: string) => {
      const query = vi.spyOn(pg.Client.prototype, 'query');
      try {
        const res = await quiet.app.inject({
          method: 'POST',
          url: '/api/auth/forgotpassword',
          payload: { email },
        });
        expect(res.statusCode).toBe(200);
        return query.mock.calls.map(([config, values]) => {
          const text = typeof config === 'string' ? config : (config as { text: string }).text;
          return { text, values: (values ?? (config as { values?: unknown[] }).values ?? []) as unknown[] };
        });
      } finally {
        query.mockRestore();
      }
    };
    const known = await recordStatements('asha@example.in');
    const unknown = await recordStatements('nobody@example.in');

    // The same statements, in the same order and transactions, whichever the address.
    expect(known.length).toBeGreaterThan(2);
    expect(unknown.map((statement) => statement.text)).toEqual(known.map((statement) => statement.text));
    // Either way a token was made and hashed, and a mail with a link written.
    for (const statements of [known, unknown]) {
      const values = statements.flatMap((statement) => statement.values).map(String);
      expect(values.some((value) => /^[0-9a-f]{64}$/.test(value))).toBe(true);
      expect(values.some((value) => value.includes('https://fintrain.test/resetpassword/'))).toBe(true);
    }
    // Only the account's owner gets a link.
    expect((await db.select().from(mailOutbox)).map((row) => row.toAddress)).toEqual(['asha@example.in']);
    expect(await db.select().from(passwordResetTokens)).toHaveLength(1);
  });

  it('resets the password with the e-mailed link, once, and signs every device out', async () => {
    await createAccount(db, { email: 'asha@example.in' });
    const session = await loginAs(app, 'asha@example.in');
    const token = await resetLinkToken('asha@example.in');
    // Only the digest is stored.
    const [stored] = await db.select().from(passwordResetTokens);
    expect(stored?.tokenHash).not.toBe(token);

    const res = await reset(token, 'a brand new passphrase');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.auth.resetDone });

    expect(
      (await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(session) })).statusCode,
    ).toBe(401);
    await expect(loginAs(app, 'asha@example.in', TEST_PASSWORD)).rejects.toThrow('401');
    await expect(loginAs(app, 'asha@example.in', 'a brand new passphrase')).resolves.toBeTypeOf('string');

    const again = await reset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: MESSAGES.auth.resetInvalid });
  });

  it('refuses an expired link', async () => {
    await createAccount(db, { email: 'asha@example.in' });
    const token = await resetLinkToken('asha@example.in');
    const [row] = await db
      .select({ minutes: sql<number>`round(extract(epoch from (expires_at - created_at)) / 60)::int` })
      .from(passwordResetTokens);
    expect(row?.minutes).toBe(60);
    await db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await reset(token, 'a brand new passphrase');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.auth.resetInvalid });
  });

  it('a newer link replaces an older one, and a made-up token does nothing', async () => {
    await createAccount(db, { email: 'asha@example.in' });
    const older = await resetLinkToken('asha@example.in');
    const newer = await resetLinkToken('asha@example.in');
    expect((await reset(older, 'a brand new passphrase')).statusCode).toBe(400);
    expect((await reset('made-up-token', 'a brand new passphrase')).statusCode).toBe(400);
    expect((await reset(newer, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('applies the password rules to the new password and keeps the link usable', async () => {
    await createAccount(db, { email: 'asha@example.in' });
    const token = await resetLinkToken('asha@example.in');
    expect((await reset(token, 'short')).json()).toEqual({
      message: 'Password must be at least 8 characters.',
    });
    expect((await reset(token, 'Password123')).json()).toEqual({ message: MESSAGES.auth.commonPassword });
    expect((await reset(token, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('sends no link to an inactive account', async () => {
    await createAccount(db, { email: 'asha@example.in', status: 'inactive' });
    expect((await forgot('asha@example.in')).statusCode).toBe(200);
    await outbox.flush();
    expect(mail.sent).toHaveLength(0);
  });
});
