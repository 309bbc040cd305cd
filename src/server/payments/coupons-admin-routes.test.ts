import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, coupons, services } from '../db/schema.ts';
import { adminSession, createProgram, createUser } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { createCoupon, createOpenPayment } from '../test/payment-factories.ts';
import { redeemCoupon } from './coupons.ts';

const { app, db } = await buildTestApp();

const FORM = {
  code: 'diwali15',
  kind: 'percent',
  value: 15,
  valid_from: '2026-10-20T00:00:00+05:30',
  valid_until: '2026-11-05T00:00:00+05:30',
  max_uses: 100,
  program_ids: [] as string[],
  active: true,
};

async function addCoupon(headers: Record<string, string>, payload: object) {
  return app.inject({ method: 'POST', url: '/api/admin/coupon', headers, payload });
}

async function editCoupon(headers: Record<string, string>, id: string, payload: object) {
  return app.inject({ method: 'PUT', url: `/api/admin/coupon/${id}`, headers, payload });
}

describe('POST /api/admin/coupon', () => {
  it('creates a coupon, code in upper case, dates as instants, and audits it', async () => {
    const admin = await adminSession(app, db);
    const program = await createProgram(db);
    const res = await addCoupon(admin.headers, { ...FORM, program_ids: [program.id, program.id] });
    expect(res.statusCode).toBe(201);
    const coupon = res.json();
    expect(coupon).toEqual({
      _id: expect.any(String),
      code: 'DIWALI15',
      kind: 'percent',
      value: 15,
      valid_from: '2026-10-19T18:30:00.000Z',
      valid_until: '2026-11-04T18:30:00.000Z',
      max_uses: 100,
      uses: 0,
      program_ids: [program.id],
      active: true,
      for_email: null,
      created_on: expect.any(String),
    });
    const [row] = await db.select().from(coupons).where(eq(coupons.id, coupon._id));
    expect(row).toMatchObject({ code: 'DIWALI15', createdBy: admin.user.id, maxUses: 100 });
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, coupon._id));
    expect(audits.map((a) => [a.action, a.actorId, a.before, a.after])).toEqual([
      ['coupon.add', admin.user.id, null, coupon],
    ]);
  });

  it('takes a fixed amount in paise, no use limit, and a service as well as a program', async () => {
    const admin = await adminSession(app, db);
    const [service] = await db
      .insert(services)
      .values({
        title: 'Portfolio review',
        tag: 'Advisory',
        description: 'One hour',
        offeringType: 'PAID',
        offerPrice: 2_000,
      })
      .returning();
    const res = await addCoupon(admin.headers, {
      ...FORM,
      code: 'FLAT500',
      kind: 'fixed',
      value: 50_000,
      max_uses: null,
      program_ids: [service!.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'fixed',
      value: 50_000,
      max_uses: null,
      program_ids: [service!.id],
    });
  });

  it('refuses a code that is already taken, whatever its case, and writes nothing', async () => {
    const admin = await adminSession(app, db);
    expect((await addCoupon(admin.headers, FORM)).statusCode).toBe(201);
    const res = await addCoupon(admin.headers, { ...FORM, code: '  Diwali15 ', value: 20 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.payments.couponCodeTaken });
    expect(await db.$count(coupons)).toBe(1);
    expect(await db.$count(auditLog)).toBe(1);
  });

  it('gives one of two concurrent requests for the same code a 409, not a 500', async () => {
    const admin = await adminSession(app, db);
    const results = await Promise.all([addCoupon(admin.headers, FORM), addCoupon(admin.headers, FORM)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await db.$count(coupons)).toBe(1);
  });

  it('refuses program ids that do not exist, with a 400 and nothing written', async () => {
    const admin = await adminSession(app, db);
    const program = await createProgram(db);
    const res = await addCoupon(admin.headers, {
      ...FORM,
      program_ids: [program.id, '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.payments.couponProgramNotFound });
    expect(await db.$count(coupons)).toBe(0);
    expect(await db.$count(auditLog)).toBe(0);
  });

  it.each([
    ['a code with a space', { code: 'DIWALI 15' }, 'The coupon code may hold only letters, digits, - and _.'],
    ['a code with an emoji', { code: 'DIWALI🎉' }, 'The coupon code may hold only letters, digits, - and _.'],
    [
      'a code with Devanagari digits',
      { code: 'DIWALI१५' },
      'The coupon code may hold only letters, digits, - and _.',
    ],
    ['a two-letter code', { code: 'AB' }, 'The coupon code must be at least 3 characters.'],
    ['a code of 33 characters', { code: 'A'.repeat(33) }, 'The coupon code must be at most 32 characters.'],
    ['a percentage of 101', { value: 101 }, 'A percentage must be at most 100.'],
    ['a value of 0', { value: 0 }, 'The value must be at least 1.'],
    ['a fractional value', { kind: 'fixed', value: 99.5 }, 'The value must be a whole number.'],
    ['a value as text', { value: '15' }, 'The value must be a number.'],
    ['an unknown kind', { kind: 'bogo' }, undefined],
    [
      'a date that is not a date',
      { valid_from: 'next Monday' },
      'Valid from must be a date and time (ISO 8601).',
    ],
    ['30 February', { valid_from: '2026-02-30T00:00:00Z' }, 'Valid from must be a date and time (ISO 8601).'],
    [
      'a date without a time zone',
      { valid_until: '2026-11-05T00:00:00' },
      'Valid until must be a date and time (ISO 8601).',
    ],
    [
      'an end before the start',
      { valid_from: '2026-11-05T00:00:00Z', valid_until: '2026-11-04T23:59:59Z' },
      'Valid until must be after valid from.',
    ],
    ['an end equal to the start', { valid_until: FORM.valid_from }, 'Valid until must be after valid from.'],
    ['zero maximum uses', { max_uses: 0 }, 'Maximum uses must be at least 1.'],
    ['negative maximum uses', { max_uses: -5 }, 'Maximum uses must be at least 1.'],
    ['a program id that is not an id', { program_ids: ["1' or '1'='1"] }, 'A program id is not valid.'],
    ['program ids that are not a list', { program_ids: 'all' }, undefined],
    ['active as text', { active: 'yes' }, undefined],
  ])('refuses %s with a 400 and a message', async (_name, change, message) => {
    const admin = await adminSession(app, db);
    const res = await addCoupon(admin.headers, { ...FORM, ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toEqual({ message: expect.any(String) });
    if (message) expect(body.message).toBe(message);
    expect(await db.$count(coupons)).toBe(0);
  });

  it('refuses a body that is not an object, and unknown fields change nothing', async () => {
    const admin = await adminSession(app, db);
    for (const payload of [[], [FORM], { ...FORM, code: undefined }]) {
      const res = await addCoupon(admin.headers, payload as object);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    const res = await addCoupon(admin.headers, { ...FORM, uses: 99, created_by: null, _id: 'x' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ uses: 0 });
  });
});

describe('PUT /api/admin/coupon/:id', () => {
  it('edits every field and audits before and after', async () => {
    const admin = await adminSession(app, db);
    const created = (await addCoupon(admin.headers, FORM)).json();
    const program = await createProgram(db);
    const change = {
      code: 'NEWYEAR',
      kind: 'fixed',
      value: 25_000,
      valid_from: '2026-12-31T00:00:00Z',
      valid_until: '2027-01-02T00:00:00Z',
      max_uses: 10,
      program_ids: [program.id],
      active: true,
    };
    const res = await editCoupon(admin.headers, created._id, change);
    expect(res.statusCode).toBe(200);
    const edited = res.json();
    expect(edited).toEqual({
      ...change,
      _id: created._id,
      valid_from: '2026-12-31T00:00:00.000Z',
      valid_until: '2027-01-02T00:00:00.000Z',
      uses: 0,
      for_email: null,
      created_on: created.created_on,
    });
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'coupon.edit'));
    expect(audits.map((a) => [a.entityId, a.actorId, a.before, a.after])).toEqual([
      [created._id, admin.user.id, created, edited],
    ]);
  });

  it('deactivates a coupon with active: false, after which checkout refuses it', async () => {
    const admin = await adminSession(app, db);
    const created = (await addCoupon(admin.headers, { ...FORM, valid_until: '2099-01-01T00:00:00Z' })).json();
    const res = await editCoupon(admin.headers, created._id, {
      ...FORM,
      valid_until: '2099-01-01T00:00:00Z',
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ active: false });
    const [row] = await db.select().from(coupons).where(eq(coupons.id, created._id));
    expect(row!.active).toBe(false);
  });

  it('refuses to lower max_uses below the uses already taken, and keeps the coupon as it was', async () => {
    const admin = await adminSession(app, db);
    const coupon = await createCoupon(db, { code: 'POPULAR', maxUses: 5 });
    for (let i = 0; i < 3; i += 1) {
      const user = await createUser(db);
      const payment = await createOpenPayment(db, { user });
      await db.transaction((tx) =>
        redeemCoupon(tx, { couponId: coupon.id, userId: user.id, paymentId: payment.id }),
      );
    }
    const form = {
      ...FORM,
      code: 'POPULAR',
      valid_from: coupon.validFrom.toISOString(),
      valid_until: coupon.validUntil.toISOString(),
    };
    const res = await editCoupon(admin.headers, coupon.id, { ...form, max_uses: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.payments.couponMaxUsesBelowUses });
    const [row] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ maxUses: 5, uses: 3, value: 10 });
    expect(await db.$count(auditLog)).toBe(0);

    const exact = await editCoupon(admin.headers, coupon.id, { ...form, max_uses: 3 });
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toMatchObject({ max_uses: 3, uses: 3 });
  });

  it('refuses to take another coupon’s code', async () => {
    const admin = await adminSession(app, db);
    await createCoupon(db, { code: 'TAKEN' });
    const mine = (await addCoupon(admin.headers, FORM)).json();
    const res = await editCoupon(admin.headers, mine._id, { ...FORM, code: 'taken' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.payments.couponCodeTaken });
    // Keeping its own code is no conflict.
    expect((await editCoupon(admin.headers, mine._id, { ...FORM, value: 20 })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown coupon and 400 for an id that is not one', async () => {
    const admin = await adminSession(app, db);
    const missing = await editCoupon(admin.headers, '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f', FORM);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.payments.couponNotFoundAdmin });
    const bad = await editCoupon(admin.headers, 'not-an-id', FORM);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses a program id that does not exist on edit', async () => {
    const admin = await adminSession(app, db);
    const created = (await addCoupon(admin.headers, FORM)).json();
    const res = await editCoupon(admin.headers, created._id, {
      ...FORM,
      program_ids: ['0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.payments.couponProgramNotFound });
  });
});

describe('GET /api/admin/coupon/all', () => {
  it('lists coupons newest first, paged with the total, and searches by code', async () => {
    const admin = await adminSession(app, db);
    const base = Date.now() - 3_600_000;
    for (const [i, code] of ['SUMMER10', 'SUMMER20', 'DIWALI15', 'NEWYEAR', 'SUMMER30'].entries()) {
      await createCoupon(db, { code, createdOn: new Date(base + i * 60_000) });
    }
    const all = await app.inject({ method: 'GET', url: '/api/admin/coupon/all', headers: admin.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((c: { code: string }) => c.code)).toEqual([
      'SUMMER30',
      'NEWYEAR',
      'DIWALI15',
      'SUMMER20',
      'SUMMER10',
    ]);
    expect(all.headers['x-total-count']).toBe('5');

    const page = await app.inject({
      method: 'GET',
      url: '/api/admin/coupon/all?page=2&limit=2',
      headers: admin.headers,
    });
    expect(page.json().map((c: { code: string }) => c.code)).toEqual(['DIWALI15', 'SUMMER20']);
    expect(page.headers['x-total-count']).toBe('5');

    const search = await app.inject({
      method: 'GET',
      url: '/api/admin/coupon/all?q=summer',
      headers: admin.headers,
    });
    expect(search.json().map((c: { code: string }) => c.code)).toEqual(['SUMMER30', 'SUMMER20', 'SUMMER10']);

    const literal = await app.inject({
      method: 'GET',
      url: `/api/admin/coupon/all?q=${encodeURIComponent('%_')}`,
      headers: admin.headers,
    });
    expect(literal.json()).toEqual([]);
  });

  it('shows the e-mail a personal offer coupon is for, and finds it by part of that e-mail', async () => {
    const admin = await adminSession(app, db);
    await createCoupon(db, { code: 'OFFER-7KQ2M9', forEmail: 'asha.rao@example.in', maxUses: 1 });
    await createCoupon(db, { code: 'WELCOME10' });
    const all = await app.inject({ method: 'GET', url: '/api/admin/coupon/all', headers: admin.headers });
    expect(
      all
        .json()
        .map((c: { code: string; for_email: string | null }) => [c.code, c.for_email])
        .sort(),
    ).toEqual([
      ['OFFER-7KQ2M9', 'asha.rao@example.in'],
      ['WELCOME10', null],
    ]);
    const search = await app.inject({
      method: 'GET',
      url: '/api/admin/coupon/all?q=ASHA.RAO',
      headers: admin.headers,
    });
    expect(search.json().map((c: { code: string }) => c.code)).toEqual(['OFFER-7KQ2M9']);
    expect(search.headers['x-total-count']).toBe('1');
  });

  it('refuses a bad page with a 400', async () => {
    const admin = await adminSession(app, db);
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/coupon/all?page=0',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'page must be a whole number from 1.' });
  });
});
