import { uploadedImageId } from '@contract/images.ts';
import {
  isAllowedVideoEmbed,
  VIDEO_EMBED_ATTRIBUTES,
  VIDEO_EMBED_ORIGINS,
  VIDEO_TITLE_MAX,
} from '@contract/video-embed.ts';
import sanitizeHtml from 'sanitize-html';

/**
 * Program HTML is written by admins and shown to every visitor: only formatting tags survive
 * (no script, style, iframe, form or event handler), links may only be http(s), mailto or
 * relative, and images only http(s) or site paths. The client sanitises again when rendering.
 * An uploaded picture comes as `<picture>` with one `<source type="image/webp" srcset sizes>`
 * and its JPEG `<img>` (ADR 065); srcset URLs pass the same scheme check as `src`.
 * One iframe is kept: a YouTube no-cookie or Vimeo player with a title (src/contract/video-embed.ts,
 * ADR 065), its other attributes set here to fixed values; any other iframe goes with its content.
 */
const DIMENSION = /^[1-9]\d{0,3}$/;

/** An allowed embed with its fixed attributes (and numeric width/height if given); else no src. */
function videoFrame(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { src, title, width, height } = attribs;
  if (!isAllowedVideoEmbed(src, title) || (title?.length ?? 0) > VIDEO_TITLE_MAX) {
    return { tagName, attribs: {} };
  }
  return {
    tagName,
    attribs: {
      src: src as string,
      title: title as string,
      ...(width && DIMENSION.test(width) ? { width } : {}),
      ...(height && DIMENSION.test(height) ? { height } : {}),
      ...VIDEO_EMBED_ATTRIBUTES,
    },
  };
}

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
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    source: [{ name: 'type', multiple: false, values: ['image/webp'] }, 'srcset', 'sizes'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    ol: ['start'],
    iframe: ['src', 'title', 'width', 'height', ...Object.keys(VIDEO_EMBED_ATTRIBUTES)],
  },
  // The Bootstrap 16:9 box around an embedded video.
  allowedClasses: { div: ['ratio', 'ratio-16x9'] },
  allowedIframeHostnames: VIDEO_EMBED_ORIGINS.map((origin) => new URL(origin).hostname),
  allowIframeRelativeUrls: false,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], source: ['http', 'https'], iframe: ['https'] },
  // <source> is a void element: written `<source … />` like <img>, never with an end tag.
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An iframe left without its src by videoFrame (or by the host check) is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  transformTags: {
    iframe: videoFrame,
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

/** Whether every URL of a `srcset` (`url 400w, url 800w`) is a copy of an uploaded picture. */
function onlyUploadedImages(srcset: string | undefined): boolean {
  const urls = (srcset ?? '')
    .split(',')
    .map((entry) => entry.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
  return urls.length > 0 && urls.every((url) => uploadedImageId(url) !== undefined);
}

/**
 * A community post is written by any member and read by the space (docs/product.md §22.5): the
 * program rules, but a picture is kept only when it is a copy of one uploaded to the site
 * (`/api/media/images/<uuid>/<width>.<webp|jpg>`, ADR 065); an `<img>` or `<source>` pointing
 * anywhere else (another site, which would learn who reads the post, `data:`, `javascript:`) goes,
 * and a kept picture loads lazily, as a long thread scrolls.
 */
const COMMUNITY_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedAttributes: {
    ...OPTIONS.allowedAttributes,
    img: ['src', 'alt', 'width', 'height', { name: 'loading', multiple: false, values: ['lazy'] }],
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !frame.attribs.src) ||
    (frame.tag === 'img' && uploadedImageId(frame.attribs.src ?? '') === undefined) ||
    (frame.tag === 'source' && !onlyUploadedImages(frame.attribs.srcset)),
  transformTags: {
    ...OPTIONS.transformTags,
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

export function sanitizeCommunityHtml(html: string): string {
  return sanitizeHtml(html, COMMUNITY_OPTIONS);
}

/** Which rules a piece of HTML is cleaned by: an admin's page, or a member's post. */
export type SanitizeProfile = 'program' | 'community';
export const SANITIZERS: Record<SanitizeProfile, (html: string) => string> = {
  program: sanitizeProgramHtml,
  community: sanitizeCommunityHtml,
};
