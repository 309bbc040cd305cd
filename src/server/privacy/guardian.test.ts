import { MESSAGES } from '@contract/messages.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { guardianConsents, users } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { createMailTransport } from '../mail/transport.ts';
import { userSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { startSmtpServer } from '../test/smtp.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const transport = createMailTransport({
  smtpUrl: smtp.url,
  from: 'FinTrain Academy <no-reply@fintrain.in>',
  dataDir: '/nonexistent',
  log: createLogger('silent'),
});
const { app, db, outbox } = await buildTestApp({ PUBLIC_URL: 'https://fintrain.test' }, { transport });

const post = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: `/api/privacy/${url}`, headers, payload });
const get = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers });

/** A 15-year-old's signed-in account, not yet confirmed. */
const child = () => userSession(app, db, { name: 'Kabir Rao', dateOfBirth: '2011-06-01' });

/** Asks for the guardian's code and reads it from the mail the SMTP peer received. */
async function guardianCode(headers: Record<string, string>, guardianEmail = 'parent@example.in') {
  const res = await post('guardian', headers, { guardianName: 'Meera Rao', guardianEmail });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ message: MESSAGES.privacy.guardianCodeSent });
  await outbox.flush();
  const mail = smtp.received.findLast((m) => m.to.includes(guardianEmail));
  expect(mail?.text).toContain('Kabir Rao');
  expect(mail?.text).toContain('Dear Meera Rao');
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code in the e-mail');
  return code;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('an under-18 account waits for its guardian', () => {
  it('is inactive (403 on learning and paid routes, anonymous on public ones) until the code confirms it', async () => {
    const kid = await child();
    expect((await get('/subscription/all', kid.headers)).json()).toEqual({
      message: MESSAGES.privacy.guardianPending,
    });
    expect((await get('/subscription/all', kid.headers)).statusCode).toBe(403);
    expect((await get('/sim/accounts', kid.headers)).statusCode).toBe(403);
    expect((await get('/profile', kid.headers)).statusCode).toBe(200);
    expect((await get('/privacy/status', kid.headers)).json()).toMatchObject({ guardian: 'required' });

    const code = await guardianCode(kid.headers);
    expect((await get('/privacy/status', kid.headers)).json()).toMatchObject({
      guardian: 'code_sent',
      guardian_email: 'parent@example.in',
    });
    const bad = await post('guardian/verify', kid.headers, { code: wrong(code) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: `${MESSAGES.auth.invalidOtp}. 4 tries left.` });
    expect((await get('/subscription/all', kid.headers)).statusCode).toBe(403);

    const ok = await post('guardian/verify', kid.headers, { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: MESSAGES.privacy.guardianConfirmed });
    expect((await get('/subscription/all', kid.headers)).statusCode).toBe(200);
    const [record] = await db.select().from(guardianConsents).where(eq(guardianConsents.userId, kid.user.id));
    expect(record).toMatchObject({
      guardianName: 'Meera Rao',
      guardianEmail: 'parent@example.in',
      codeHash: null,
      failedAttempts: 1,
      confirmedIp: '127.0.0.1',
    });
    expect(record?.confirmedAt).toBeInstanceOf(Date);
    const [user] = await db.select().from(users).where(eq(users.id, kid.user.id));
    expect(user?.guardianConfirmedAt).toBeInstanceOf(Date);

    const used = await post('guardian/verify', kid.headers, { code });
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({ message: MESSAGES.privacy.guardianCodeUsed });
  });

  it('refuses an expired code with 400 and stays inactive', async () => {
    const kid = await child();
    const code = await guardianCode(kid.headers);
    await db.update(guardianConsents).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await post('guardian/verify', kid.headers, { code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.auth.codeExpired });
    expect((await get('/subscription/all', kid.headers)).statusCode).toBe(403);
  });

  it('stops after five wrong codes, even the right one then, until a new code is sent', async () => {
    const kid = await child();
    const code = await guardianCode(kid.headers);
    for (let i = 0; i < 5; i++) {
      expect((await post('guardian/verify', kid.headers, { code: wrong(code) })).statusCode).toBe(400);
    }
    const res = await post('guardian/verify', kid.headers, { code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.auth.codeTooManyTries });
    expect((await get('/subscription/all', kid.headers)).statusCode).toBe(403);
  });

  it('confirms once when the right code is sent many times at once', async () => {
    const kid = await child();
    const code = await guardianCode(kid.headers);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post('guardian/verify', kid.headers, { code })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(11);
  });

  it("refuses the learner's own address, a second mail within a minute, a code without a request, and adults", async () => {
    const kid = await child();
    const own = await post('guardian', kid.headers, { guardianName: 'Me', guardianEmail: kid.user.email });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: MESSAGES.privacy.guardianSameEmail });
    const none = await post('guardian/verify', kid.headers, { code: '123456' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: MESSAGES.privacy.guardianNoCode });
    await guardianCode(kid.headers);
    const soon = await post('guardian', kid.headers, {
      guardianName: 'Meera Rao',
      guardianEmail: 'other@example.in',
    });
    expect(soon.statusCode).toBe(429);

    const adult = await userSession(app, db, { dateOfBirth: '1990-01-01' });
    const res = await post('guardian', adult.headers, {
      guardianName: 'Meera Rao',
      guardianEmail: 'p@example.in',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.privacy.guardianNotNeeded });
    expect((await post('guardian/verify', {}, { code: '123456' })).statusCode).toBe(401);
  });
});
