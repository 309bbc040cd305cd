import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { programs } from '../db/schema.ts';
import { createProgram } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db } = await buildTestApp({ PUBLIC_URL: 'https://fintrain.example/' });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

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
      `${site}/privacy`,
      `${site}/terms`,
      `${site}/refund-policy`,
      `${site}/faq`,
      `${site}/help`,
      `${site}/contact`,
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

  it('gives each program page its last change as lastmod, and the static pages none', async () => {
    // Made a minute ago, so the rename's time is later even within one millisecond of the insert.
    const program = await createProgram(db, {
      slug: 'lastmod-check',
      createdOn: new Date(Date.now() - 60_000),
    });
    await db.update(programs).set({ title: 'Renamed' }).where(eq(programs.id, program.id));
    await app.catalogue.settle();
    const body = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const site = 'https://fintrain.example';
    expect(body).toContain(`<url><loc>${site}/about</loc></url>`);
    const lastmod = new RegExp(`<loc>${site}/programs/lastmod-check</loc><lastmod>([^<]+)</lastmod>`).exec(
      body,
    )?.[1];
    expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    // The trigger moved updated_on to the update's time (the factory inserted it earlier).
    const [row] = await db
      .select({ updatedOn: programs.updatedOn, createdOn: programs.createdOn })
      .from(programs)
      .where(eq(programs.id, program.id));
    expect(row!.updatedOn.getTime()).toBeGreaterThan(row!.createdOn.getTime());
    expect(lastmod).toBe(row!.updatedOn.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  });
});
