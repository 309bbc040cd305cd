import { MESSAGES } from '@contract/messages.ts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, batches, batchWaitlist, services, subscriptions } from '../db/schema.ts';
import { createJobTasks } from '../jobs/tasks.ts';
import { LocalMediaStorage } from '../media/storage.ts';
import {
  adminSession,
  createBatch,
  createProgram,
  createSubscription,
  createUser,
  instructorSession,
  userSession,
} from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

// docs/product.md §20.1 (ADR 072): subscribing into a batch, the waiting list, the freed seat, the move.
const { app, db, mail, outbox } = await buildTestApp();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const subscribe = (headers: object, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/subscription/subscribe',
    headers: headers as Record<string, string>,
    payload,
  });

const seatsTaken = async (batchId: string) =>
  (await db.select().from(batches).where(eq(batches.id, batchId)))[0]!.seatsTaken;

/** A full batch (capacity filled by other learners' pending subscriptions). */
async function fullBatch(program: { id: string; title: string; offerPrice: number }, capacity = 1) {
  const batch = await createBatch(db, program, { capacity, name: 'Evening batch' });
  const holders = [];
  for (let i = 0; i < capacity; i += 1) {
    holders.push(await createSubscription(db, await createUser(db), program, { batchId: batch.id }));
  }
  return { batch, holders };
}

describe('subscribing to a program with batches', () => {
  it('takes a seat in the chosen batch, and says which in the subscription', async () => {
    const program = await createProgram(db);
    const batch = await createBatch(db, program, { name: 'January batch' });
    const { headers } = await userSession(app, db);
    const res = await subscribe(headers, {
      resourceType: 'program',
      resourceId: program.id,
      batchId: batch.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().subscription.batch).toEqual({ _id: batch.id, name: 'January batch' });
    expect(await seatsTaken(batch.id)).toBe(1);
  });

  it('refuses a batch of another program (400), a closed or ended one (409), and a batch for a service (400)', async () => {
    const program = await createProgram(db);
    const other = await createBatch(db, await createProgram(db));
    const closed = await createBatch(db, program, { name: 'Closed batch', enrolmentOpen: false });
    const ended = await createBatch(db, program, { name: 'Old batch', startsOn: day(-60), endsOn: day(-1) });
    const { headers } = await userSession(app, db);
    const payload = (batchId: string) => ({ resourceType: 'program', resourceId: program.id, batchId });

    const wrong = await subscribe(headers, payload(other.id));
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { message: MESSAGES.batches.notOfProgram }]);
    const shut = await subscribe(headers, payload(closed.id));
    expect([shut.statusCode, shut.json()]).toEqual([
      409,
      { message: MESSAGES.batches.closed('Closed batch') },
    ]);
    expect((await subscribe(headers, payload(ended.id))).json()).toEqual({
      message: MESSAGES.batches.closed('Old batch'),
    });
    expect((await subscribe(headers, payload('not-a-uuid'))).json()).toEqual({
      message: 'batchId is not a valid id.',
    });
    const [service] = await db
      .insert(services)
      .values({ title: 'Mentoring', offeringType: 'PAID', offerPrice: 2_999, availability: 'yes' })
      .returning();
    const asService = await subscribe(headers, {
      resourceType: 'service',
      resourceId: service!.id,
      batchId: closed.id,
    });
    expect([asService.statusCode, asService.json()]).toEqual([
      400,
      { message: MESSAGES.batches.notOfProgram },
    ]);
    expect(await db.select().from(subscriptions)).toEqual([]);
  });

  it('without a batch takes the soonest open batch with a seat, skipping full, closed and ended ones', async () => {
    const program = await createProgram(db);
    await createBatch(db, program, { startsOn: day(-30), endsOn: day(-2) });
    await createBatch(db, program, { startsOn: day(1), endsOn: day(30), enrolmentOpen: false });
    const { batch: full } = await fullBatch(program);
    await db
      .update(batches)
      .set({ startsOn: day(2) })
      .where(eq(batches.id, full.id));
    const later = await createBatch(db, program, { startsOn: day(20), endsOn: day(40), name: 'Later' });
    const latest = await createBatch(db, program, { startsOn: day(30), endsOn: day(50) });
    const { headers } = await userSession(app, db);
    const res = await subscribe(headers, { resourceType: 'program', resourceId: program.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().subscription.batch).toEqual({ _id: later.id, name: 'Later' });
    expect(await seatsTaken(latest.id)).toBe(0);
  });

  it('works as before for a program without open batches and for a service: no batch', async () => {
    const program = await createProgram(db);
    await createBatch(db, program, { enrolmentOpen: false });
    const { headers } = await userSession(app, db);
    const res = await subscribe(headers, { resourceType: 'program', resourceId: program.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: MESSAGES.subscriptions.subscribedProgram,
      subscription: { batch: null },
    });
  });

  it("puts a learner on a full batch's waiting list (409 with the place), keeps the place when asked again, and lets them leave", async () => {
    const program = await createProgram(db, { title: 'Pro Trader' });
    const { batch } = await fullBatch(program);
    const first = await userSession(app, db);
    const second = await userSession(app, db);
    const payload = { resourceType: 'program', resourceId: program.id, batchId: batch.id };

    const res = await subscribe(first.headers, payload);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: MESSAGES.batches.waitlisted('Evening batch', 1),
      waitlist: { batch_id: batch.id, batch_name: 'Evening batch', position: 1 },
    });
    // Without a batch, all full: the soonest batch's list.
    const auto = await subscribe(second.headers, { resourceType: 'program', resourceId: program.id });
    expect(auto.json().waitlist).toEqual({ batch_id: batch.id, batch_name: 'Evening batch', position: 2 });
    expect((await subscribe(first.headers, payload)).json().waitlist.position).toBe(1);

    const mine = await app.inject({ method: 'GET', url: '/api/batch/waitlist', headers: second.headers });
    expect(mine.json()).toEqual([
      {
        batch_id: batch.id,
        batch_name: 'Evening batch',
        program_id: program.id,
        program_title: 'Pro Trader',
        starts_on: batch.startsOn,
        position: 2,
      },
    ]);
    const leave = () =>
      app.inject({ method: 'DELETE', url: `/api/batch/${batch.id}/waitlist`, headers: first.headers });
    expect((await leave()).json()).toEqual({ message: MESSAGES.batches.leftWaitlist });
    expect((await leave()).statusCode).toBe(404);
    const after = await app.inject({ method: 'GET', url: '/api/batch/waitlist', headers: second.headers });
    expect(after.json()[0].position).toBe(1);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, first.user.id))).toEqual([]);
  });

  it('refuses a learner who already holds the program as a duplicate, not a waiting-list place', async () => {
    const program = await createProgram(db);
    const { batch } = await fullBatch(program);
    const { headers, user } = await userSession(app, db);
    await createSubscription(db, user, program);
    const res = await subscribe(headers, {
      resourceType: 'program',
      resourceId: program.id,
      batchId: batch.id,
    });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { message: MESSAGES.subscriptions.alreadySubscribedProgram },
    ]);
    expect(await db.select().from(batchWaitlist)).toEqual([]);
  });

  it('the waiting-list endpoints need a token', async () => {
    const batch = await createBatch(db, await createProgram(db));
    expect((await app.inject({ method: 'GET', url: '/api/batch/waitlist' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/api/batch/${batch.id}/waitlist` })).statusCode).toBe(
      401,
    );
    const { headers } = await userSession(app, db);
    const bad = await app.inject({ method: 'DELETE', url: '/api/batch/nope/waitlist', headers });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: 'The id is not valid.' }]);
  });

  it('gives the last seat to exactly one of 20 learners subscribing at once; the 19 others wait in line', async () => {
    const program = await createProgram(db);
    const batch = await createBatch(db, program, { capacity: 3 });
    for (let i = 0; i < 2; i += 1)
      await createSubscription(db, await createUser(db), program, { batchId: batch.id });
    const learners = [];
    for (let i = 0; i < 20; i += 1) learners.push(await userSession(app, db));

    const answers = await Promise.all(
      learners.map((l) =>
        subscribe(l.headers, { resourceType: 'program', resourceId: program.id, batchId: batch.id }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const positions = answers.filter((a) => a.statusCode === 409).map((a) => a.json().waitlist.position);
    expect(positions.sort((a, b) => a - b)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(await seatsTaken(batch.id)).toBe(3);
    const inBatch = await db.select().from(subscriptions).where(eq(subscriptions.batchId, batch.id));
    expect(inBatch).toHaveLength(3);
    expect(await db.select().from(batchWaitlist).where(eq(batchWaitlist.batchId, batch.id))).toHaveLength(19);
  });
});

describe('a seat that frees up (the batch-seat-freed job)', () => {
  const tasks = createJobTasks({
    db,
    mediaStorage: new LocalMediaStorage('/nonexistent'),
    publicUrl: 'https://fintrain.test',
  });

  it('goes to the first in line when an admin rejects a subscription of a full batch: subscribed, off the list, mailed', async () => {
    const program = await createProgram(db, { title: 'Pro Trader', offerPrice: 34_999 });
    const { batch, holders } = await fullBatch(program);
    const first = await userSession(app, db, { name: 'Asha Rao', email: 'asha@example.in' });
    const second = await userSession(app, db);
    for (const l of [first, second]) {
      await subscribe(l.headers, { resourceType: 'program', resourceId: program.id, batchId: batch.id });
    }
    const admin = await adminSession(app, db);
    const rejected = await app.inject({
      method: 'PUT',
      url: `/api/admin/subscription/${holders[0]!.id}`,
      headers: admin.headers,
      payload: { status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await seatsTaken(batch.id)).toBe(0);
    const { rows } = await db.execute<{ n: number }>(
      // The trigger of migration 0034 queued the job in the rejecting transaction.
      `select count(*)::int as n from graphile_worker.jobs where key = 'batch-seat-freed:${batch.id}'`,
    );
    expect(rows[0]?.n).toBe(1);
    await outbox.flush();
    mail.sent.length = 0;

    await tasks['batch-seat-freed']({ batch_id: batch.id });

    const [seat] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, first.user.id), eq(subscriptions.batchId, batch.id)));
    expect(seat).toMatchObject({ status: 'pending', offerPrice: 34_999 });
    expect(await seatsTaken(batch.id)).toBe(1);
    const left = await db.select().from(batchWaitlist).where(eq(batchWaitlist.batchId, batch.id));
    expect(left.map((row) => row.userId)).toEqual([second.user.id]);
    await outbox.flush();
    expect(mail.sent.map((m) => [m.to, m.subject])).toEqual([
      ['asha@example.in', 'A seat in Evening batch of Pro Trader is yours'],
    ]);
    expect(mail.sent[0]?.text).toContain('Our team approves it');
    // Run again: no free seat, nothing more happens.
    await tasks['batch-seat-freed']({ batch_id: batch.id });
    expect(await db.select().from(batchWaitlist).where(eq(batchWaitlist.batchId, batch.id))).toHaveLength(1);
  });

  it('with online payment on, the mail leads to paying; a FREE program set to open at once opens', async () => {
    const withPayments = createJobTasks({
      db,
      mediaStorage: new LocalMediaStorage('/nonexistent'),
      publicUrl: 'https://fintrain.test',
      payments: { config: app.config as never, razorpay: {} as never },
    });
    const paid = await createProgram(db, { title: 'Pro Trader', offerPrice: 999 });
    const paidBatch = await createBatch(db, paid, { capacity: 1 });
    const payer = await createUser(db, { email: 'payer@example.in' });
    await db.insert(batchWaitlist).values({ batchId: paidBatch.id, userId: payer.id });
    await withPayments['batch-seat-freed']({ batch_id: paidBatch.id });
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, payer.id));

    const free = await createProgram(db, {
      title: 'Market Basics',
      offeringType: 'FREE',
      offerPrice: 0,
      actualPrice: 0,
      autoActivateFree: true,
    });
    const freeBatch = await createBatch(db, free, { capacity: 1 });
    const learner = await createUser(db, { email: 'free@example.in' });
    await db.insert(batchWaitlist).values({ batchId: freeBatch.id, userId: learner.id });
    await tasks['batch-seat-freed']({ batch_id: freeBatch.id });
    const [open] = await db.select().from(subscriptions).where(eq(subscriptions.userId, learner.id));
    expect(open?.status).toBe('active');

    await outbox.flush();
    const byTo = new Map(mail.sent.map((m) => [m.to, m.text]));
    expect(byTo.get('payer@example.in')).toContain(`Pay now: https://fintrain.test/pay/${sub!.id}`);
    expect(byTo.get('free@example.in')).toContain('It is open now');
  });
});

describe('PUT /api/admin/subscription/:id/batch', () => {
  const move = (headers: object, id: string, batchId: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/subscription/${id}/batch`,
      headers: headers as Record<string, string>,
      payload: { batch_id: batchId },
    });

  it('moves a subscription to another batch of its program, audited and mailed; the old seat frees up', async () => {
    const { headers, user: admin } = await adminSession(app, db);
    const program = await createProgram(db, { title: 'Pro Trader' });
    const from = await createBatch(db, program);
    const to = await createBatch(db, program, { name: 'Weekend batch', startsOn: day(14), endsOn: day(70) });
    const learner = await createUser(db, { email: 'mover@example.in' });
    const sub = await createSubscription(db, learner, program, { batchId: from.id, status: 'active' });

    const res = await move(headers, sub.id, to.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: sub.id, batch: { _id: to.id, name: 'Weekend batch' } });
    expect([await seatsTaken(from.id), await seatsTaken(to.id)]).toEqual([0, 1]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, sub.id));
    expect(audit).toMatchObject({
      action: 'subscription.batch',
      actorId: admin.id,
      before: { batch_id: from.id },
      after: { batch_id: to.id },
    });
    await outbox.flush();
    expect(mail.sent.map((m) => [m.to, m.subject])).toEqual([
      ['mover@example.in', 'Your batch of Pro Trader is now Weekend batch'],
    ]);
    expect((await move(headers, sub.id, to.id)).json()).toEqual({ message: MESSAGES.batches.moveSameBatch });
  });

  it('refuses a full target (409), a batch of another program (400), and is for admins only', async () => {
    const admin = await adminSession(app, db);
    const program = await createProgram(db);
    const { batch: full } = await fullBatch(program);
    const sub = await createSubscription(db, await createUser(db), program);
    const refused = await move(admin.headers, sub.id, full.id);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { message: MESSAGES.batches.moveFull('Evening batch') },
    ]);
    const elsewhere = await createBatch(db, await createProgram(db));
    expect((await move(admin.headers, sub.id, elsewhere.id)).statusCode).toBe(400);
    expect((await move(admin.headers, sub.id, 'nope')).statusCode).toBe(400);

    expect((await move({}, sub.id, full.id)).statusCode).toBe(401);
    expect((await move((await userSession(app, db)).headers, sub.id, full.id)).statusCode).toBe(403);
    expect((await move((await instructorSession(app, db)).headers, sub.id, full.id)).statusCode).toBe(403);
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row?.batchId).toBeNull();
  });
});

describe('GET /api/program/:id', () => {
  it('lists the open batches with seats left and instructor, soonest first, and follows seats as they change', async () => {
    const program = await createProgram(db, { slug: 'pro-trader-live' });
    const { user: teacher } = await instructorSession(app, db, { name: 'Kavya Iyer' });
    const later = await createBatch(db, program, {
      name: 'Later',
      startsOn: day(30),
      endsOn: day(60),
      capacity: 2,
    });
    const sooner = await createBatch(db, program, {
      name: 'Sooner',
      startsOn: day(5),
      endsOn: day(40),
      capacity: 10,
      instructorId: teacher.id,
    });
    await createBatch(db, program, { enrolmentOpen: false });
    await createBatch(db, program, { startsOn: day(-20), endsOn: day(-1) });
    await app.catalogue.settle();

    const read = async () => (await app.inject({ method: 'GET', url: `/api/program/${program.id}` })).json();
    const before = await read();
    expect(before).toMatchObject({ _id: program.id, title: program.title, slug: 'pro-trader-live' });
    expect(before.batches).toEqual([
      {
        _id: sooner.id,
        name: 'Sooner',
        starts_on: day(5),
        ends_on: day(40),
        seats_left: 10,
        instructor_name: 'Kavya Iyer',
      },
      {
        _id: later.id,
        name: 'Later',
        starts_on: day(30),
        ends_on: day(60),
        seats_left: 2,
        instructor_name: null,
      },
    ]);

    const { headers } = await userSession(app, db);
    await subscribe(headers, { resourceType: 'program', resourceId: program.id, batchId: later.id });
    await app.catalogue.settle();
    const after = await read();
    expect(after.batches[1].seats_left).toBe(1);
    const bySlug = await app.inject({ method: 'GET', url: '/api/program/pro-trader-live' });
    expect(bySlug.json().batches).toHaveLength(2);
  });
});
