import {
  isAllowedVideoEmbed,
  VIDEO_EMBED_ATTRIBUTES,
  VIDEO_EMBED_BOX_CLASS,
  VIDEO_TITLE_MAX,
} from './video-embed.ts';

/**
 * The lesson and program editor's document (ADR 065), written as HTML by this one function rather
 * than by the editor's own DOM serialiser: it writes exactly what the server's sanitiser writes
 * back (`<br />`, `&quot;` only in attributes, `rel` on a new-tab link, no `style` or `colgroup`),
 * so what an admin saves is stored unchanged. A node or mark it does not know is left out, its
 * text kept. The document is the editor's JSON (ProseMirror's node/mark shape).
 */
export interface RichTextMark {
  type: string;
  attrs?: Record<string, unknown>;
}
export interface RichTextNode {
  type?: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: RichTextMark[];
  text?: string;
}

/** How wide an article's picture is drawn: the lesson column is at most 800 px. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 992px) 800px, 100vw';

export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;

/**
 * The addresses kept: http(s), mailto (links only) and site paths, with no space, quote, angle
 * bracket or backslash. A narrower gate than the sanitiser's, so whatever passes it, passes there.
 */
const SAFE_URL = /^(?:https?:\/\/[^\s"'<>\\]+|\/(?![/\\])[^\s"'<>\\]*)$/i;
const SAFE_MAILTO = /^mailto:[^\s"'<>\\]+$/i;
export function isSafeRichTextUrl(url: string, kind: 'link' | 'image'): boolean {
  return SAFE_URL.test(url) || (kind === 'link' && SAFE_MAILTO.test(url));
}

/** A srcset of `url Nw` entries whose URLs pass the gate and hold no comma; else undefined. */
function safeSrcset(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const entries = value.split(', ');
  const fine = entries.every((entry) => {
    const [url, width, ...rest] = entry.split(' ');
    return (
      rest.length === 0 &&
      !!url &&
      !url.includes(',') &&
      isSafeRichTextUrl(url, 'image') &&
      /^[1-9]\d{0,4}w$/.test(width ?? '')
    );
  });
  return fine ? value : undefined;
}

function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attr(value: string): string {
  return text(value).replace(/"/g, '&quot;');
}

/** ` name="value"` for each set attribute (an empty one is left out, but `alt`), in the given order. */
function attrs(pairs: [string, unknown][]): string {
  return pairs
    .filter(([name, value]) => value !== null && value !== undefined && (value !== '' || name === 'alt'))
    .map(([name, value]) => ` ${name}="${attr(String(value))}"`)
    .join('');
}

const MARK_TAGS: Record<string, string> = {
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  strike: 's',
  code: 'code',
};

function openMark(mark: RichTextMark): [string, string] | undefined {
  if (mark.type === 'link') {
    const raw = String(mark.attrs?.href ?? '');
    const href = isSafeRichTextUrl(raw, 'link') ? raw : null;
    const blank = mark.attrs?.target === '_blank';
    return [
      `<a${attrs([
        ['href', href],
        ['target', blank ? '_blank' : null],
        ['rel', blank ? 'noopener noreferrer' : null],
      ])}>`,
      '</a>',
    ];
  }
  const tag = MARK_TAGS[mark.type];
  return tag ? [`<${tag}>`, `</${tag}>`] : undefined;
}

function textNode(node: RichTextNode): string {
  let html = text(node.text ?? '');
  // The first mark is the outermost.
  for (const mark of [...(node.marks ?? [])].reverse()) {
    const tags = openMark(mark);
    if (tags) html = `${tags[0]}${html}${tags[1]}`;
  }
  return html;
}

function span(value: unknown): number | null {
  return typeof value === 'number' && value > 1 ? value : null;
}

function picture(a: Record<string, unknown>): string {
  if (typeof a.src !== 'string' || !isSafeRichTextUrl(a.src, 'image')) return '';
  const srcset = safeSrcset(a.srcset);
  const img = `<img${attrs([
    ['src', a.src],
    ['alt', a.alt ?? ''],
    ['title', a.title],
    ['width', a.width],
    ['height', a.height],
  ])} />`;
  if (!srcset) return img;
  const source = `<source${attrs([
    ['type', 'image/webp'],
    ['srcset', srcset],
    ['sizes', ARTICLE_IMAGE_SIZES],
  ])} />`;
  return `<picture>${source}${img}</picture>`;
}

/** An allowed player in its 16:9 box, with the sanitiser's fixed attributes; else nothing. */
function video(a: Record<string, unknown>): string {
  const title = typeof a.title === 'string' ? a.title.trim() : '';
  if (!isAllowedVideoEmbed(a.src, title) || title.length > VIDEO_TITLE_MAX) return '';
  const { allow, loading, referrerpolicy, sandbox } = VIDEO_EMBED_ATTRIBUTES;
  // `allowfullscreen` is bare, as the sanitiser writes an empty attribute.
  const iframe = `<iframe${attrs([
    ['src', a.src],
    ['title', title],
    ['allow', allow],
  ])} allowfullscreen${attrs([
    ['loading', loading],
    ['referrerpolicy', referrerpolicy],
    ['sandbox', sandbox],
  ])}></iframe>`;
  return `<div class="${VIDEO_EMBED_BOX_CLASS}">${iframe}</div>`;
}

function wrap(tag: string, inner: string, pairs: [string, unknown][] = []): string {
  return `<${tag}${attrs(pairs)}>${inner}</${tag}>`;
}

function node(n: RichTextNode): string {
  const inner = () => (n.content ?? []).map(node).join('');
  const a = n.attrs ?? {};
  switch (n.type) {
    case 'text':
      return textNode(n);
    case 'doc':
      return inner();
    case 'paragraph':
      return wrap('p', inner());
    case 'heading': {
      const level = RICH_TEXT_HEADING_LEVELS.includes(a.level as 2) ? (a.level as number) : 2;
      return wrap(`h${level}`, inner());
    }
    case 'bulletList':
      return wrap('ul', inner());
    case 'orderedList':
      return wrap('ol', inner(), [['start', typeof a.start === 'number' && a.start !== 1 ? a.start : null]]);
    case 'listItem':
      return wrap('li', inner());
    case 'blockquote':
      return wrap('blockquote', inner());
    case 'codeBlock':
      return `<pre><code>${inner()}</code></pre>`;
    case 'horizontalRule':
      return '<hr />';
    case 'hardBreak':
      return '<br />';
    case 'image':
      return picture(a);
    case 'video':
      return video(a);
    case 'table':
      return `<table><tbody>${inner()}</tbody></table>`;
    case 'tableRow':
      return wrap('tr', inner());
    case 'tableHeader':
    case 'tableCell':
      return wrap(n.type === 'tableHeader' ? 'th' : 'td', inner(), [
        ['colspan', span(a.colspan)],
        ['rowspan', span(a.rowspan)],
      ]);
    default:
      return inner();
  }
}

/** The editor's document as the HTML the site stores (ADR 065). */
export function richTextToHtml(doc: RichTextNode): string {
  return node(doc);
}
