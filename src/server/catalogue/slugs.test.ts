import { MESSAGES } from '@contract/messages.ts';
import { ProgramSchema } from '@contract/program.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { programSlugRedirects, programs } from '../db/schema.ts';
import { adminSession, createProgram } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db } = await buildTestApp({ PUBLIC_URL: 'https://www.fintrain.test' });

const program = {
  title: 'Options Strategies Program',
  tag: 'Derivatives',
  description: 'Spreads and hedges.',
  image_path: null,
  offering_type: 'PAID',
  actual_price: 39_999,
  offer_price: 29_999,
  availability: 'yes',
  html_content: '<p>Week 1</p>',
};

async function add(headers: Record<string, string>, fields: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/program/add',
    headers,
    payload: { ...program, ...fields },
  });
}

async function edit(headers: Record<string, string>, id: string, fields: Record<string, unknown> = {}) {
  return app.inject({
    method: 'PUT',
    url: `/api/admin/program/${id}`,
    headers,
    payload: { ...program, ...fields },
  });
}

describe('a new program gets a readable slug', () => {
  it('is made from the title: lower-case ASCII words joined by hyphens, accents spelt plainly', async () => {
    const { headers } = await adminSession(app, db);
    const res = await add(headers, { title: '  Crème Brûlée & Options: 2026 Édition!  ' });
    expect(res.statusCode).toBe(201);
    expect(ProgramSchema.parse(res.json()).slug).toBe('creme-brulee-and-options-2026-edition');
    const page = await app.inject({
      method: 'GET',
      url: '/api/program/creme-brulee-and-options-2026-edition',
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()._id).toBe(res.json()._id);
  });

  it('takes -2, -3 for the same title, and parallel adds of one title each get their own', async () => {
    const { headers } = await adminSession(app, db);
    const first = await add(headers);
    expect(first.json().slug).toBe('options-strategies-program');
    const answers = await Promise.all(Array.from({ length: 8 }, () => add(headers)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(201));
    const slugs = answers
      .map((res) => res.json().slug as string)
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    expect(slugs).toEqual(Array.from({ length: 8 }, (_, i) => `options-strategies-program-${i + 2}`));
    const rows = await db.select({ slug: programs.slug }).from(programs);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(9);
  });

  it('never reuses a slug another program had before, so an old link cannot lead elsewhere', async () => {
    const { headers } = await adminSession(app, db);
    const old = await add(headers);
    await edit(headers, old.json()._id, { slug: 'options-101' });
    const next = await add(headers);
    expect(next.json().slug).toBe('options-strategies-program-2');
  });

  it('keeps a slug the admin chose, and answers 409 when another program has it', async () => {
    const { headers } = await adminSession(app, db);
    const chosen = await add(headers, { slug: 'options-101' });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().slug).toBe('options-101');
    const again = await add(headers, { title: 'Other', slug: 'options-101' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.programs.slugTaken });
    expect(await db.select().from(programs)).toHaveLength(1);
  });

  it.each([
    ['Options 101', MESSAGES.programs.slugInvalid],
    ['options--101', MESSAGES.programs.slugInvalid],
    ['-options', MESSAGES.programs.slugInvalid],
    ['optiöns', MESSAGES.programs.slugInvalid],
    ['a'.repeat(LIMITS.slug + 1), MESSAGES.programs.slugTooLong],
    ['0b0c0e2a-4f44-4a4e-9f1e-111111111111', MESSAGES.programs.slugIsId],
  ])('refuses the slug %j with a 400 and its reason, storing nothing', async (slug, message) => {
    const { headers } = await adminSession(app, db);
    const res = await add(headers, { slug });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await db.select().from(programs)).toHaveLength(0);
  });
});

describe('editing a slug', () => {
  it('keeps the old one as a redirect: the API answers the program by it, the page answers 301', async () => {
    const { headers } = await adminSession(app, db);
    const created = (await add(headers)).json();
    // Warm the cache with the old address, which the change must empty.
    expect(
      (await app.inject({ method: 'GET', url: '/api/program/options-strategies-program' })).statusCode,
    ).toBe(200);
    const res = await edit(headers, created._id, { slug: 'options-made-simple' });
    expect(res.statusCode).toBe(200);
    expect(res.json().slug).toBe('options-made-simple');
    await app.catalogue.settle();

    const byOld = await app.inject({ method: 'GET', url: '/api/program/options-strategies-program' });
    expect(byOld.statusCode).toBe(200);
    expect(byOld.json()).toMatchObject({ _id: created._id, slug: 'options-made-simple' });
    const page = await app.inject({
      method: 'GET',
      url: '/programs/options-strategies-program?utm_source=mail',
    });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/programs/options-made-simple?utm_source=mail');
    expect(page.headers['cache-control']).toBe('no-cache');
    const byId = await app.inject({ method: 'GET', url: `/programs/${created._id.toUpperCase()}` });
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe('/programs/options-made-simple');
    expect(await db.select().from(programSlugRedirects)).toEqual([
      expect.objectContaining({ oldSlug: 'options-strategies-program', programId: created._id }),
    ]);
  });

  it('follows a chain of renames to the current slug, and lets the program take an old slug back', async () => {
    const { headers } = await adminSession(app, db);
    const { _id: id } = (await add(headers, { slug: 'first' })).json();
    await edit(headers, id, { slug: 'second' });
    await edit(headers, id, { slug: 'third' });
    await app.catalogue.settle();
    expect((await app.inject({ method: 'GET', url: '/programs/first' })).headers.location).toBe(
      '/programs/third',
    );
    expect((await edit(headers, id, { slug: 'first' })).statusCode).toBe(200);
    await app.catalogue.settle();
    expect((await app.inject({ method: 'GET', url: '/programs/third' })).headers.location).toBe(
      '/programs/first',
    );
    const redirects = await db
      .select()
      .from(programSlugRedirects)
      .where(eq(programSlugRedirects.programId, id));
    expect(redirects.map((row) => row.oldSlug).sort()).toEqual(['second', 'third']);
  });

  it("answers 409 for another program's current or old slug, and changes nothing", async () => {
    const { headers } = await adminSession(app, db);
    const a = (await add(headers, { slug: 'alpha' })).json();
    await edit(headers, a._id, { slug: 'alpha-two' });
    const b = (await add(headers, { slug: 'beta' })).json();
    for (const slug of ['alpha', 'alpha-two']) {
      const res = await edit(headers, b._id, { slug });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MESSAGES.programs.slugTaken });
    }
    const [row] = await db.select().from(programs).where(eq(programs.id, b._id));
    expect(row?.slug).toBe('beta');
  });

  it('keeps the slug when none is sent, and gives one to an older program that has none', async () => {
    const { headers } = await adminSession(app, db);
    const created = (await add(headers, { slug: 'kept' })).json();
    expect((await edit(headers, created._id, { title: 'Renamed' })).json().slug).toBe('kept');
    const older = await createProgram(db, { title: 'Older Program', slug: null });
    const res = await edit(headers, older.id, { title: 'Older Program', slug: '' });
    expect(res.json().slug).toBe('older-program');
    expect(await db.select().from(programSlugRedirects)).toEqual([]);
  });

  it("refuses to change a seeded program's fixed slug, which the marketing paths use", async () => {
    const { headers } = await adminSession(app, db);
    const seeded = await createProgram(db, { title: 'Pro Trader', slug: 'pro-trader' });
    const res = await edit(headers, seeded.id, { title: 'Pro Trader', slug: 'pro-trader-2026' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.programs.slugFixed });
    expect((await edit(headers, seeded.id, { title: 'Pro Trader Plus' })).json().slug).toBe('pro-trader');
  });

  it('lists only current slugs in the sitemap, and deleting a program ends its old addresses', async () => {
    const { headers } = await adminSession(app, db);
    const { _id: id } = (await add(headers, { slug: 'before' })).json();
    await edit(headers, id, { slug: 'after' });
    await app.catalogue.settle();
    const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>https://www.fintrain.test/programs/after</loc>');
    expect(sitemap).not.toContain('/programs/before<');

    await app.inject({ method: 'DELETE', url: `/api/admin/program/${id}`, headers });
    await app.catalogue.settle();
    expect(await db.select().from(programSlugRedirects)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/program/before' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/programs/before' })).statusCode).toBe(404);
  });

  it('does not redirect the current address, an unknown one, or a page of a program without a slug', async () => {
    const { headers } = await adminSession(app, db);
    await add(headers, { slug: 'current' });
    const bare = await createProgram(db, { slug: null });
    for (const url of ['/programs/current', '/programs/nothing-here', `/programs/${bare.id}`]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).not.toBe(301);
    }
  });
});
