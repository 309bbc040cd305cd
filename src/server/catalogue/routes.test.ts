import { MESSAGES } from '@contract/messages.ts';
import { ProgramListSchema, ProgramSchema } from '@contract/program.ts';
import { describe, expect, it } from 'vitest';
import { createProgram } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db } = await buildTestApp();

describe('GET /api/program/all', () => {
  it('lists every program with the spec field names, oldest first', async () => {
    const first = await createProgram(db, { title: 'Pro Trader Program', createdOn: new Date('2026-01-01') });
    await createProgram(db, {
      title: 'Financial Literacy Program',
      offeringType: 'FREE',
      actualPrice: 0,
      offerPrice: 0,
      availability: 'no',
      imagePath: '/images/programs/financial-literacy.svg',
      createdOn: new Date('2026-02-01'),
    });

    const res = await app.inject({ method: 'GET', url: '/api/program/all' });

    expect(res.statusCode).toBe(200);
    const body = ProgramListSchema.parse(res.json());
    expect(body.map((p) => p.title)).toEqual(['Pro Trader Program', 'Financial Literacy Program']);
    expect(res.json()[0]).toEqual({
      _id: first.id,
      title: 'Pro Trader Program',
      tag: 'Testing',
      description: 'A program made by a test.',
      image_path: null,
      offering_type: 'PAID',
      actual_price: 10000,
      offer_price: 7500,
      availability: 'yes',
      html_content: '<p>Curriculum</p>',
      slug: null,
      created_on: '2026-01-01T00:00:00.000Z',
      auto_activate_free: false,
    });
    expect(body[1]).toMatchObject({ offering_type: 'FREE', availability: 'no', offer_price: 0 });
  });

  it('answers an empty list when there are no programs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/program/all' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('GET /api/program/:id', () => {
  it('returns one program by id', async () => {
    const program = await createProgram(db, { title: 'Swing Trader Program' });
    const res = await app.inject({ method: 'GET', url: `/api/program/${program.id}` });
    expect(res.statusCode).toBe(200);
    expect(ProgramSchema.parse(res.json())).toMatchObject({ _id: program.id, title: 'Swing Trader Program' });
  });

  it('returns one program by the slug the marketing routes use', async () => {
    const program = await createProgram(db, { slug: 'pro-trader' });
    const res = await app.inject({ method: 'GET', url: '/api/program/pro-trader' });
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).toBe(program.id);
  });

  it('answers 404 with a JSON message for an unknown id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/program/3f1c1f5e-8a51-4c8a-9d52-0f1f2a3b4c5d' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.programs.notFound });
  });

  it('answers 404 for an unknown slug and 414 with a message for an over-long id', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/program/no-such-program' })).statusCode).toBe(404);
    const long = await app.inject({ method: 'GET', url: `/api/program/${'x'.repeat(101)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'The address is too long.' });
    const badEncoding = await app.inject({ method: 'GET', url: '/api/program/%E0%A4%A' });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({ message: 'The address is not valid.' });
  });
});
