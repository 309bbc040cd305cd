import { MESSAGES } from '@contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { coupons, leads } from '../db/schema.ts';
import { createProgram } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db, mail, outbox } = await buildTestApp();

const signUp = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/newsletter/signup', () => {
  it('stores the address as a newsletter lead with the page it came from, and says so', async () => {
    const res = await signUp(
      '/api/newsletter/signup',
      { email: 'Ravi@Example.in' },
      { referer: 'http://localhost:3000/about-us?x=1' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.newsletter.success });
    expect(await db.select().from(leads)).toMatchObject([
      {
        kind: 'newsletter',
        email: 'ravi@example.in',
        name: null,
        sourcePage: '/about-us',
        consentToContact: false,
      },
    ]);
  });

  it('answers a known address exactly like a new one (no 409) and keeps one lead', async () => {
    const first = await signUp('/api/newsletter/signup', { email: 'ravi@example.in' });
    const again = await signUp('/api/newsletter/signup', { email: ' RAVI@example.in' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await db.select().from(leads)).toHaveLength(1);
  });

  it('rejects a missing or invalid address with 400 and stores nothing', async () => {
    for (const payload of [{}, { email: 'nope' }, { email: 5 }]) {
      const res = await signUp('/api/newsletter/signup', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/email/i);
    }
    expect(await db.select().from(leads)).toHaveLength(0);
  });
});

describe('POST /api/offer/signup', () => {
  const valid = { name: 'Ananya Iyer', email: 'ananya@example.in', course: 'Swing Trader' };

  it('stores the lead with its course, program, source page and consent, and answers 201', async () => {
    const program = await createProgram(db, { slug: 'swing-trader' });
    const res = await signUp('/api/offer/signup', valid, { referer: 'http://localhost:3000/' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.offer.success });
    expect(await db.select().from(leads)).toMatchObject([
      {
        kind: 'offer',
        ...valid,
        programId: program.id,
        sourcePage: '/',
        consentToContact: true,
        status: 'new',
      },
    ]);
  });

  it('with online payment off, mails that the team will call and creates no coupon', async () => {
    await createProgram(db, { slug: 'swing-trader' });
    await signUp('/api/offer/signup', valid);
    expect(await db.select().from(coupons)).toHaveLength(0);
    await outbox.flush();
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({
      to: 'ananya@example.in',
      subject: 'Your new-learner discount: Swing Trader',
    });
    expect(mail.sent[0]?.text).toContain('Your 30% new-learner discount is reserved.');
    expect(mail.sent[0]?.text).toContain('Our team will call or e-mail you shortly');
  });

  it('answers a second claim for the same address like the first (no 409), keeping one lead with the latest course', async () => {
    const first = await signUp('/api/offer/signup', valid);
    const again = await signUp('/api/offer/signup', {
      ...valid,
      course: 'Pro Trader',
      email: 'ANANYA@example.in',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await db.select().from(leads)).toMatchObject([
      { email: 'ananya@example.in', course: 'Pro Trader' },
    ]);
  });

  it('stores one lead when the same address signs up many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => signUp('/api/offer/signup', valid)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect(await db.select().from(leads)).toHaveLength(1);
  });

  it.each([
    [
      { ...valid, course: 'Crypto' },
      'Choose one of: Financial Literacy, Pro Trader, Swing Trader, Wealth Management.',
    ],
    [{ ...valid, name: '   ' }, 'Name is required.'],
    [{ ...valid, name: 'n'.repeat(101) }, 'Name must be at most 100 characters.'],
    [{ ...valid, email: 'not-an-email' }, 'Enter a valid email address.'],
  ])('rejects %j with 400 and stores nothing', async (payload, message) => {
    const res = await signUp('/api/offer/signup', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await db.select().from(leads)).toHaveLength(0);
  });
});
