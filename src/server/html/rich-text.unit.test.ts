import { imageFallback, imageSrcset } from '@contract/media.ts';
import { type RichTextMark, type RichTextNode, richTextToHtml } from '@contract/rich-text.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeProgramHtml } from './sanitize.ts';

const PICTURE_ID = '0b7e2f7a-5d1c-4c8e-9a55-3f1f0f6a2b10';

/** Text as admins type it: quotes, ampersands, angle brackets, Hindi, a rupee sign, a no-break space. */
const words = fc
  .array(
    fc.oneof(
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.constantFrom('&', '<b>', '"quoted"', "it's", '₹1,000', 'हिंदी', '\u00a0', '&amp;', '&lt;', '—', '😀'),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((parts) => parts.join(' '));

const url = fc.oneof(
  fc.constantFrom(
    'https://www.nseindia.com/market-data?x=1&y="2"',
    '/programs/pro-trader',
    'mailto:hello@fintrain.example',
    'javascript:alert(1)',
    '//evil.example/x',
    'data:text/html,<script>',
    'http://example.com/a b',
  ),
  fc.webUrl(),
);

const mark: fc.Arbitrary<RichTextMark> = fc.oneof(
  fc.constantFrom(...['bold', 'italic', 'underline', 'strike', 'code'].map((type) => ({ type }))),
  fc.record({
    type: fc.constant('link'),
    attrs: fc.record({ href: url, target: fc.constantFrom('_blank', null) }),
  }),
);

const textNode: fc.Arbitrary<RichTextNode> = fc.record({
  type: fc.constant('text'),
  text: words,
  marks: fc.uniqueArray(mark, { maxLength: 3, selector: (m) => m.type }),
});
const inline = fc.array(fc.oneof({ weight: 5, arbitrary: textNode }, fc.constant({ type: 'hardBreak' })), {
  maxLength: 4,
});
const paragraph = inline.map((content) => ({ type: 'paragraph', content }));
const image: fc.Arbitrary<RichTextNode> = fc.oneof(
  fc.record({
    type: fc.constant('image'),
    attrs: fc.record({
      src: fc.constant(imageFallback(PICTURE_ID)),
      srcset: fc.constant(imageSrcset(PICTURE_ID)),
      alt: words,
      width: fc.integer({ min: 1, max: 6000 }),
      height: fc.integer({ min: 1, max: 6000 }),
    }),
  }),
  fc.record({
    type: fc.constant('image'),
    attrs: fc.record({ src: url, alt: fc.constant(''), title: words }),
  }),
);
const video: fc.Arbitrary<RichTextNode> = fc.record({
  type: fc.constant('video'),
  attrs: fc.record({
    src: fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9_-]{11}$/).map((id) => `https://www.youtube-nocookie.com/embed/${id}`),
      fc
        .integer({ min: 1, max: 2_000_000_000 })
        .map((id) => `https://player.vimeo.com/video/${id}${id % 2 ? '?dnt=1' : ''}`),
      url,
    ),
    title: fc.oneof(words, fc.constant(''), fc.constant('   ')),
  }),
});
const cell = (type: string) =>
  fc.record({
    type: fc.constant(type),
    attrs: fc.record({ colspan: fc.integer({ min: 1, max: 3 }), rowspan: fc.integer({ min: 1, max: 2 }) }),
    content: fc.array(paragraph, { minLength: 1, maxLength: 2 }),
  });
const table = fc
  .tuple(
    fc.array(cell('tableHeader'), { minLength: 1, maxLength: 3 }),
    fc.array(fc.array(cell('tableCell'), { minLength: 1, maxLength: 3 }), { maxLength: 3 }),
  )
  .map(([head, rows]) => ({
    type: 'table',
    content: [head, ...rows].map((content) => ({ type: 'tableRow', content })),
  }));
const list = (type: string) =>
  fc.array(paragraph, { minLength: 1, maxLength: 3 }).map((items) => ({
    type,
    ...(type === 'orderedList' ? { attrs: { start: 3 } } : {}),
    content: items.map((p) => ({ type: 'listItem', content: [p] })),
  }));
const block: fc.Arbitrary<RichTextNode> = fc.oneof(
  paragraph,
  fc.record({
    type: fc.constant('heading'),
    attrs: fc.record({ level: fc.constantFrom(2, 3, 4) }),
    content: inline,
  }),
  list('bulletList'),
  list('orderedList'),
  paragraph.map((p) => ({ type: 'blockquote', content: [p] })),
  words.map((code) => ({ type: 'codeBlock', content: [{ type: 'text', text: code }] })),
  fc.constant({ type: 'horizontalRule' }),
  image,
  video,
  table,
);
const documents = fc
  .array(block, { minLength: 1, maxLength: 8 })
  .map((content) => ({ type: 'doc', content }));

describe('richTextToHtml and the server sanitiser', () => {
  it('writes HTML the sanitiser gives back unchanged, for any document of every feature', () => {
    fc.assert(
      fc.property(documents, (doc) => {
        const html = richTextToHtml(doc);
        expect(sanitizeProgramHtml(html)).toBe(html);
      }),
      { numRuns: 400 },
    );
  });

  it('writes a document using every feature as the HTML the pages show', () => {
    const doc: RichTextNode = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Week 1 & "gaps"' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Read ', marks: [] },
            {
              type: 'text',
              text: 'this',
              marks: [
                { type: 'bold' },
                { type: 'link', attrs: { href: 'https://www.nseindia.com', target: '_blank' } },
              ],
            },
            { type: 'hardBreak' },
            { type: 'text', text: 'bad', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          ],
        },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One' }] }] },
          ],
        },
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [
                {
                  type: 'tableHeader',
                  attrs: { colspan: 2, rowspan: 1 },
                  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Level' }] }],
                },
              ],
            },
          ],
        },
        {
          type: 'image',
          attrs: {
            src: imageFallback(PICTURE_ID),
            srcset: imageSrcset(PICTURE_ID),
            alt: 'Chart',
            width: 1000,
            height: 600,
          },
        },
        {
          type: 'video',
          attrs: { src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', title: 'Candles & "wicks"' },
        },
        { type: 'video', attrs: { src: 'https://www.youtube.com/embed/dQw4w9WgXcQ', title: 'Other host' } },
      ],
    };
    const html = richTextToHtml(doc);
    expect(html).toBe(
      '<h2>Week 1 &amp; "gaps"</h2>' +
        '<p>Read <strong><a href="https://www.nseindia.com" target="_blank" rel="noopener noreferrer">this</a></strong><br /><a>bad</a></p>' +
        '<ul><li><p>One</p></li></ul>' +
        '<table><tbody><tr><th colspan="2"><p>Level</p></th></tr></tbody></table>' +
        `<picture><source type="image/webp" srcset="${imageSrcset(PICTURE_ID)}" sizes="(min-width: 992px) 800px, 100vw" /><img src="${imageFallback(PICTURE_ID)}" alt="Chart" width="1000" height="600" /></picture>` +
        '<div class="ratio ratio-16x9"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Candles &amp; &quot;wicks&quot;" allow="encrypted-media; picture-in-picture; fullscreen" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation"></iframe></div>',
    );
    expect(sanitizeProgramHtml(html)).toBe(html);
  });
});
