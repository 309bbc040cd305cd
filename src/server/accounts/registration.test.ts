import { MESSAGES } from '@contract/messages.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { emailVerifications, users } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { createMailTransport } from '../mail/transport.ts';
import { createUser } from '../test/factories.ts';
import { buildTestApp, TEST_APP_SECRET } from '../test/harness.ts';
import { startSmtpServer } from '../test/smtp.ts';
import * as password from './password.ts';
import { hashCode, sha256 } from './tokens.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const transport = createMailTransport({
  smtpUrl: smtp.url,
  from: 'FinTrain Academy <no-reply@fintrain.in>',
  dataDir: '/nonexistent',
  log: createLogger('silent'),
});
const { app, db, outbox } = await buildTestApp({ PUBLIC_URL: 'https://fintrain.test' }, { transport });

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/auth/${url}`, payload });

/** Asks for a code and reads it from the e-mail the SMTP server received. */
async function requestCode(email: string): Promise<string> {
  const res = await post('sendemailverificationcode', { email });
  expect(res.statusCode, res.body).toBe(200);
  await outbox.flush();
  const mail = smtp.received.findLast((m) => m.to.includes(email.trim().toLowerCase()));
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code in the e-mail');
  return code;
}

const profile = { name: 'Rohan Mehta', mobile: '+91 98765 43210', password: 'long-term-investor' };

describe('registration with an e-mailed code', () => {
  it('registers an account end to end: code by SMTP, verify, register, welcome mail', async () => {
    const code = await requestCode(' Rohan.Mehta@Example.in ');
    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toContain(code);
    expect(mail.text).toContain('10 minutes');
    expect(mail.text).toContain('If you did not ask for this');
    expect(mail.html).toContain(code);
    // Only a digest of the code is stored.
    const [stored] = await db.select().from(emailVerifications);
    expect(stored?.codeHash).not.toContain(code);

    const verify = await post('verifyemail', { email: 'rohan.mehta@example.in', otp: code });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ success: true, message: MESSAGES.auth.emailVerified });

    const register = await post('register', { ...profile, email: 'ROHAN.MEHTA@example.in' });
    expect(register.statusCode).toBe(201);
    const body = register.json();
    expect(body.message).toBe(MESSAGES.auth.registered);
    expect(body.user).toMatchObject({
      name: 'Rohan Mehta',
      email: 'rohan.mehta@example.in',
      mobile: '9876543210',
      role: 'user',
      status: 'active',
    });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);

    const [user] = await db.select().from(users).where(eq(users.email, 'rohan.mehta@example.in'));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await password.verifyPassword(user!.passwordHash, 'long-term-investor')).toBe(true);

    await outbox.flush();
    const welcome = smtp.received.at(-1)!;
    expect(welcome.subject).toBe('Welcome to FinTrain Academy');
    expect(welcome.text).toContain('https://fintrain.test/login');
  });

  it('answers an address that has an account exactly as a new one, and mails its owner how to log in instead of a code', async () => {
    await createUser(db, { email: 'taken@example.in' });
    const taken = await post('sendemailverificationcode', { email: 'Taken@Example.in' });
    const fresh = await post('sendemailverificationcode', { email: 'fresh@example.in' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ message: MESSAGES.auth.codeSent });
    expect(fresh.statusCode).toBe(taken.statusCode);
    expect(fresh.json()).toEqual(taken.json());
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    await outbox.flush();
    const toTaken = smtp.received.filter((m) => m.to.includes('taken@example.in'));
    expect(toTaken).toHaveLength(1);
    const reminder = toTaken[0]!;
    expect(reminder.subject).toBe('FinTrain Academy: you already have an account');
    expect(reminder.text).toContain('you already have an account');
    expect(reminder.text).toContain('https://fintrain.test/login');
    expect(reminder.text).toContain('https://fintrain.test/forgotpassword');
    expect(reminder.html).toContain('https://fintrain.test/forgotpassword');
    expect(reminder.text).not.toMatch(/\b\d{6}\b/);
    expect(smtp.received.filter((m) => m.to.includes('fresh@example.in'))).toHaveLength(1);
  });

  it('applies the one-a-minute resend limit to an address that has an account', async () => {
    await createUser(db, { email: 'resend@example.in' });
    expect((await post('sendemailverificationcode', { email: 'resend@example.in' })).statusCode).toBe(200);
    const again = await post('sendemailverificationcode', { email: 'resend@example.in' });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
    expect(again.json()).toEqual({ message: MESSAGES.auth.codeTooSoon });
    await outbox.flush();
    expect(smtp.received.filter((m) => m.to.includes('resend@example.in'))).toHaveLength(1);
  });

  it('counts an address that has an account against the same send limits', async () => {
    await createUser(db, { email: 'taken@example.in' });
    const { app: limited, db: database } = await buildTestApp(
      { RATE_LIMIT_SEND_CODE_EMAIL: '1/60' },
      { scope: 'test' },
    );
    const send = () =>
      limited.inject({
        method: 'POST',
        url: '/api/auth/sendemailverificationcode',
        payload: { email: 'taken@example.in' },
      });
    expect((await send()).statusCode).toBe(200);
    await database.update(emailVerifications).set({ sentAt: sql`now() - interval '2 minutes'` });
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('never verifies an address that has an account, answering as to a wrong code, and creates no second account', async () => {
    await createUser(db, { email: 'owner@example.in' });
    expect((await post('sendemailverificationcode', { email: 'owner@example.in' })).statusCode).toBe(200);
    // A new address, for comparison: a visitor without its code gets these answers.
    const strangerCode = await requestCode('stranger@example.in');
    const guesses = ['000000', '111111', '222222', '333333', '444444', '555555']
      .filter((guess) => guess !== strangerCode)
      .slice(0, 5);
    const answers = async (email: string) => {
      const messages: string[] = [];
      for (const otp of guesses) messages.push((await post('verifyemail', { email, otp })).json().message);
      return messages;
    };
    const ownerAnswers = await answers('owner@example.in');
    expect(ownerAnswers).toEqual([
      'Invalid OTP. 4 tries left.',
      'Invalid OTP. 3 tries left.',
      'Invalid OTP. 2 tries left.',
      'Invalid OTP. 1 try left.',
      MESSAGES.auth.codeTooManyTries,
    ]);
    expect(await answers('stranger@example.in')).toEqual(ownerAnswers);

    const register = await post('register', { ...profile, email: 'owner@example.in' });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual({ message: MESSAGES.auth.emailNotVerified });
    expect(await db.select().from(users).where(eq(users.email, 'owner@example.in'))).toHaveLength(1);
  });

  it('refuses to register a second account when the account appeared after the address was verified', async () => {
    const code = await requestCode('late@example.in');
    expect((await post('verifyemail', { email: 'late@example.in', otp: code })).statusCode).toBe(200);
    // An admin adds the same address in the meantime.
    await createUser(db, { email: 'late@example.in' });
    const res = await post('register', { ...profile, email: 'late@example.in' });
    // Only the owner of the mailbox (who verified the code) can get this far, so saying why leaks nothing.
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.auth.accountExists });
    expect(await db.select().from(users).where(eq(users.email, 'late@example.in'))).toHaveLength(1);
  });

  it('stores the code as a keyed digest (HMAC under the server secret), not a plain SHA-256', async () => {
    const code = await requestCode('kiran@example.in');
    const [stored] = await db.select().from(emailVerifications);
    const digest = stored?.codeHash ?? '';
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    for (const guess of [code, `kiran@example.in${code}`, `kiran@example.in\u0000${code}`]) {
      expect(digest).not.toBe(sha256(guess));
    }
    expect(digest).toBe(hashCode(TEST_APP_SECRET, 'kiran@example.in', code));
    expect(digest).not.toBe(hashCode('another-secret-of-at-least-32-characters', 'kiran@example.in', code));

    // An instance with another secret cannot match it: the key, not the database, makes the digest.
    const other = await buildTestApp(
      { PUBLIC_URL: 'https://fintrain.test', APP_SECRET: 'another-secret-of-at-least-32-characters' },
      { scope: 'test' },
    );
    const elsewhere = await other.app.inject({
      method: 'POST',
      url: '/api/auth/verifyemail',
      payload: { email: 'kiran@example.in', otp: code },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect((await post('verifyemail', { email: 'kiran@example.in', otp: code })).statusCode).toBe(200);
  });

  it('sends at most one code a minute, and a new code replaces the old one', async () => {
    const first = await requestCode('neha@example.in');
    const again = await post('sendemailverificationcode', { email: 'neha@example.in' });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
    expect(again.json()).toEqual({ message: MESSAGES.auth.codeTooSoon });

    await db.update(emailVerifications).set({ sentAt: sql`now() - interval '61 seconds'` });
    let second = await requestCode('neha@example.in');
    while (second === first) {
      await db.update(emailVerifications).set({ sentAt: sql`now() - interval '61 seconds'` });
      second = await requestCode('neha@example.in');
    }
    const old = await post('verifyemail', { email: 'neha@example.in', otp: first });
    expect(old.statusCode).toBe(400);
    expect((await post('verifyemail', { email: 'neha@example.in', otp: second })).statusCode).toBe(200);
  });

  it('refuses a wrong code, counting the tries, and locks the code after five', async () => {
    const code = await requestCode('arjun@example.in');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await post('verifyemail', { email: 'arjun@example.in', otp: wrong });
      expect(res.statusCode).toBe(400);
      answers.push(res.json().message);
    }
    expect(answers).toEqual([
      'Invalid OTP. 4 tries left.',
      'Invalid OTP. 3 tries left.',
      'Invalid OTP. 2 tries left.',
      'Invalid OTP. 1 try left.',
      MESSAGES.auth.codeTooManyTries,
    ]);
    const right = await post('verifyemail', { email: 'arjun@example.in', otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ message: MESSAGES.auth.codeTooManyTries });
  });

  it('refuses an expired code', async () => {
    const code = await requestCode('kavya@example.in');
    await db.update(emailVerifications).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await post('verifyemail', { email: 'kavya@example.in', otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.auth.codeExpired });
  });

  it('refuses a reused code and a code nobody asked for', async () => {
    const code = await requestCode('vikram@example.in');
    expect((await post('verifyemail', { email: 'vikram@example.in', otp: code })).statusCode).toBe(200);
    const reused = await post('verifyemail', { email: 'vikram@example.in', otp: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: MESSAGES.auth.codeUsed });
    const never = await post('verifyemail', { email: 'nobody@example.in', otp: '123456' });
    expect(never.json()).toEqual({ message: MESSAGES.auth.noCodeRequested });
  });

  it('registers only a verified address, once, within 30 minutes of verifying', async () => {
    const unverified = await post('register', { ...profile, email: 'meera@example.in' });
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json()).toEqual({ message: MESSAGES.auth.emailNotVerified });

    // Code sent but not verified.
    await requestCode('meera@example.in');
    expect((await post('register', { ...profile, email: 'meera@example.in' })).statusCode).toBe(400);

    await db.update(emailVerifications).set({ sentAt: sql`now() - interval '2 minutes'` });
    const code = await requestCode('meera@example.in');
    await post('verifyemail', { email: 'meera@example.in', otp: code });
    await db.update(emailVerifications).set({ verifiedAt: sql`now() - interval '31 minutes'` });
    const stale = await post('register', { ...profile, email: 'meera@example.in' });
    expect(stale.json()).toEqual({ message: MESSAGES.auth.emailNotVerified });
    expect(await db.select().from(users)).toHaveLength(0);
  });

  it('refuses a second registration with the same verification', async () => {
    const code = await requestCode('dev@example.in');
    await post('verifyemail', { email: 'dev@example.in', otp: code });
    expect((await post('register', { ...profile, email: 'dev@example.in' })).statusCode).toBe(201);
    const twice = await post('register', { ...profile, email: 'dev@example.in' });
    expect(twice.statusCode).toBe(400);
    expect(await db.select().from(users)).toHaveLength(1);
  });

  it('hashes no password for an address that is not verified, and answers 400 from one lookup', async () => {
    const hashing = vi.spyOn(password, 'hashPassword');
    onTestFinished(() => hashing.mockRestore());
    await createUser(db, { email: 'member@example.in' });
    await requestCode('pending@example.in');
    const refused = [
      { ...profile, email: 'stranger@example.in' },
      // A code was sent but not verified.
      { ...profile, email: 'pending@example.in' },
      // An address with an account gets the same answer, and costs no more.
      { ...profile, email: 'member@example.in' },
    ];
    for (const form of refused) {
      const res = await post('register', form);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.auth.emailNotVerified });
    }
    expect(hashing).not.toHaveBeenCalled();

    // A verified address whose account appeared meanwhile is refused before hashing too.
    const late = await requestCode('late@example.in');
    await post('verifyemail', { email: 'late@example.in', otp: late });
    await createUser(db, { email: 'late@example.in' });
    expect((await post('register', { ...profile, email: 'late@example.in' })).statusCode).toBe(409);
    expect(hashing).not.toHaveBeenCalled();

    // The spy sees the registration's hash: a verified address is hashed, once.
    await db
      .update(emailVerifications)
      .set({ sentAt: sql`now() - interval '2 minutes'` })
      .where(eq(emailVerifications.email, 'pending@example.in'));
    const code = await requestCode('pending@example.in');
    await post('verifyemail', { email: 'pending@example.in', otp: code });
    expect((await post('register', { ...profile, email: 'pending@example.in' })).statusCode).toBe(201);
    expect(hashing).toHaveBeenCalledTimes(1);
  });

  it('creates exactly one account when the same verified address registers several times at once', async () => {
    const code = await requestCode('twice@example.in');
    await post('verifyemail', { email: 'twice@example.in', otp: code });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post('register', { ...profile, email: 'twice@example.in' })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const res of answers.filter((answer) => answer.statusCode === 400)) {
      expect(res.json()).toEqual({ message: MESSAGES.auth.emailNotVerified });
    }
    expect(await db.select().from(users).where(eq(users.email, 'twice@example.in'))).toHaveLength(1);
    await outbox.flush();
    const welcomes = smtp.received.filter(
      (m) => m.to.includes('twice@example.in') && m.subject === 'Welcome to FinTrain Academy',
    );
    expect(welcomes).toHaveLength(1);
  });

  it('limits registrations per client address with 429 and Retry-After, before any other work', async () => {
    const hashing = vi.spyOn(password, 'hashPassword');
    onTestFinished(() => hashing.mockRestore());
    const { app: limited } = await buildTestApp({ RATE_LIMIT_REGISTER_IP: '2/60' }, { scope: 'test' });
    const register = (email: string, remoteAddress = '203.0.113.7') =>
      limited.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...profile, email },
        remoteAddress,
      });
    const code = await requestCode('asha@example.in');
    await post('verifyemail', { email: 'asha@example.in', otp: code });

    expect((await register('one@example.in')).statusCode).toBe(400);
    expect((await register('two@example.in')).statusCode).toBe(400);
    // Past the limit even a verified address waits: nothing is hashed and no account is made.
    const refused = await register('asha@example.in');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.json()).toEqual({ message: 'Too many requests. Please wait 60 minutes and try again.' });
    expect(hashing).not.toHaveBeenCalled();
    expect(await db.select().from(users)).toHaveLength(0);

    // Another client is not held back, and the verification is still there for it.
    expect((await register('asha@example.in', '198.51.100.20')).statusCode).toBe(201);
  });

  it.each([
    [{ password: 'short' }, 'Password must be at least 8 characters.'],
    [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters.'],
    [{ password: 'Password123' }, MESSAGES.auth.commonPassword],
    [{ mobile: '12345' }, 'Enter a valid 10-digit Indian mobile number (optionally with +91).'],
    [{ mobile: '+1 415 555 0100' }, 'Enter a valid 10-digit Indian mobile number (optionally with +91).'],
    [{ name: '' }, 'Name is required.'],
    [{ mobile: undefined }, 'Mobile is required.'],
  ])('rejects %j with a clear message and creates nothing', async (change, message) => {
    const code = await requestCode('sana@example.in');
    await post('verifyemail', { email: 'sana@example.in', otp: code });
    const res = await post('register', { ...profile, email: 'sana@example.in', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await db.select().from(users)).toHaveLength(0);
    // The verification is still usable once the form is fixed.
    expect((await post('register', { ...profile, email: 'sana@example.in' })).statusCode).toBe(201);
  });

  it('validates the code format before looking anything up', async () => {
    const res = await post('verifyemail', { email: 'sana@example.in', otp: '12ab56' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The code is the 6 digits from the e-mail.' });
  });
});
