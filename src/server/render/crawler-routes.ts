import { CLIENT_ROUTES, type ClientRouteName, pagePath } from '@contract/routes.ts';
import { programSitemapRows, sendCatalogueEntry } from '../catalogue/index.ts';
import { escapeHtml } from '../html/escape.ts';
import type { App } from '../types.ts';

/** The pages anyone may see (docs/product.md §6, "Public"), in the order a visitor meets them. */
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
  // The legal and help pages (docs/product.md §19).
  'privacy',
  'terms',
  'refundPolicy',
  'faq',
  'help',
  'contact',
];

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
 * slug when it has one), with absolute URLs from PUBLIC_URL. Every program is public: the list
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
      const rows = await programSitemapRows(app.db);
      // A program page's lastmod is its row's last change (a trigger keeps updated_on); the
      // static pages have none, since a guessed date would only teach crawlers to ignore it.
      const urls = [
        ...SITEMAP_PAGES.map((name) => ({ path: CLIENT_ROUTES[name], lastmod: null })),
        ...rows.map((row) => ({
          path: pagePath('programDetail', { id: row.slug ?? row.id }),
          lastmod: row.updatedOn.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        })),
      ];
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map(
          ({ path, lastmod }) =>
            `  <url><loc>${escapeHtml(`${base}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
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
