import { MESSAGES } from '@contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { newsletterSignups, offerSignups } from '../db/schema.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db } = await buildTestApp();

describe('POST /api/newsletter/signup', () => {
  it('stores the address once and says so', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/newsletter/signup',
      payload: { email: 'Ravi@Example.in' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.newsletter.success });
    expect(await db.select().from(newsletterSignups)).toMatchObject([{ email: 'ravi@example.in' }]);
  });

  it('refuses the same address twice, whatever its case, with 409', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/newsletter/signup',
      payload: { email: 'ravi@example.in' },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/newsletter/signup',
      payload: { email: ' RAVI@example.in' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.newsletter.duplicate });
    expect(await db.select().from(newsletterSignups)).toHaveLength(1);
  });

  it('rejects a missing or invalid address with 400', async () => {
    for (const payload of [{}, { email: 'nope' }, { email: 5 }]) {
      const res = await app.inject({ method: 'POST', url: '/api/newsletter/signup', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/email/i);
    }
    expect(await db.select().from(newsletterSignups)).toHaveLength(0);
  });
});

describe('POST /api/offer/signup', () => {
  const valid = { name: 'Ananya Iyer', email: 'ananya@example.in', course: 'Swing Trader' };

  it('stores the claim and answers 201', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/offer/signup', payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.offer.success });
    expect(await db.select().from(offerSignups)).toMatchObject([valid]);
  });

  it('refuses a second claim for the same address with 409', async () => {
    await app.inject({ method: 'POST', url: '/api/offer/signup', payload: valid });
    const res = await app.inject({
      method: 'POST',
      url: '/api/offer/signup',
      payload: { ...valid, course: 'Pro Trader', email: 'ANANYA@example.in' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.offer.duplicate });
  });

  it('rejects a course that is not offered', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/offer/signup',
      payload: { ...valid, course: 'Crypto' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Choose one of: Financial Literacy, Pro Trader, Swing Trader, Wealth Management.',
    });
    expect(await db.select().from(offerSignups)).toHaveLength(0);
  });
});
