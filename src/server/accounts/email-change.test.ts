import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailChanges, users } from '../db/schema.ts';
import { bearer, createAccount, TEST_PASSWORD, userSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db, mail, outbox } = await buildTestApp({ PUBLIC_URL: 'https://fintrain.test' });

const ask = (token: string, email: string) =>
  app.inject({ method: 'POST', url: '/api/profile/email', headers: bearer(token), payload: { email } });
const confirm = (token: string, email: string, otp: string) =>
  app.inject({
    method: 'POST',
    url: '/api/profile/email/verify',
    headers: bearer(token),
    payload: { email, otp },
  });
const emailOf = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]?.email;

async function codeSentTo(address: string): Promise<string> {
  await outbox.flush();
  const code = /\b(\d{6})\b/.exec(mail.sent.findLast((m) => m.to === address)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${address}`);
  return code;
}

describe('changing my e-mail address', () => {
  it('mails a code to the new address, changes it with the code and tells the old address', async () => {
    const { user, token } = await userSession(app, db, { email: 'asha@example.in', name: 'Asha' });
    const res = await ask(token, ' Asha.Rao@Example.in ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.profile.emailCodeSent });
    const code = await codeSentTo('asha.rao@example.in');
    expect(await emailOf(user.id)).toBe('asha@example.in');

    const done = await confirm(token, 'asha.rao@example.in', code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: MESSAGES.profile.emailChanged,
      user: { _id: user.id, email: 'asha.rao@example.in' },
    });
    expect(await emailOf(user.id)).toBe('asha.rao@example.in');
    expect(await db.select().from(emailChanges)).toHaveLength(0);
    await outbox.flush();
    const notice = mail.sent.find((m) => m.to === 'asha@example.in');
    expect(notice?.subject).toBe('FinTrain Academy: your e-mail address was changed');
    expect(notice?.text).toContain('asha.rao@example.in');

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'asha.rao@example.in', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    // Used once.
    expect((await confirm(token, 'asha.rao@example.in', code)).statusCode).toBe(400);
  });

  it('answers an address another account has exactly like a free one, and never completes the change', async () => {
    await createAccount(db, { email: 'taken@example.in' });
    const { user, token } = await userSession(app, db, { email: 'asha@example.in' });
    const taken = await ask(token, 'taken@example.in');
    const other = await userSession(app, db);
    const free = await ask(other.token, 'free@example.in');
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());

    await outbox.flush();
    const toTaken = mail.sent.filter((m) => m.to === 'taken@example.in');
    expect(toTaken.map((m) => m.subject)).toEqual(['FinTrain Academy: this address already has an account']);
    expect(toTaken[0]?.text).not.toMatch(/\b\d{6}\b/);
    // No code matches: every try is wrong, and the address stays.
    for (const otp of ['000000', '123456']) {
      const res = await confirm(token, 'taken@example.in', otp);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('otp');
    }
    expect(await emailOf(user.id)).toBe('asha@example.in');
  });

  it('counts wrong codes and stops after five', async () => {
    const { token } = await userSession(app, db);
    expect((await ask(token, 'new@example.in')).statusCode).toBe(200);
    const code = await codeSentTo('new@example.in');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await confirm(token, 'new@example.in', wrong);
    expect(first.json()).toEqual({ message: `${MESSAGES.auth.invalidOtp}. 4 tries left.`, field: 'otp' });
    for (let i = 0; i < 4; i++) await confirm(token, 'new@example.in', wrong);
    const right = await confirm(token, 'new@example.in', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(MESSAGES.auth.codeTooManyTries);
  });

  it('refuses a code for another address than the one asked for, and my own address', async () => {
    const { user, token } = await userSession(app, db);
    expect((await ask(token, 'new@example.in')).statusCode).toBe(200);
    const code = await codeSentTo('new@example.in');
    const elsewhere = await confirm(token, 'other@example.in', code);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(MESSAGES.auth.noCodeRequested);
    const same = await ask(token, user.email);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ message: MESSAGES.profile.sameEmail, field: 'email' });
    const invalid = await ask(token, 'not-an-address');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().field).toBe('email');
  });

  it('sends at most one code a minute, even to requests made at once', async () => {
    const { token } = await userSession(app, db);
    const answers = await Promise.all(
      ['a@example.in', 'b@example.in', 'c@example.in', 'd@example.in'].map((email) => ask(token, email)),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s === 200)).toHaveLength(1);
    expect(answers.map((a) => a.statusCode).filter((s) => s === 429)).toHaveLength(3);
    await outbox.flush();
    expect(mail.sent).toHaveLength(1);
  });

  it('gives the address to only one of two accounts confirming it at once', async () => {
    const first = await userSession(app, db);
    const second = await userSession(app, db);
    expect((await ask(first.token, 'shared@example.in')).statusCode).toBe(200);
    const firstCode = await codeSentTo('shared@example.in');
    expect((await ask(second.token, 'shared@example.in')).statusCode).toBe(200);
    const secondCode = await codeSentTo('shared@example.in');
    const answers = await Promise.all([
      confirm(first.token, 'shared@example.in', firstCode),
      confirm(second.token, 'shared@example.in', secondCode),
    ]);
    expect(answers.map((a) => a.statusCode).filter((s) => s === 200)).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.email, 'shared@example.in'))).toHaveLength(1);
  });
});
