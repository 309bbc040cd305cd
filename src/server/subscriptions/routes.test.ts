import { MESSAGES } from '@contract/messages.ts';
import { SubscriptionListSchema } from '@contract/subscription.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { programs, services, subscriptions, users } from '../db/schema.ts';
import { bearer, createAccount, createProgram, loginAs } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db, mail, outbox } = await buildTestApp();

async function learner(email = 'learner@example.in', name = 'Kiran Kumar') {
  const user = await createAccount(db, { email, name });
  return { user, token: await loginAs(app, email) };
}

const subscribeAs = (token: string | undefined, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/subscription/subscribe',
    payload,
    headers: token ? bearer(token) : {},
  });
const listAs = (token: string) =>
  app.inject({ method: 'GET', url: '/api/subscription/all', headers: bearer(token) });

describe('POST /api/subscription/subscribe', () => {
  it('subscribes at the current offer price, pending, and mails the learner', async () => {
    const { user, token } = await learner();
    const program = await createProgram(db, {
      title: 'Pro Trader Program',
      actualPrice: 49_999,
      offerPrice: 34_999,
    });

    const res = await subscribeAs(token, { resourceType: 'program', resourceId: program.id });

    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MESSAGES.subscriptions.subscribedProgram);
    expect(res.json().subscription).toMatchObject({
      user_name: 'Kiran Kumar',
      user_email: 'learner@example.in',
      resource_type: 'program',
      resource_id: program.id,
      offer_price: 34_999,
      status: 'pending',
      resource: { title: 'Pro Trader Program', offering_type: 'PAID', exists: true },
    });
    const rows = await db.select().from(subscriptions);
    expect(rows).toMatchObject([{ userId: user.id, offerPrice: 34_999, status: 'pending' }]);

    await outbox.flush();
    expect(mail.sent.map((m) => [m.to, m.subject])).toEqual([
      ['learner@example.in', 'We received your subscription to Pro Trader Program'],
    ]);
    expect(mail.sent[0]?.text).toContain('₹34,999');
    expect(mail.sent[0]?.text).toContain('pending');
  });

  it('records 0 for a FREE program whatever its prices say', async () => {
    const { token } = await learner();
    const program = await createProgram(db, { offeringType: 'FREE', actualPrice: 999, offerPrice: 499 });
    const res = await subscribeAs(token, { resourceType: 'program', resourceId: program.id });
    expect(res.json().subscription.offer_price).toBe(0);
  });

  it('keeps the price of the day when the program price changes later', async () => {
    const { token } = await learner();
    const program = await createProgram(db, { offerPrice: 7_500 });
    await subscribeAs(token, { resourceType: 'program', resourceId: program.id });
    await db.update(programs).set({ offerPrice: 9_999 }).where(eq(programs.id, program.id));
    expect((await listAs(token)).json()[0].offer_price).toBe(7_500);
  });

  it('answers 401 to an anonymous visitor and stores nothing', async () => {
    const program = await createProgram(db);
    const res = await subscribeAs(undefined, { resourceType: 'program', resourceId: program.id });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.auth.loginRequired });
    expect(await db.select().from(subscriptions)).toHaveLength(0);
  });

  it('answers 404 for an unknown program and 409 for an unavailable one', async () => {
    const { token } = await learner();
    const unknown = await subscribeAs(token, {
      resourceType: 'program',
      resourceId: '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MESSAGES.subscriptions.programNotFound });

    const closed = await createProgram(db, { availability: 'no' });
    const unavailable = await subscribeAs(token, { resourceType: 'program', resourceId: closed.id });
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json()).toEqual({ message: MESSAGES.subscriptions.programUnavailable });
    expect(await db.select().from(subscriptions)).toHaveLength(0);
  });

  it('refuses a second pending or active subscription but allows one after a rejection', async () => {
    const { token } = await learner();
    const program = await createProgram(db);
    const payload = { resourceType: 'program', resourceId: program.id };
    expect((await subscribeAs(token, payload)).statusCode).toBe(201);

    const again = await subscribeAs(token, payload);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.subscriptions.alreadySubscribedProgram });

    await db.update(subscriptions).set({ status: 'active' });
    expect((await subscribeAs(token, payload)).statusCode).toBe(409);

    await db.update(subscriptions).set({ status: 'rejected' });
    expect((await subscribeAs(token, payload)).statusCode).toBe(201);
    const statuses = (await db.select().from(subscriptions)).map((s) => s.status).sort();
    expect(statuses).toEqual(['pending', 'rejected']);
  });

  it('creates exactly one row from 10 concurrent subscribes by the same learner', async () => {
    const { token } = await learner();
    const program = await createProgram(db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        subscribeAs(token, { resourceType: 'program', resourceId: program.id }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await db.select().from(subscriptions)).toHaveLength(1);
  });

  it.each([
    [
      { resourceType: 'course', resourceId: '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f' },
      "resourceType must be 'program' or 'service'.",
    ],
    [{ resourceType: 'program', resourceId: 'abc' }, 'resourceId is not a valid id.'],
    [{ resourceType: 'program' }, 'resourceId is not a valid id.'],
  ])('rejects %j with 400', async (payload, message) => {
    const { token } = await learner();
    const res = await subscribeAs(token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('subscribes to a service too', async () => {
    const { token } = await learner();
    const [service] = await db
      .insert(services)
      .values({
        title: 'Portfolio Review Session',
        offeringType: 'PAID',
        offerPrice: 2_999,
        availability: 'yes',
      })
      .returning();
    const res = await subscribeAs(token, { resourceType: 'service', resourceId: service!.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MESSAGES.subscriptions.subscribedService);
    expect(res.json().subscription).toMatchObject({ resource_type: 'service', offer_price: 2_999 });
    // A program id is not a service.
    const program = await createProgram(db);
    const wrongType = await subscribeAs(token, { resourceType: 'service', resourceId: program.id });
    expect(wrongType.statusCode).toBe(404);
    expect(wrongType.json()).toEqual({ message: MESSAGES.subscriptions.serviceNotFound });
  });
});

describe('GET /api/subscription/all', () => {
  it("lists only the caller's subscriptions, newest first, with a summary of each resource", async () => {
    const kiran = await learner('kiran@example.in', 'Kiran');
    const lata = await learner('lata@example.in', 'Lata');
    const first = await createProgram(db, {
      title: 'Swing Trader Program',
      imagePath: '/images/programs/swing-trader.svg',
    });
    const second = await createProgram(db, { title: 'Financial Literacy Program', offeringType: 'FREE' });
    await subscribeAs(kiran.token, { resourceType: 'program', resourceId: first.id });
    await subscribeAs(kiran.token, { resourceType: 'program', resourceId: second.id });
    await subscribeAs(lata.token, { resourceType: 'program', resourceId: first.id });

    const res = await listAs(kiran.token);
    expect(res.statusCode).toBe(200);
    const list = SubscriptionListSchema.parse(res.json());
    expect(list.map((s) => s.resource.title)).toEqual(['Financial Literacy Program', 'Swing Trader Program']);
    expect(list.every((s) => s.user_email === 'kiran@example.in')).toBe(true);
    expect(list[1]?.resource).toEqual({
      title: 'Swing Trader Program',
      image_path: '/images/programs/swing-trader.svg',
      offering_type: 'PAID',
      exists: true,
    });
    expect(list[0]).toMatchObject({ offer_price: 0, resource: { offering_type: 'FREE' } });

    expect((await listAs(lata.token)).json()).toHaveLength(1);
  });

  it('answers 401 without a valid token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/subscription/all' })).statusCode).toBe(401);
    expect((await listAs('x'.repeat(43))).statusCode).toBe(401);
  });

  it('keeps a subscription readable after its program is deleted', async () => {
    const { token } = await learner();
    const program = await createProgram(db, { title: 'Retired Program' });
    await subscribeAs(token, { resourceType: 'program', resourceId: program.id });
    await db.delete(programs).where(eq(programs.id, program.id));
    const [row] = (await listAs(token)).json();
    expect(row.resource).toMatchObject({ title: 'Retired Program', exists: false, image_path: null });
  });

  it("keeps the money history when a learner's account is deleted", async () => {
    const { user, token } = await learner('gone@example.in', 'Gone Learner');
    const program = await createProgram(db);
    await subscribeAs(token, { resourceType: 'program', resourceId: program.id });
    await db.delete(users).where(eq(users.id, user.id));
    expect(await db.select().from(subscriptions)).toMatchObject([
      { userId: null, userName: 'Gone Learner', userEmail: 'gone@example.in' },
    ]);
  });
});

describe('services', () => {
  it('GET /api/service/all and /api/service/:id answer services; unknown ids 404', async () => {
    const [service] = await db
      .insert(services)
      .values({
        title: 'Monthly Market Outlook Webinar',
        offeringType: 'FREE',
        availability: 'yes',
        slug: 'webinar',
      })
      .returning();
    const all = await app.inject({ method: 'GET', url: '/api/service/all' });
    expect(all.json()).toMatchObject([{ _id: service!.id, title: 'Monthly Market Outlook Webinar' }]);
    const one = await app.inject({ method: 'GET', url: `/api/service/${service!.id}` });
    expect(one.json()).toMatchObject({ _id: service!.id, offering_type: 'FREE' });
    expect((await app.inject({ method: 'GET', url: '/api/service/webinar' })).statusCode).toBe(200);
    const missing = await app.inject({ method: 'GET', url: '/api/service/unknown' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.subscriptions.serviceNotFound });
  });
});
