import { MESSAGES } from '@contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { coupons, leadCoupons, leads } from '../db/schema.ts';
import { createProgram, createSubscription, userSession } from '../test/factories.ts';
import { buildPaymentTestApp } from '../test/payment-app.ts';

/** The new-learner offer with online payment on (docs/product.md §16, ADR 059). */
const { app, db, mail, outbox } = await buildPaymentTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;
const valid = { name: 'Ananya Iyer', email: 'Ananya@Example.in', course: 'Swing Trader' };
const signUp = (payload: object = valid) => app.inject({ method: 'POST', url: '/api/offer/signup', payload });
const codeIn = (text: string | undefined) => text?.match(/NEW30-[A-Z0-9]{10}/)?.[0];

describe('POST /api/offer/signup with online payment on', () => {
  it('mails a personal single-use coupon for 30 % off the chosen program, valid 30 days', async () => {
    const program = await createProgram(db, { slug: 'swing-trader', title: 'Swing Trader Program' });
    const before = Date.now();
    const res = await signUp();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.offer.success });

    const [coupon] = await db.select().from(coupons);
    expect(coupon).toMatchObject({
      kind: 'percent',
      value: 30,
      maxUses: 1,
      uses: 0,
      programIds: [program.id],
      forEmail: 'ananya@example.in',
      active: true,
    });
    const days = (coupon!.validUntil.getTime() - before) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(30);
    expect(days).toBeLessThan(30.01);
    expect(await db.select().from(leadCoupons)).toMatchObject([
      { email: 'ananya@example.in', programId: program.id, couponId: coupon!.id },
    ]);

    await outbox.flush();
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({
      to: 'ananya@example.in',
      subject: 'Your 30% new-learner discount: Swing Trader Program',
    });
    expect(codeIn(mail.sent[0]?.text)).toBe(coupon!.code);
    expect(mail.sent[0]?.text).toContain('/programs/swing-trader');
  });

  it('prices checkout 30 % lower for that learner, and refuses the code to anyone else', async () => {
    const program = await createProgram(db, { slug: 'swing-trader', offerPrice: 10_000 });
    await signUp();
    const [coupon] = await db.select().from(coupons);
    const quote = async (email: string) => {
      const session = await userSession(app, db, { email });
      const subscription = await createSubscription(db, session.user, program);
      return app.inject({
        method: 'POST',
        url: '/api/payment/quote',
        headers: session.headers,
        payload: { subscription_id: subscription.id, state_code: '36', coupon: coupon!.code },
      });
    };
    const own = await quote('ananya@example.in');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ list_amount: 1_000_000, discount: 300_000 });
    const other = await quote('someone.else@example.in');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ message: MESSAGES.payments.couponNotYours, field: 'coupon' });
  });

  it('sends the same code again on a repeat and mints no second coupon', async () => {
    await createProgram(db, { slug: 'swing-trader' });
    await signUp();
    const again = await signUp({ ...valid, email: ' ANANYA@example.in ' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: MESSAGES.offer.success });
    expect(await db.select().from(coupons)).toHaveLength(1);
    await outbox.flush();
    expect(mail.sent).toHaveLength(2);
    expect(codeIn(mail.sent[1]?.text)).toBe(codeIn(mail.sent[0]?.text));
  });

  it('stores one lead and one coupon when the same address signs up ten times at once', async () => {
    await createProgram(db, { slug: 'swing-trader' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => signUp()));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect(await db.select().from(leads)).toHaveLength(1);
    expect(await db.select().from(coupons)).toHaveLength(1);
    expect(await db.select().from(leadCoupons)).toHaveLength(1);
  });

  it('says the team will call, with no coupon, once the address has used or outlived its coupon', async () => {
    await createProgram(db, { slug: 'swing-trader' });
    await signUp();
    await db
      .update(coupons)
      .set({ validFrom: new Date(Date.now() - 40 * DAY_MS), validUntil: new Date(Date.now() - DAY_MS) });
    await signUp();
    expect(await db.select().from(coupons)).toHaveLength(1);
    await outbox.flush();
    expect(mail.sent[1]?.text).toContain('Our team will call or e-mail you shortly');
    expect(codeIn(mail.sent[1]?.text)).toBeUndefined();
  });
});
