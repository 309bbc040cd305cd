import sanitizeHtml from 'sanitize-html';

/**
 * Program HTML is written by admins and shown to every visitor: only formatting tags survive
 * (no script, style, iframe, form or event handler), links may only be http(s), mailto or
 * relative, and images only http(s) or site paths. The client sanitises again when rendering.
 * An uploaded picture comes as `<picture>` with one `<source type="image/webp" srcset sizes>`
 * and its JPEG `<img>` (ADR 065); srcset URLs pass the same scheme check as `src`.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'div',
    'mark',
    'abbr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    source: [{ name: 'type', multiple: false, values: ['image/webp'] }, 'srcset', 'sizes'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], source: ['http', 'https'] },
  // <source> is a void element: written `<source … />` like <img>, never with an end tag.
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeProgramHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
