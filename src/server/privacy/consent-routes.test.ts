import { MESSAGES } from '@contract/messages.ts';
import { NoticeSchema, PrivacyStatusSchema } from '@contract/privacy.ts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { consentEvents, consents, users } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { createMailTransport } from '../mail/transport.ts';
import { userSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { startSmtpServer } from '../test/smtp.ts';
import { marketingAudience } from './consents.ts';
import { publishNotice } from './notice.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const transport = createMailTransport({
  smtpUrl: smtp.url,
  from: 'FinTrain Academy <no-reply@fintrain.in>',
  dataDir: '/nonexistent',
  log: createLogger('silent'),
});
const { app, db, outbox } = await buildTestApp({ PUBLIC_URL: 'https://fintrain.test' }, { transport });

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

/** Registers through the e-mailed code, as the browser does; returns the login token. */
async function register(email: string, extra: object = {}): Promise<{ status: number; token: string }> {
  expect((await call('POST', '/auth/sendemailverificationcode', {}, { email })).statusCode).toBe(200);
  await outbox.flush();
  const code = /\b(\d{6})\b/.exec(smtp.received.findLast((m) => m.to.includes(email))?.text ?? '')?.[1];
  expect((await call('POST', '/auth/verifyemail', {}, { email, otp: code })).statusCode).toBe(200);
  const body = { name: 'Asha Verma', mobile: '9876543210', password: 'long-term-investor', email, ...extra };
  const res = await call('POST', '/auth/register', {}, body);
  const login = await call('POST', '/auth/login', {}, { email, password: 'long-term-investor' });
  return { status: res.statusCode, token: login.json().token };
}
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const status = async (token: string) =>
  PrivacyStatusSchema.strict().parse((await call('GET', '/privacy/status', auth(token))).json());

async function eventsOf(email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return db
    .select({
      purpose: consentEvents.purpose,
      action: consentEvents.action,
      version: consentEvents.noticeVersion,
      ip: consentEvents.ip,
    })
    .from(consentEvents)
    .where(eq(consentEvents.userId, user!.id))
    .orderBy(asc(consentEvents.createdAt), asc(consentEvents.purpose));
}

describe('GET /api/privacy/notice', () => {
  it('answers the notice in force, in English and Hindi, to anyone', async () => {
    const res = await call('GET', '/privacy/notice');
    expect(res.statusCode).toBe(200);
    const notice = NoticeSchema.strict().parse(res.json());
    expect(notice).toMatchObject({ version: 1, material: true });
    expect(notice.texts.en.items.map((item) => item.data).join(' ')).toMatch(/Payments.*GSTIN/);
    expect(notice.texts.en.items.some((item) => /Course progress/.test(item.data))).toBe(true);
    expect(notice.texts.hi.title).toBe('गोपनीयता सूचना');
    expect(notice.texts.hi.items).toHaveLength(notice.texts.en.items.length);
  });
});

describe('registration and the privacy fields', () => {
  it("keeps the spec's body working: 201 without a date of birth, and the account is asked at sign-in", async () => {
    const { status: code, token } = await register('api.client@example.in');
    expect(code).toBe(201);
    expect(await status(token)).toMatchObject({
      needs_profile: true,
      needs_notice_ack: true,
      date_of_birth: null,
      guardian: 'not_needed',
      consents: [
        { purpose: 'marketing_email', granted: false, changed_at: null },
        { purpose: 'leaderboard_name', granted: false, changed_at: null },
      ],
    });
    expect(await eventsOf('api.client@example.in')).toEqual([]);
    // Nothing is withheld from an adult API client that has not answered yet.
    expect((await call('GET', '/subscription/all', auth(token))).statusCode).toBe(200);
  });

  it('records the date of birth, the notice read and each choice given, with the address', async () => {
    const { status: code, token } = await register('asha@example.in', {
      date_of_birth: '1990-05-17',
      notice_version: 1,
      consents: { marketing_email: true, leaderboard_name: false },
    });
    expect(code).toBe(201);
    expect(await status(token)).toMatchObject({
      needs_profile: false,
      needs_notice_ack: false,
      date_of_birth: '1990-05-17',
      consents: [
        { purpose: 'marketing_email', granted: true },
        { purpose: 'leaderboard_name', granted: false, changed_at: null },
      ],
    });
    expect(await eventsOf('asha@example.in')).toEqual([
      { purpose: 'marketing_email', action: 'granted', version: 1, ip: '127.0.0.1' },
      { purpose: 'privacy_notice', action: 'acknowledged', version: 1, ip: '127.0.0.1' },
    ]);
    expect((await marketingAudience(db)).map((row) => row.email)).toEqual(['asha@example.in']);
  });

  it('refuses a date of birth in the future or not a date, creating nothing', async () => {
    for (const date_of_birth of ['2999-01-01', '2001-02-30', 'yesterday']) {
      const res = await call(
        'POST',
        '/auth/register',
        {},
        {
          name: 'Asha',
          mobile: '9876543210',
          password: 'long-term-investor',
          email: 'future@example.in',
          date_of_birth,
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Date of birth/);
    }
  });
});

describe('Profile → Privacy: GET and PUT /api/privacy/consents', () => {
  it('gives and withdraws each purpose on its own, logging only changes, append-only', async () => {
    const learner = await userSession(app, db);
    const list = await call('GET', '/privacy/consents', learner.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().consents.every((row: { granted: boolean }) => !row.granted)).toBe(true);

    const give = await call('PUT', '/privacy/consents', learner.headers, { leaderboard_name: true });
    expect(give.statusCode).toBe(200);
    expect(give.json().consents).toMatchObject([
      { purpose: 'marketing_email', granted: false },
      { purpose: 'leaderboard_name', granted: true },
    ]);
    // The same answer again changes nothing and logs nothing.
    await call('PUT', '/privacy/consents', learner.headers, {
      leaderboard_name: true,
      marketing_email: false,
    });
    const withdraw = await call('PUT', '/privacy/consents', learner.headers, { leaderboard_name: false });
    expect(withdraw.json().consents[1]).toMatchObject({ purpose: 'leaderboard_name', granted: false });
    expect((await eventsOf(learner.user.email)).map((row) => [row.purpose, row.action])).toEqual([
      ['leaderboard_name', 'granted'],
      ['leaderboard_name', 'withdrawn'],
    ]);
    await expect(db.execute(sql`update consent_events set action = 'granted'`)).rejects.toThrow();
    const [row] = await db.select().from(consents).where(eq(consents.userId, learner.user.id));
    expect(row).toMatchObject({ purpose: 'leaderboard_name', granted: false, noticeVersion: 1 });
  });

  it('refuses a choice that is not true or false, and anonymous callers', async () => {
    const learner = await userSession(app, db);
    const bad = await call('PUT', '/privacy/consents', learner.headers, { marketing_email: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Marketing e-mail must be true or false.' });
    expect((await call('GET', '/privacy/consents')).statusCode).toBe(401);
    expect((await call('GET', '/privacy/status')).statusCode).toBe(401);
  });
});

describe('POST /api/privacy/notice/ack and POST /api/privacy/complete', () => {
  it('asks again after a material change only, and takes the version in force only', async () => {
    const learner = await userSession(app, db, { dateOfBirth: '1985-01-01' });
    expect((await status(learner.token)).needs_notice_ack).toBe(true);
    const ack = await call('POST', '/privacy/notice/ack', learner.headers, { version: 1 });
    expect(ack.statusCode).toBe(200);
    expect(ack.json()).toEqual({ message: MESSAGES.privacy.noticeAcknowledged });
    expect((await status(learner.token)).needs_notice_ack).toBe(false);

    await publishNotice(db, { effectiveDate: '2026-01-01', material: false });
    expect(await status(learner.token)).toMatchObject({ needs_notice_ack: false, notice_version: 2 });
    await publishNotice(db, { effectiveDate: '2026-01-01', material: true });
    expect(await status(learner.token)).toMatchObject({ needs_notice_ack: true, notice_version: 3 });
    // A version announced for a later day is not in force yet.
    await publishNotice(db, { effectiveDate: '2999-01-01', material: true });
    expect((await status(learner.token)).notice_version).toBe(3);

    const stale = await call('POST', '/privacy/notice/ack', learner.headers, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: MESSAGES.privacy.noticeOutdated });
    expect((await call('POST', '/privacy/notice/ack', learner.headers, { version: 3 })).statusCode).toBe(200);
    expect((await status(learner.token)).needs_notice_ack).toBe(false);
    expect((await eventsOf(learner.user.email)).map((row) => [row.action, row.version])).toEqual([
      ['acknowledged', 1],
      ['acknowledged', 3],
    ]);
  });

  it("completes an API-made account's profile once: date of birth, notice and choices together", async () => {
    const learner = await userSession(app, db);
    const body = {
      date_of_birth: '1999-12-31',
      notice_version: 1,
      marketing_email: false,
      leaderboard_name: true,
    };
    const done = await call('POST', '/privacy/complete', learner.headers, body);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.privacy.profileCompleted });
    expect(await status(learner.token)).toMatchObject({
      needs_profile: false,
      needs_notice_ack: false,
      date_of_birth: '1999-12-31',
      consents: [{ granted: false }, { granted: true }],
    });
    const again = await call('POST', '/privacy/complete', learner.headers, {
      ...body,
      date_of_birth: '2000-01-01',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.privacy.dateOfBirthSet });
    expect((await call('POST', '/privacy/complete', learner.headers, { notice_version: 1 })).statusCode).toBe(
      400,
    );
  });
});
