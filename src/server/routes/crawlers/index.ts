import { CLIENT_ROUTES, type ClientRouteName, pagePath } from '@contract/routes.ts';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { sendCatalogueEntry } from '../../catalogue/negotiation.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, programs } from '../../db/schema.ts';
import type { App } from '../../types.ts';

/** The pages anyone may see (spec section 6, "Public"), in the order a visitor meets them. */
export const SITEMAP_PAGES: readonly ClientRouteName[] = [
  'home',
  'about',
  'programs',
  'services',
  'login',
  'register',
  'proTraderProgram',
  'swingTraderProgram',
  'financialLiteracyProgram',
  'wealthManagement',
];

const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** A sitemap date (W3C Datetime), to the second, in UTC. */
export function sitemapDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * Every program's slug and id, oldest first, with when its page last changed: its latest admin
 * add or edit in the audit log (written in the same transaction as the change, ADR 007), or its
 * creation for a program no admin has touched (the seed's). Programs have no updated-at column;
 * one (`programs.updated_on`, set by every update) would replace the audit lookup here.
 */
export async function programPageChanges(db: Database) {
  const edits = db
    .select({ programId: auditLog.entityId, editedAt: max(auditLog.createdAt).as('edited_at') })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'program'), inArray(auditLog.action, ['program.add', 'program.edit'])))
    .groupBy(auditLog.entityId)
    .as('edits');
  const rows = await db
    .select({ id: programs.id, slug: programs.slug, createdOn: programs.createdOn, editedAt: edits.editedAt })
    .from(programs)
    .leftJoin(edits, eq(edits.programId, sql`${programs.id}::text`))
    .orderBy(asc(programs.createdOn), asc(programs.id));
  return rows.map(({ id, slug, createdOn, editedAt }) => ({
    id,
    slug,
    changedAt: editedAt && editedAt > createdOn ? editedAt : createdOn,
  }));
}

/** robots.txt: everything but the admin area and the API, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${CLIENT_ROUTES.admin}`,
    'Disallow: /api',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * GET /robots.txt and GET /sitemap.xml: the public pages and every program's detail page (by its
 * slug when it has one, with the date it last changed), with absolute URLs from PUBLIC_URL. Every program is public: the list
 * shows unavailable ones too, with their Currently Unavailable button. Served from the catalogue
 * cache, so a program added or removed shows in the sitemap at once.
 */
export default async function crawlerRoutes(app: App) {
  const base = app.config.publicUrl;

  app.get('/robots.txt', async (request, reply) => {
    const entry = await app.catalogue.get('robots.txt', async () => ({
      body: robotsTxt(base),
      contentType: 'text/plain; charset=utf-8',
    }));
    if (!entry) throw new Error('robots.txt has no answer');
    return sendCatalogueEntry(request, reply, entry);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const entry = await app.catalogue.get('sitemap.xml', async () => {
      const rows = await programPageChanges(app.db);
      // A program's page has a <lastmod>; the fixed pages have no date worth giving.
      const urls = [
        ...SITEMAP_PAGES.map((name) => ({ path: CLIENT_ROUTES[name], changedAt: undefined })),
        ...rows.map((row) => ({
          path: pagePath('programDetail', { id: row.slug ?? row.id }),
          changedAt: row.changedAt,
        })),
      ];
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map(
          ({ path, changedAt }) =>
            `  <url><loc>${xml(`${base}${path}`)}</loc>${changedAt ? `<lastmod>${sitemapDate(changedAt)}</lastmod>` : ''}</url>`,
        ),
        '</urlset>',
        '',
      ].join('\n');
      return { body, contentType: 'application/xml; charset=utf-8' };
    });
    if (!entry) throw new Error('sitemap.xml has no answer');
    return sendCatalogueEntry(request, reply, entry);
  });
}
