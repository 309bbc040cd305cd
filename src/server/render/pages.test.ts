import { existsSync } from 'node:fs';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@contract/page-render.ts';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIST_DIR } from '../plugins/static.ts';
import { adminSession, createLesson, createModule, createProgram } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { SERVER_RENDERER_PATH } from './page-renderer.ts';

// The pages are rendered by the build's renderer: `npm test` builds first (`npx vite build && npx
// vite build --ssr` when running this file alone).
if (!existsSync(SERVER_RENDERER_PATH)) throw new Error('Run `npm run build` first: no server renderer.');

const PUBLIC_URL = 'https://www.fintrain.test';
const { app, db } = await buildTestApp({ PUBLIC_URL, LOG_LEVEL: 'error' }, { clientDir: CLIENT_DIST_DIR });

async function getPage(url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { res, html: res.body };
}

function pageData(html: string): PageData {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  if (!match?.[1]) throw new Error('The page has no data block.');
  return JSON.parse(match[1]) as PageData;
}

/** The markup inside #root, where the rendered page goes. */
function root(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}"`);
  return html.slice(start, end > 0 ? end : undefined);
}

describe('server-rendered pages', () => {
  it('sends the page brotli- or gzip-compressed by Accept-Encoding, decoding to the same HTML', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await app.inject({ method: 'GET', url: '/about' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const br = await app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('/programs has the programs from the database in its HTML, and the data block to hydrate from', async () => {
    const first = await createProgram(db, { title: 'Pro Trader Program', description: 'Intraday setups.' });
    await createProgram(db, { title: 'Swing Trader Program', availability: 'no' });

    const { res, html } = await getPage('/programs');

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(root(html)).toContain('<h1 class="section-title">Programs</h1>');
    expect(root(html)).toContain('Pro Trader Program');
    expect(root(html)).toContain('Intraday setups.');
    expect(root(html)).toContain('Currently Unavailable');
    expect(root(html)).toContain(`href="/programs/${first.id}"`);
    expect(root(html)).not.toContain('Loading programs...');
    const data = pageData(html);
    expect(data.queries).toHaveLength(1);
    expect(data.queries[0]?.queryKey).toEqual(['programs']);
    expect(data.queries[0]).toMatchObject({
      data: [{ _id: first.id, title: 'Pro Trader Program' }, { title: 'Swing Trader Program' }],
    });
  });

  it('shows an admin’s edit on the next render, here and on a second instance', async () => {
    const program = await createProgram(db, { title: 'Old Title', slug: 'pro-trader' });
    const other = await buildTestApp({ PUBLIC_URL }, { clientDir: CLIENT_DIST_DIR, scope: 'test' });
    expect((await other.app.inject({ method: 'GET', url: '/pro-trader-program' })).body).toContain(
      'Old Title',
    );

    const { headers } = await adminSession(app, db);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/admin/program/${program.id}`,
      headers,
      payload: {
        title: 'New Title',
        tag: program.tag,
        description: program.description,
        image_path: program.imagePath,
        offering_type: program.offeringType,
        actual_price: program.actualPrice,
        offer_price: program.offerPrice,
        availability: program.availability,
        html_content: program.htmlContent,
      },
    });
    expect(edit.statusCode).toBe(200);

    for (const instance of [app, other.app]) {
      for (const url of ['/programs/pro-trader', '/pro-trader-program', '/programs']) {
        const html = (await instance.inject({ method: 'GET', url })).body;
        expect(root(html), url).toContain('New Title');
        expect(html, url).not.toContain('Old Title');
      }
    }
  });

  it('a program page has its title, description, canonical URL, cards and Course JSON-LD', async () => {
    const program = await createProgram(db, {
      title: 'Wealth Management',
      description: 'Asset allocation & goals.',
      imagePath: '/images/programs/wealth-management.svg',
      offerPrice: 19_999,
    });

    const { res, html } = await getPage(`/programs/${program.id}`);

    expect(res.statusCode).toBe(200);
    const url = `${PUBLIC_URL}/programs/${program.id}`;
    expect(html).toContain('<title>Wealth Management | FinTrain Academy</title>');
    expect(html).toContain('<meta name="description" content="Asset allocation &amp; goals." />');
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain(`<meta property="og:url" content="${url}" />`);
    expect(html).toContain('<meta property="og:title" content="Wealth Management | FinTrain Academy" />');
    // Link previews get the picture's JPEG copy (no social site shows an SVG), with its size.
    expect(html).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/images/programs/wealth-management-1200.jpg" />`,
    );
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="675" />');
    expect(html).toContain('<meta property="og:image:alt" content="Wealth Management" />');
    expect(html).toContain(
      `<meta name="twitter:image" content="${PUBLIC_URL}/images/programs/wealth-management-1200.jpg" />`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('name="robots"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);

    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? '')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Wealth Management',
      description: 'Asset allocation & goals.',
      provider: { '@type': 'Organization', name: 'FinTrain Academy' },
      offers: { '@type': 'Offer', price: 19_999, priceCurrency: 'INR' },
      image: `${PUBLIC_URL}/images/programs/wealth-management-1200.jpg`,
    });
    expect(root(html)).toContain('<h1 id="program-title" class="mb-3 text-break">Wealth Management</h1>');
  });

  it('a program with a picture of its own (an admin’s upload) keeps it in its link preview, without a size', async () => {
    const program = await createProgram(db, { title: 'Own Picture', imagePath: '/media/programs/own.png' });

    const { html } = await getPage(`/programs/${program.id}`);

    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/media/programs/own.png" />`);
    expect(html).not.toContain('og:image:width');
  });

  it('the other pages preview with the hero’s JPEG, and the home page gives search engines a raster logo', async () => {
    for (const url of ['/', '/programs', '/about']) {
      const { html } = await getPage(url);
      expect(html, url).toContain(
        `<meta property="og:image" content="${PUBLIC_URL}/images/hero-1200.jpg" />`,
      );
      expect(html, url).toContain('<meta property="og:image:height" content="900" />');
      expect(html, url).toMatch(
        /<meta name="twitter:image:alt" content="A laptop showing a rising NIFTY 50 chart/,
      );
    }
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(
      (await getPage('/')).html,
    )?.[1];
    expect(JSON.parse(jsonLd ?? '')).toMatchObject({ logo: `${PUBLIC_URL}/icon-512.png` });
  });

  it('serves every icon, manifest and preview picture a page links to, as what it says it is', async () => {
    const { html } = await getPage('/');
    const links = [...html.matchAll(/<link rel="(icon|apple-touch-icon|manifest)"[^>]*href="([^"]+)"/g)].map(
      (match) => match[2]!,
    );
    expect(links).toEqual(['/favicon.ico', '/images/logo.svg', '/apple-touch-icon.png', '/site.webmanifest']);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const types: Record<string, RegExp> = {
      '/favicon.ico': /^image\/(vnd\.microsoft\.icon|x-icon)/,
      '/images/logo.svg': /^image\/svg\+xml/,
      '/apple-touch-icon.png': /^image\/png/,
      '/site.webmanifest': /^application\/manifest\+json/,
      '/images/hero-1200.jpg': /^image\/jpeg/,
    };
    for (const url of [...links, image.slice(PUBLIC_URL.length)]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(types[url] ?? /^$/);
    }
  });

  it('a program page has its curriculum in the HTML and in the data block, by slug and marketing path', async () => {
    const program = await createProgram(db, { title: 'Swing Trader Program', slug: 'swing-trader' });
    const basics = await createModule(db, program, { title: 'Market basics' });
    const intro = await createLesson(db, basics, {
      title: 'What is a share?',
      kind: 'video',
      durationSeconds: 245,
      preview: true,
    });
    await createLesson(db, basics, { title: 'Glossary' });
    const risk = await createModule(db, program, { title: 'Risk management' });
    await createLesson(db, risk, { title: 'Position sizing', kind: 'video', durationSeconds: 3725 });

    // Its id address leads to its slug (ADR 064), where the page is.
    const byId = await getPage(`/programs/${program.id}`);
    expect(byId.res.statusCode).toBe(301);
    expect(byId.res.headers.location).toBe('/programs/swing-trader');
    for (const [url, key] of [
      ['/programs/swing-trader', 'swing-trader'],
      ['/swing-trader-program', 'swing-trader'],
    ] as const) {
      const { res, html } = await getPage(url);
      expect(res.statusCode, url).toBe(200);
      const page = root(html);
      expect(page, url).toContain('<h2 id="program-curriculum-heading" class="h3 mb-2">Curriculum</h2>');
      expect(page, url).toContain('2 modules · 3 lessons · 1 h 06 min of video');
      expect(page.indexOf('Market basics'), url).toBeLessThan(page.indexOf('Risk management'));
      expect(page.indexOf('What is a share?'), url).toBeLessThan(page.indexOf('Glossary'));
      expect(page, url).toContain('4:05');
      expect(page, url).toContain('1:02:05');
      expect(page, url).toContain(`href="/learn/swing-trader/${intro.id}"`);
      // The anonymous visitor's outline, under the key the page's hook looks up while hydrating.
      const data = pageData(html);
      expect(
        data.queries.map((query) => query.queryKey),
        url,
      ).toEqual([
        ['programs', key],
        ['course', key, 'none'],
      ]);
      expect(data.queries[1], url).toMatchObject({
        data: {
          modules: [
            { title: 'Market basics', lessons: [{ _id: intro.id, preview: true }, { title: 'Glossary' }] },
            { title: 'Risk management', lessons: [{ title: 'Position sizing', duration_seconds: 3725 }] },
          ],
        },
      });
    }

    const empty = await createProgram(db, { title: 'Wealth Management' });
    const { res, html } = await getPage(`/programs/${empty.id}`);
    expect(res.statusCode).toBe(200);
    expect(root(html)).toContain('Wealth Management');
    expect(root(html)).not.toContain('program-curriculum-heading');
    expect(pageData(html).queries[1]).toMatchObject({ data: { modules: [] } });
  });

  it('every public page has its own title and description, and a canonical URL on PUBLIC_URL', async () => {
    for (const [url, title] of [
      ['/', 'Home | FinTrain Academy'],
      ['/about', 'About Us | FinTrain Academy'],
      ['/services', 'Services | FinTrain Academy'],
      ['/login', 'Login | FinTrain Academy'],
      ['/register', 'Create Account | FinTrain Academy'],
      ['/forgotpassword', 'Forgot Password | FinTrain Academy'],
    ] as const) {
      const { res, html } = await getPage(url);
      expect(res.statusCode, url).toBe(200);
      expect(html, url).toContain(`<title>${title}</title>`);
      expect(html, url).toContain(`<link rel="canonical" href="${PUBLIC_URL}${url}" />`);
      expect(html, url).toMatch(/<meta name="description" content="[^"]{50,}" \/>/);
      expect(html, url).toContain('<h1');
    }
    expect(root((await getPage('/')).html)).toContain('Empowering Individuals with Financial Education');
    expect(root((await getPage('/login')).html)).toContain('Forgot your password?');
  });

  it('an unknown program, or an unknown page, is the not-found page with a 404 status', async () => {
    for (const url of ['/programs/no-such-program', '/programs/3f1c1f5e-8a51-4c8a-9d52-0f1f2a3b4c5d']) {
      const { res, html } = await getPage(url);
      expect(res.statusCode, url).toBe(404);
      expect(root(html), url).toContain('Program not found');
      expect(html, url).toContain('<meta name="robots" content="noindex" />');
      expect(pageData(html).queries[0], url).toMatchObject({ error: { status: 404 } });
    }
    const unknown = await getPage('/no-such-page');
    expect(unknown.res.statusCode).toBe(404);
    expect(root(unknown.html)).toContain('Page not found');
    expect(unknown.html).toContain('<title>Page not found | FinTrain Academy</title>');
  });

  it('a title with </script> or <!-- cannot break out of the data block or the JSON-LD', async () => {
    const title = '</script><script>alert(1)</script><!-- x';
    const program = await createProgram(db, { title, description: '</script>' });

    const { html } = await getPage(`/programs/${program.id}`);

    // The only <script> elements are the page's own: the module, the data and the JSON-LD.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).not.toContain('<script>alert(1)');
    expect(pageData(html).queries[0]).toMatchObject({ data: { title, description: '</script>' } });
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? '')).toMatchObject({ name: title });
  });

  it('a signed-in visitor’s pages are sent as the client shell, with their title and noindex', async () => {
    for (const [url, title] of [
      ['/profile', 'My Profile | FinTrain Academy'],
      ['/mysubscriptions', 'My Subscriptions | FinTrain Academy'],
      ['/simulator', 'Trading Simulator | FinTrain Academy'],
      ['/learn/pro-trader', 'Course | FinTrain Academy'],
      ['/learn/pro-trader/0b9d6f0e-3c1a-4a8e-9d2b-5f7c1e2a3b4c', 'Lesson | FinTrain Academy'],
      ['/admin/users', 'Admin Users | FinTrain Academy'],
      [
        '/admin/programs/0b9d6f0e-3c1a-4a8e-9d2b-5f7c1e2a3b4c/curriculum',
        'Admin Curriculum | FinTrain Academy',
      ],
    ] as const) {
      const { res, html } = await getPage(url);
      expect(res.statusCode, url).toBe(200);
      expect(html, url).toContain(`<title>${title}</title>`);
      expect(html, url).toContain('<meta name="robots" content="noindex" />');
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain(`id="${PAGE_DATA_ELEMENT_ID}"`);
    }
  });

  it('keeps the Content-Security-Policy without inline script, and the loader over the content', async () => {
    const { res, html } = await getPage('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Every <script> is external, data (JSON) or JSON-LD: none runs inline.
    for (const tag of html.match(/<script[^>]*>/g) ?? []) {
      expect(tag).toMatch(/ src="|type="application\/(json|ld\+json)"/);
    }
    expect(html.indexOf('class="startup-loader"')).toBeLessThan(html.indexOf('<div id="root">'));
    // The template itself is not a page.
    expect((await getPage('/index.html')).res.statusCode).toBe(404);
  });
});
