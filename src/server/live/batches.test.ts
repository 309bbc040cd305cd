import { MESSAGES } from '@contract/messages.ts';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, batches, batchWaitlist } from '../db/schema.ts';
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

// docs/product.md §20.1: a program's batches, as admins manage them (ADR 072).
const { app, db, mail, outbox } = await buildTestApp();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'December evening batch',
  starts_on: day(10),
  ends_on: day(66),
  capacity: 25,
  enrolment_open: true,
  instructor_id: null,
  ...overrides,
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

const seatFreedJobs = async (batchId: string) =>
  (
    await db.execute<{ key: string }>(
      sql`select key from graphile_worker.jobs where task_identifier = 'batch-seat-freed' and key = ${`batch-seat-freed:${batchId}`}`,
    )
  ).rows.length;

describe('the admin batch endpoints', () => {
  it('adds a batch with an instructor, lists it with seats and waiting list, and audits it', async () => {
    const { headers, user: admin } = await adminSession(app, db);
    const program = await createProgram(db, { title: 'Pro Trader' });
    const { user: teacher } = await instructorSession(app, db, { name: 'Kavya Iyer' });

    const res = await call(
      'POST',
      `/api/admin/program/${program.id}/batch`,
      headers,
      input({ instructor_id: teacher.id }),
    );
    expect(res.statusCode).toBe(201);
    const batch = res.json();
    expect(batch).toMatchObject({
      program_id: program.id,
      name: 'December evening batch',
      starts_on: day(10),
      ends_on: day(66),
      capacity: 25,
      enrolment_open: true,
      instructor_id: teacher.id,
      instructor_name: 'Kavya Iyer',
      seats_taken: 0,
      waitlist: 0,
    });

    const learner = await createUser(db);
    await createSubscription(db, learner, program, { batchId: batch._id });
    await db.insert(batchWaitlist).values({ batchId: batch._id, userId: (await createUser(db)).id });
    const list = await call('GET', `/api/admin/program/${program.id}/batch/all`, headers);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([{ ...batch, seats_taken: 1, waitlist: 1 }]);

    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, batch._id));
    expect(audit).toMatchObject({ action: 'batch.add', actorId: admin.id, after: batch });
  });

  it('refuses bad input with 400 and a message', async () => {
    const { headers } = await adminSession(app, db);
    const program = await createProgram(db);
    const url = `/api/admin/program/${program.id}/batch`;
    const learner = await createUser(db);
    const cases: [object, string][] = [
      [input({ starts_on: '2026-02-30' }), MESSAGES.batches.badDate('Start date')],
      [input({ ends_on: 'next week' }), MESSAGES.batches.badDate('End date')],
      [input({ starts_on: day(20), ends_on: day(19) }), MESSAGES.batches.endsBeforeStart],
      [input({ capacity: 0 }), 'Capacity must be at least 1.'],
      [input({ capacity: 5001 }), 'Capacity must be at most 5000.'],
      [input({ capacity: 2.5 }), 'Capacity must be a whole number.'],
      [input({ name: '  ' }), 'Name is required.'],
      [input({ instructor_id: learner.id }), MESSAGES.batches.instructorInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', url, headers, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await db.select().from(batches)).toEqual([]);
  });

  it('answers 404 for a program or batch that does not exist', async () => {
    const { headers } = await adminSession(app, db);
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/api/admin/program/${none}/batch`, headers, input())).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/program/${none}/batch/all`, headers)).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/batch/${none}`, headers, input())).json()).toEqual({
      message: MESSAGES.batches.notFound,
    });
    expect((await call('DELETE', `/api/admin/batch/${none}`, headers)).statusCode).toBe(404);
  });

  it('edits a batch, refuses a capacity below the seats taken, and offers new room to the waiting list', async () => {
    const { headers } = await adminSession(app, db);
    const program = await createProgram(db);
    const batch = await createBatch(db, program, { capacity: 2 });
    for (let i = 0; i < 2; i += 1)
      await createSubscription(db, await createUser(db), program, { batchId: batch.id });

    const below = await call('PUT', `/api/admin/batch/${batch.id}`, headers, input({ capacity: 1 }));
    expect(below.statusCode).toBe(409);
    expect(below.json()).toEqual({ message: MESSAGES.batches.capacityBelowSeats(2) });

    await db.insert(batchWaitlist).values({ batchId: batch.id, userId: (await createUser(db)).id });
    const raised = await call(
      'PUT',
      `/api/admin/batch/${batch.id}`,
      headers,
      input({ capacity: 3, name: 'Renamed' }),
    );
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ name: 'Renamed', capacity: 3, seats_taken: 2, waitlist: 1 });
    expect(await seatFreedJobs(batch.id)).toBe(1);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, batch.id));
    expect(audits.map((a) => a.action)).toEqual(['batch.edit']);
    expect(audits[0]?.before).toMatchObject({ capacity: 2 });
    expect(audits[0]?.after).toMatchObject({ capacity: 3 });
  });

  it('refuses to delete a batch with current subscriptions, and deletes an empty one, mailing its waiting list', async () => {
    const { headers } = await adminSession(app, db);
    const program = await createProgram(db, { title: 'Options Basics' });
    const held = await createBatch(db, program);
    await createSubscription(db, await createUser(db), program, { batchId: held.id });
    const refused = await call('DELETE', `/api/admin/batch/${held.id}`, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MESSAGES.batches.hasSubscriptions(1) });

    const empty = await createBatch(db, program, { name: 'Weekend batch' });
    const waiting = await createUser(db, { email: 'waiting@example.in' });
    await db.insert(batchWaitlist).values({ batchId: empty.id, userId: waiting.id });
    const deleted = await call('DELETE', `/api/admin/batch/${empty.id}`, headers);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: MESSAGES.batches.deleted });
    expect((await db.select().from(batches).orderBy(asc(batches.name))).map((b) => b.id)).toEqual([held.id]);
    await outbox.flush();
    expect(mail.sent.map((m) => [m.to, m.subject])).toEqual([
      ['waiting@example.in', 'Weekend batch of Options Basics will not run'],
    ]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, empty.id));
    expect(audit).toMatchObject({ action: 'batch.delete', after: null });
  });

  it('is for admins only: 401 without a token, 403 for a learner and an instructor', async () => {
    const program = await createProgram(db);
    const batch = await createBatch(db, program);
    const learner = await userSession(app, db);
    const instructor = await instructorSession(app, db);
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['POST', `/api/admin/program/${program.id}/batch`],
      ['GET', `/api/admin/program/${program.id}/batch/all`],
      ['PUT', `/api/admin/batch/${batch.id}`],
      ['DELETE', `/api/admin/batch/${batch.id}`],
      ['GET', '/api/admin/instructor/all'],
    ];
    for (const [method, url] of routes) {
      const body = method === 'POST' || method === 'PUT' ? input() : undefined;
      expect((await call(method, url, {}, body)).statusCode).toBe(401);
      const asLearner = await call(method, url, learner.headers, body);
      expect(asLearner.statusCode).toBe(403);
      expect(asLearner.json()).toEqual({ message: MESSAGES.admin.adminOnly });
      expect((await call(method, url, instructor.headers, body)).statusCode).toBe(403);
    }
    expect(await db.select().from(batches)).toHaveLength(1);
  });

  it("lists the batch form's instructor choices: instructors and admins by name, never a learner", async () => {
    const admin = await adminSession(app, db, { name: 'Aaron Admin' });
    const teacher = await instructorSession(app, db, { name: 'Kavya Iyer' });
    const learner = await createUser(db, { name: 'Asha Learner' });
    const res = await call('GET', '/api/admin/instructor/all', admin.headers);
    expect(res.statusCode).toBe(200);
    const choices: { _id: string; name: string; email: string; role: string }[] = res.json();
    expect(choices).toContainEqual({
      _id: teacher.user.id,
      name: 'Kavya Iyer',
      email: teacher.user.email,
      role: 'instructor',
    });
    expect(choices).toContainEqual({
      _id: admin.user.id,
      name: 'Aaron Admin',
      email: admin.user.email,
      role: 'admin',
    });
    expect(choices.map((choice) => choice._id)).not.toContain(learner.id);
    expect(new Set(choices.map((choice) => choice.role))).toEqual(new Set(['admin', 'instructor']));
    const ids = choices.map((choice) => choice._id);
    expect(ids.indexOf(admin.user.id)).toBeLessThan(ids.indexOf(teacher.user.id));
  });
});
