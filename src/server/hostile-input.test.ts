import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { contactMessages, leads, programs, users } from './db/schema.ts';
import { adminSession, createContactMessage, createProgram, createUser } from './test/factories.ts';
import { buildTestApp } from './test/harness.ts';

// docs/product.md §5.3: a NUL byte (or a lone surrogate) reached PostgreSQL and came back as a 500. The
// contract's text fields refuse them now; these are the places where it happened.
const { app, db, mail, outbox } = await buildTestApp();

const NUL_IN_NAME = 'Name cannot contain control characters or line breaks.';
const rows = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;

const contact = {
  name: 'Priya Sharma',
  email: 'priya@example.in',
  subject: 'Batch timings',
  message: 'Hello',
};
const program = {
  title: 'Options Strategies Program',
  tag: 'Derivatives',
  description: 'Spreads and hedging.',
  image_path: '/images/programs/default.svg',
  offering_type: 'PAID',
  actual_price: 39_999,
  offer_price: 29_999,
  availability: 'yes',
  html_content: '<p>Week 1</p>',
};

async function verifiedEmail(email: string): Promise<string> {
  await app.inject({ method: 'POST', url: '/api/auth/sendemailverificationcode', payload: { email } });
  await outbox.flush();
  const otp = /\b(\d{6})\b/.exec(mail.sent.findLast((m) => m.to.includes(email))?.text ?? '')?.[1];
  const res = await app.inject({ method: 'POST', url: '/api/auth/verifyemail', payload: { email, otp } });
  expect(res.statusCode, res.body).toBe(200);
  return email;
}

describe('control characters and lone surrogates in public forms', () => {
  it.each([
    [{ name: 'Priya\u0000' }, NUL_IN_NAME],
    [{ subject: 'Fees\u0000' }, 'Subject cannot contain control characters or line breaks.'],
    [{ subject: 'Fees\nand dates' }, 'Subject cannot contain control characters or line breaks.'],
    [
      { message: 'Hi\u0000there' },
      'Message cannot contain control characters other than line breaks and tabs.',
    ],
    [{ name: 'Priya\uD800' }, 'Name contains an invalid character (a broken Unicode sequence).'],
    [{ name: 'Priya\u0085' }, NUL_IN_NAME],
  ])('the contact form refuses %j with 400 and stores nothing', async (change, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact/submit',
      payload: { ...contact, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await rows(contactMessages)).toBe(0);
  });

  it('the contact form keeps line breaks and tabs in the message', async () => {
    const message = 'Dear team,\r\n\tWhen does the batch start?\nThanks';
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact/submit',
      payload: { ...contact, message },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await db.select().from(contactMessages);
    expect(row?.message).toBe(message);
  });

  it('the offer sign-up refuses a NUL in the name with 400 and stores nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/offer/signup',
      payload: { name: 'Priya\u0000', email: 'priya@example.in', course: 'Pro Trader' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: NUL_IN_NAME });
    expect(await rows(leads)).toBe(0);
  });

  it('registration refuses a NUL in the name with 400 and creates no account', async () => {
    const email = await verifiedEmail('rohan@example.in');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Rohan\u0000', email, mobile: '9876543210', password: 'long-term-investor' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: NUL_IN_NAME });
    expect(await rows(users)).toBe(0);
  });

  it.each(['program', 'service'])('GET /api/%s/%00 answers 400, not 500', async (type) => {
    for (const id of ['%00', 'pro-trader%00', '%E2%80%A8%00']) {
      const res = await app.inject({ method: 'GET', url: `/api/${type}/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toEqual({ message: 'The id cannot contain control characters or line breaks.' });
    }
  });

  it('GET /api/program/:id still finds a program by slug and answers 404 for an unknown one', async () => {
    await createProgram(db, { slug: 'pro-trader' });
    expect((await app.inject({ method: 'GET', url: '/api/program/pro-trader' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/program/no-such-program' })).statusCode).toBe(404);
  });
});

describe('control characters in the admin area', () => {
  it('adding or editing a user refuses a NUL in the name with 400 and changes nothing', async () => {
    const { headers } = await adminSession(app, db);
    const learner = await createUser(db, { name: 'Asha Rao' });
    const user = { name: 'Asha\u0000', email: 'asha@example.in', mobile: '', status: 'active', role: 'user' };
    const add = await app.inject({
      method: 'POST',
      url: '/api/admin/user/add',
      headers,
      payload: { ...user, password: 'long-term-investor' },
    });
    expect(add.statusCode).toBe(400);
    expect(add.json()).toEqual({ message: NUL_IN_NAME });
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/admin/user/${learner.id}`,
      headers,
      payload: user,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ message: NUL_IN_NAME });
    expect(await rows(users)).toBe(2);
    const names = (await db.select({ name: users.name }).from(users)).map((row) => row.name);
    expect(names).toContain('Asha Rao');
  });

  it.each([
    ['title', 'Options\u0000', 'Title cannot contain control characters or line breaks.'],
    ['tag', 'F&O\u0000', 'Tag cannot contain control characters or line breaks.'],
    [
      'description',
      'Spreads\u0000',
      'Description cannot contain control characters other than line breaks and tabs.',
    ],
    [
      'html_content',
      '<p>\u0000</p>',
      'HTML content cannot contain control characters other than line breaks and tabs.',
    ],
    [
      'html_content',
      '<p>\uDC00</p>',
      'HTML content contains an invalid character (a broken Unicode sequence).',
    ],
  ])(
    'adding or editing a program refuses a bad %s with 400 and changes nothing',
    async (field, value, message) => {
      const { headers } = await adminSession(app, db);
      const existing = await createProgram(db, { title: 'Old Title' });
      const payload = { ...program, [field]: value };
      const add = await app.inject({ method: 'POST', url: '/api/admin/program/add', headers, payload });
      expect(add.statusCode).toBe(400);
      expect(add.json()).toEqual({ message });
      const edit = await app.inject({
        method: 'PUT',
        url: `/api/admin/program/${existing.id}`,
        headers,
        payload,
      });
      expect(edit.statusCode).toBe(400);
      expect(edit.json()).toEqual({ message });
      expect((await db.select({ title: programs.title }).from(programs)).map((row) => row.title)).toEqual([
        'Old Title',
      ]);
    },
  );

  it('a program description keeps its line breaks', async () => {
    const { headers } = await adminSession(app, db);
    const description = 'Spreads.\nStraddles.\r\n\tHedging.';
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/program/add',
      headers,
      payload: { ...program, description },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().description).toBe(description);
  });

  it.each([
    '/api/admin/user/all',
    '/api/admin/program/all',
    '/api/admin/subscription/all',
    '/api/admin/contact/messages',
  ])('the search of %s refuses control characters with 400', async (url) => {
    const { headers } = await adminSession(app, db);
    await createContactMessage(db);
    for (const q of ['%00', 'asha%00', 'asha%C2%85', '%0A']) {
      const res = await app.inject({ method: 'GET', url: `${url}?q=${q}&page=1&limit=5`, headers });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toMatch(
        /^The search text (cannot contain control characters|contains an invalid)/,
      );
    }
    expect((await app.inject({ method: 'GET', url: `${url}?q=asha`, headers })).statusCode).toBe(200);
  });
});
