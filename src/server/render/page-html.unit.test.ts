import { describe, expect, it } from 'vitest';
import { pageHtml, parsePageTemplate, scriptJson, stylesheetsAfterLoader } from './page-html.ts';

const TEMPLATE = [
  '<html><head><!--page-head--><title>Shell</title><!--/page-head--><style></style></head>',
  '<body><div id="root"><!--page-root--></div><!--page-data--><script type="module" src="/a.js"></script></body></html>',
].join('');

const HEAD = {
  title: 'A "quoted" & <odd> title',
  siteName: 'FinTrain Academy',
  description: 'D',
  canonicalUrl: 'https://x.test/p',
  imageUrl: 'https://x.test/i.jpg',
  imageAlt: 'A "chart"',
  type: 'website' as const,
  jsonLd: [{ name: '</script><script>alert(1)</script>' }],
  indexable: true,
};

describe('page html', () => {
  it('writes JSON that cannot close its <script> element, and reads back the same', () => {
    const value = { title: '</script><!-- \u2028 & >' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('fills the head, #root and the data block, and leaves the rest of the template as it is', () => {
    const template = parsePageTemplate(TEMPLATE);
    expect(template).toBeDefined();
    const html = pageHtml(template!, {
      status: 200,
      head: HEAD,
      body: { html: '<main>Hi</main>', data: { queries: [] } },
    });
    expect(html).toContain('<title>A &quot;quoted&quot; &amp; &lt;odd&gt; title</title>');
    expect(html).not.toContain('<title>Shell</title>');
    expect(html).toContain('<div id="root"><main>Hi</main></div>');
    expect(html).toContain('<script type="application/json" id="page-data">{"queries":[]}</script>');
    expect(html).toContain('<script type="application/ld+json">{"name":"\\u003c/script\\u003e');
    expect(html).toContain('<style></style>');
    expect(html.match(/<script/g)).toHaveLength(3);
  });

  it('gives a link preview’s picture its size when known, and always what it shows', () => {
    const template = parsePageTemplate(TEMPLATE)!;
    const sized = pageHtml(template, {
      status: 200,
      head: { ...HEAD, imageWidth: 1200, imageHeight: 675 },
      body: undefined,
    });
    expect(sized).toContain('<meta property="og:image:width" content="1200" />');
    expect(sized).toContain('<meta property="og:image:height" content="675" />');
    expect(sized).toContain('<meta property="og:image:alt" content="A &quot;chart&quot;" />');
    expect(sized).toContain('<meta name="twitter:image:alt" content="A &quot;chart&quot;" />');
    const unsized = pageHtml(template, { status: 200, head: HEAD, body: undefined });
    expect(unsized).not.toContain('og:image:width');
    expect(unsized).toContain('<meta property="og:image:alt" content="A &quot;chart&quot;" />');
  });

  it('leaves #root empty and sends no data for a page the browser renders', () => {
    const html = pageHtml(parsePageTemplate(TEMPLATE)!, {
      status: 200,
      head: { ...HEAD, indexable: false },
      body: undefined,
    });
    expect(html).toContain('<div id="root"></div><script type="module"');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('finds no template in an index.html without the marks', () => {
    expect(parsePageTemplate('<html><body><div id="root"></div></body></html>')).toBeUndefined();
  });
});

describe('stylesheetsAfterLoader', () => {
  it('moves the stylesheet links to just before #root, after the start-up loader, and keeps the rest', () => {
    const beforeRoot = [
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      '<script type="module" src="/assets/index-1.js"></script>',
      '</head><body><div class="startup-loader" role="status">…</div>',
      '<div id="root">',
    ].join('\n');
    const moved = stylesheetsAfterLoader(beforeRoot);
    expect(moved.indexOf('startup-loader')).toBeLessThan(moved.indexOf('rel="stylesheet"'));
    expect(moved.indexOf('rel="stylesheet"')).toBeLessThan(moved.indexOf('<div id="root">'));
    expect(moved.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(moved).toContain('<script type="module" src="/assets/index-1.js"></script>');
  });

  it('leaves a template without a stylesheet or without #root as it is', () => {
    expect(stylesheetsAfterLoader('<div id="root">')).toBe('<div id="root">');
    expect(stylesheetsAfterLoader('<link rel="stylesheet" href="/a.css">')).toBe(
      '<link rel="stylesheet" href="/a.css">',
    );
  });
});
