import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { programs } from '../db/schema.ts';
import { sharedTestDatabase } from '../test/database.ts';
import { adminSession, createProgram } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db } = await buildTestApp();

/** Another instance's connection: a change made through it reaches this app only by NOTIFY. */
async function otherInstance<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client((await sharedTestDatabase()).connection);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs `work` with the programs trigger off: a change the listener never hears of. */
async function withoutNotifications<T>(work: () => Promise<T>): Promise<T> {
  await db.execute(sql`alter table programs disable trigger programs_catalogue_changed`);
  try {
    return await work();
  } finally {
    await db.execute(sql`alter table programs enable trigger programs_catalogue_changed`);
  }
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the catalogue cache', () => {
  it('sends a strong ETag and answers 304 without a body when it still matches', async () => {
    const program = await createProgram(db, { slug: 'pro-trader' });
    for (const url of [
      '/api/program/all',
      `/api/program/${program.id}`,
      '/api/program/pro-trader',
      '/api/service/all',
    ]) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(first.headers.vary).toBe('Accept-Encoding');
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
  });

  it('sends brotli and gzip bodies that decode to the identical JSON, each with its own ETag', async () => {
    await createProgram(db, { title: 'Pro Trader Program' });
    await createProgram(db, { title: 'Swing Trader Program' });
    const plain = await get('/api/program/all');
    const br = await get('/api/program/all', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/api/program/all', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect(
      (
        await get('/api/program/all', {
          'accept-encoding': 'br',
          'if-none-match': plain.headers.etag as string,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers with the bytes the route sent before the cache', async () => {
    await createProgram(db, {
      title: 'Pro Trader Program',
      createdOn: new Date('2026-01-01'),
      slug: 'pro-trader',
    });
    const res = await get('/api/program/all');
    const [row] = await db.select().from(programs);
    expect(res.body).toBe(
      JSON.stringify([
        {
          _id: row?.id,
          title: 'Pro Trader Program',
          tag: 'Testing',
          description: 'A program made by a test.',
          image_path: null,
          offering_type: 'PAID',
          actual_price: 10000,
          offer_price: 7500,
          availability: 'yes',
          html_content: '<p>Curriculum</p>',
          slug: 'pro-trader',
          created_on: '2026-01-01T00:00:00.000Z',
          auto_activate_free: false,
        },
      ]),
    );
  });

  it('shows an edit made through the admin API at once', async () => {
    const program = await createProgram(db, { title: 'Old title' });
    const { headers } = await adminSession(app, db);
    const before = await get(`/api/program/${program.id}`);
    expect(before.json().title).toBe('Old title');
    await get('/api/program/all');
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/admin/program/${program.id}`,
      headers,
      payload: { ...before.json<Record<string, unknown>>(), title: 'New title' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await get(`/api/program/${program.id}`)).json().title).toBe('New title');
    expect((await get('/api/program/all')).json()[0].title).toBe('New title');
    const revalidated = await get(`/api/program/${program.id}`, {
      'if-none-match': before.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it('shows an edit at once however the admin URL is spelt, without waiting for the notification', async () => {
    const program = await createProgram(db, { title: 'Old title' });
    const { headers } = await adminSession(app, db);
    await app.catalogue.settle();
    const before = await get(`/api/program/${program.id}`);
    expect(app.catalogue.cache.size).toBeGreaterThan(0);
    await withoutNotifications(async () => {
      const edit = await app.inject({
        method: 'PUT',
        url: `/%61pi/admin/program/${program.id}`,
        headers,
        payload: { ...before.json<Record<string, unknown>>(), title: 'New title' },
      });
      expect(edit.statusCode).toBe(200);
      expect((await get(`/api/program/${program.id}`)).json().title).toBe('New title');
    });
  });

  it('shows an edit made in SQL on another connection (another instance) once notified', async () => {
    expect(app.catalogue.listening).toBe(true);
    const program = await createProgram(db, { title: 'Old title' });
    await app.catalogue.settle();
    expect((await get('/api/program/all')).json()[0].title).toBe('Old title');
    expect(app.catalogue.cache.size).toBeGreaterThan(0);
    await otherInstance((client) =>
      client.query('update programs set title = $1 where id = $2', ['New title', program.id]),
    );
    await app.catalogue.settle();
    expect((await get('/api/program/all')).json()[0].title).toBe('New title');
    await otherInstance((client) => client.query('delete from programs'));
    await app.catalogue.settle();
    expect((await get('/api/program/all')).json()).toEqual([]);
    expect((await get(`/api/program/${program.id}`)).statusCode).toBe(404);
  });

  it('reads the database while not listening, so a change nobody heard of still shows', async () => {
    const program = await createProgram(db, { title: 'Old title' });
    await app.catalogue.settle();
    await get('/api/program/all');
    await app.catalogue.listener.stop();
    try {
      expect(app.catalogue.listening).toBe(false);
      await withoutNotifications(() =>
        db.update(programs).set({ title: 'Unheard title' }).where(eq(programs.id, program.id)),
      );
      expect((await get('/api/program/all')).json()[0].title).toBe('Unheard title');
      expect(app.catalogue.cache.size).toBe(0);
    } finally {
      await app.catalogue.listener.start();
    }
    expect(app.catalogue.listening).toBe(true);
    await get('/api/program/all');
    expect(app.catalogue.cache.size).toBe(1);
  });

  it('reconnects after its connection dies and starts again from an empty cache', async () => {
    const program = await createProgram(db, { title: 'Old title' });
    await app.catalogue.settle();
    expect((await get('/api/program/all')).json()[0].title).toBe('Old title');
    const pid = app.catalogue.listener.backendPid;
    expect(pid).toBeTypeOf('number');
    await withoutNotifications(async () => {
      await otherInstance((client) => client.query('select pg_terminate_backend($1)', [pid]));
      await db.update(programs).set({ title: 'Unheard title' }).where(eq(programs.id, program.id));
    });
    await vi.waitFor(
      () => {
        expect(app.catalogue.listener.backendPid).not.toBe(pid);
        expect(app.catalogue.listening).toBe(true);
      },
      { timeout: 10_000 },
    );
    expect((await get('/api/program/all')).json()[0].title).toBe('Unheard title');
  });

  it('does not cache a 404', async () => {
    await get('/api/program/pro-trader');
    const program = await createProgram(db, { slug: 'pro-trader' });
    await app.catalogue.settle();
    const res = await get('/api/program/pro-trader');
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).toBe(program.id);
  });
});
