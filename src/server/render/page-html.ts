import { PAGE_DATA_ELEMENT_ID, type PageHead, type RenderedPage } from '@contract/page-render.ts';
import { escapeHtml } from '../html/escape.ts';

/** The marks in src/client/index.html that the server fills (docs/decisions/019). */
export const HEAD_START = '<!--page-head-->';
export const HEAD_END = '<!--/page-head-->';
export const ROOT_MARK = '<!--page-root-->';
export const DATA_MARK = '<!--page-data-->';

/** The built index.html, cut at its marks once at start-up. */
export interface PageTemplate {
  beforeHead: string;
  /** The head the template itself carries (title, description), for a page nothing fills in. */
  head: string;
  beforeRoot: string;
  beforeData: string;
  rest: string;
}

const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*>/g;
const ROOT_OPEN = '<div id="root">';

/**
 * Moves the site's stylesheets from the head to just before `#root`, after the start-up loader.
 * The loader (styled inline) then paints from the first bytes and its one-second clock starts at
 * once; the page under it still waits for its styles, as a stylesheet blocks what follows it.
 */
export function stylesheetsAfterLoader(beforeRoot: string): string {
  const links = beforeRoot.match(STYLESHEET_LINK);
  const at = beforeRoot.lastIndexOf(ROOT_OPEN);
  if (!links || at < 0) return beforeRoot;
  const withoutLinks = beforeRoot.replace(STYLESHEET_LINK, '');
  const rootAt = withoutLinks.lastIndexOf(ROOT_OPEN);
  return `${withoutLinks.slice(0, rootAt)}${links.map((link) => link.trim()).join('')}\n    ${withoutLinks.slice(rootAt)}`;
}

/** Cuts the built index.html at its marks; undefined when one is missing (an older build). */
export function parsePageTemplate(html: string): PageTemplate | undefined {
  const headStart = html.indexOf(HEAD_START);
  const headEnd = html.indexOf(HEAD_END);
  const root = html.indexOf(ROOT_MARK);
  const data = html.indexOf(DATA_MARK);
  if (headStart < 0 || headEnd < headStart || root < headEnd || data < root) return undefined;
  return {
    beforeHead: html.slice(0, headStart),
    head: html.slice(headStart + HEAD_START.length, headEnd),
    beforeRoot: stylesheetsAfterLoader(html.slice(headEnd + HEAD_END.length, root)),
    beforeData: html.slice(root + ROOT_MARK.length, data),
    rest: html.slice(data + DATA_MARK.length),
  };
}

/**
 * JSON for the inside of a <script> element: `<` (and `>`, `&`, and the two line separators
 * JavaScript once rejected) as \u escapes, so no value, however written, can close the element
 * ("</script>") or open a comment ("<!--"). JSON.parse reads the escapes back as the same characters.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Title, description, canonical URL, robots, Open Graph, Twitter card and JSON-LD tags. */
export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    ...(head.indexable ? [] : [meta('name', 'robots', 'noindex')]),
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:image', head.imageUrl),
    ...(head.imageWidth && head.imageHeight
      ? [
          meta('property', 'og:image:width', String(head.imageWidth)),
          meta('property', 'og:image:height', String(head.imageHeight)),
        ]
      : []),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.imageUrl),
    meta('name', 'twitter:image:alt', head.imageAlt),
    // Data for search engines, not script: the CSP's script-src does not apply to it.
    ...head.jsonLd.map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
  ].join('\n    ');
}

/** The page: the template with the rendered head, #root's markup and the data block filled in. */
export function pageHtml(template: PageTemplate, page: RenderedPage): string {
  const data = page.body
    ? `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(page.body.data)}</script>`
    : '';
  return [
    template.beforeHead,
    headTags(page.head),
    template.beforeRoot,
    page.body?.html ?? '',
    template.beforeData,
    data,
    template.rest,
  ].join('');
}
