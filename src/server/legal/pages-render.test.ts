import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalDocuments } from '../db/schema.ts';
import { CLIENT_DIST_DIR } from '../plugins/static.ts';
import { SERVER_RENDERER_PATH } from '../render/page-renderer.ts';
import { buildTestApp } from '../test/harness.ts';
import { todayInIndia } from './pages.ts';
import { seedLegalDefaults } from './seed.ts';

// Rendered by the build's renderer (`npm run build` first), as the other public pages (ADR 019).
if (!existsSync(SERVER_RENDERER_PATH)) throw new Error('Run `npm run build` first: no server renderer.');

const PUBLIC_URL = 'https://www.fintrain.test';
const { app, db } = await buildTestApp({ PUBLIC_URL, LOG_LEVEL: 'error' }, { clientDir: CLIENT_DIST_DIR });

describe('the legal pages rendered on the server (docs/product.md §19)', () => {
  it('sends each page with its text, title and canonical URL in the HTML, indexable and in the sitemap', async () => {
    await seedLegalDefaults(db, app.config);
    const pages = [
      ['/privacy', 'Privacy Policy', 'Digital Personal Data Protection Act'],
      ['/terms', 'Terms and Conditions', 'not registered with SEBI'],
      ['/refund-policy', 'Refund and Cancellation Policy', 'credit note'],
      ['/faq', 'Frequently Asked Questions', 'How do I earn a certificate?'],
      ['/help', 'Help', 'Getting started'],
      ['/contact', 'Contact Us', 'Grievance Officer'],
    ] as const;
    for (const [path, title, text] of pages) {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain(`<title>${title} | FinTrain Academy</title>`);
      expect(res.body, path).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}"`);
      expect(res.body, path).not.toContain('noindex');
      expect(res.body, path).toContain(text);
      expect(res.body, path).toContain('Version 1');
    }
    const contact = await app.inject({ method: 'GET', url: '/contact' });
    expect(contact.body).toContain('id="contact-subject"');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    for (const [path] of pages) expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
  });

  it('renders an earlier version by ?version=N with a link to the current one, and 404 for one that does not exist', async () => {
    await db.insert(legalDocuments).values([
      {
        kind: 'terms',
        version: 1,
        effectiveFrom: '2026-01-01',
        html: '<p>Old terms text</p>',
        createdByEmail: 'system',
      },
      {
        kind: 'terms',
        version: 2,
        effectiveFrom: todayInIndia(),
        html: '<p>New terms text</p>',
        createdByEmail: 'system',
      },
    ]);
    const current = await app.inject({ method: 'GET', url: '/terms' });
    expect(current.body).toContain('New terms text');
    expect(current.body).toContain('href="/terms?version=1"');
    const old = await app.inject({ method: 'GET', url: '/terms?version=1' });
    expect(old.statusCode).toBe(200);
    expect(old.body).toContain('Old terms text');
    expect(old.body).toContain('This is an earlier version.');
    expect(old.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/terms"`);
    const missing = await app.inject({ method: 'GET', url: '/terms?version=9' });
    expect(missing.statusCode).toBe(404);
  });
});
