import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { adminSession, createProgram } from '../../test/factories.ts';
import { buildTestApp } from '../../test/harness.ts';

const { app, db } = await buildTestApp({ PUBLIC_URL: 'https://fintrain.example/' });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
/** Each URL's <lastmod>, by its <loc>; undefined for a URL without one. */
const lastmods = (xml: string) =>
  Object.fromEntries(
    [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );

describe('GET /robots.txt', () => {
  it('allows everything but the admin area and the API, and names the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: https://fintrain.example/sitemap.xml\n',
    );
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every program by its slug (or id), with absolute URLs', async () => {
    await createProgram(db, { slug: 'pro-trader', createdOn: new Date('2026-01-01') });
    const unavailable = await createProgram(db, { availability: 'no', createdOn: new Date('2026-02-01') });
    await app.catalogue.settle();
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(
      res.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const site = 'https://fintrain.example';
    expect(locs(res.body)).toEqual([
      `${site}/`,
      `${site}/about`,
      `${site}/programs`,
      `${site}/services`,
      `${site}/login`,
      `${site}/register`,
      `${site}/pro-trader-program`,
      `${site}/swing-trader-program`,
      `${site}/financial-literacy-program`,
      `${site}/wealth-management`,
      `${site}/programs/pro-trader`,
      `${site}/programs/${unavailable.id}`,
    ]);
    for (const hidden of ['/admin', '/profile', '/mysubscriptions', '/resetpassword', '/learn']) {
      expect(res.body).not.toContain(`${site}${hidden}`);
    }
  });

  it('shows a program added through another connection once notified, with an ETag and 304', async () => {
    const first = await app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'br' },
    });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag as string;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/sitemap.xml',
          headers: { 'accept-encoding': 'br', 'if-none-match': etag },
        })
      ).statusCode,
    ).toBe(304);
    const plain = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).headers.etag as string;
    expect(
      (await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'if-none-match': plain } }))
        .statusCode,
    ).toBe(304);
    await createProgram(db, { slug: 'swing-trader' });
    await app.catalogue.settle();
    const after = await app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(locs(after.body)).toContain('https://fintrain.example/programs/swing-trader');
  });

  it('dates each program’s page by its latest admin edit, or by its creation when none was made', async () => {
    await createProgram(db, {
      slug: 'seeded',
      createdOn: new Date('2026-03-01T09:30:15.250Z'),
    });
    const edited = await createProgram(db, { slug: 'edited', createdOn: new Date('2026-03-02T00:00:00Z') });
    const { headers } = await adminSession(app, db);
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/admin/program/${edited.id}`,
      headers,
      payload: {
        title: 'Edited Program',
        tag: 'Equity',
        description: 'Changed by an admin.',
        image_path: '/images/programs/default.svg',
        offering_type: 'FREE',
        actual_price: 0,
        offer_price: 0,
        availability: 'yes',
        html_content: '<p>New syllabus</p>',
      },
    });
    expect(saved.statusCode).toBe(200);
    const [edit] = await db.select().from(auditLog).where(eq(auditLog.entityId, edited.id));
    expect(edit?.action).toBe('program.edit');
    await app.catalogue.settle();

    const body = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const dates = lastmods(body);
    const site = 'https://fintrain.example';
    expect(dates[`${site}/programs/seeded`]).toBe('2026-03-01T09:30:15Z');
    expect(dates[`${site}/programs/edited`]).toBe(edit!.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect(edit!.createdAt.getTime()).toBeGreaterThan(edited.createdOn.getTime());
    // The fixed pages carry no date.
    expect(Object.keys(dates)).toContain(`${site}/about`);
    expect(dates[`${site}/about`]).toBeUndefined();
  });
});
