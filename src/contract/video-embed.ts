/**
 * The one embedded-video shape lessons and program pages may hold (docs/product.md §11.9, ADR 065):
 * an `<iframe>` of YouTube's no-cookie player or Vimeo's player, with a title and fixed attributes,
 * in a Bootstrap 16:9 box. The server's sanitiser, the client's DOMPurify pass and the editor all
 * decide with these functions, so the three agree on what an allowed embed is.
 */

/** The hosts an embed may come from; the CSP's frame-src names exactly these. */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** The class of the box around an embed (Bootstrap's ratio helper). */
export const VIDEO_EMBED_BOX_CLASS = 'ratio ratio-16x9';

/** The attributes every kept embed carries, whatever was written: set by the sanitiser. */
export const VIDEO_EMBED_ATTRIBUTES = {
  allow: 'encrypted-media; picture-in-picture; fullscreen',
  allowfullscreen: '',
  loading: 'lazy',
  referrerpolicy: 'strict-origin-when-cross-origin',
  sandbox: 'allow-scripts allow-same-origin allow-presentation',
} as const;

/** The longest title kept on an embed. */
export const VIDEO_TITLE_MAX = 200;

/**
 * A player address exactly as the site writes it: `https://www.youtube-nocookie.com/embed/<11-char
 * id>` or `https://player.vimeo.com/video/<digits>`, lower-case, no user, port, query or fragment.
 * Matched whole as a string (never parsed), so `….com.evil.com`, `//host`, `%2F` or `a@host` fail.
 */
const EMBED_SRC =
  /^https:\/\/(?:www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}|player\.vimeo\.com\/video\/[1-9]\d{0,11}(?:\?dnt=1)?)$/;

export function isAllowedVideoEmbedSrc(src: unknown): src is string {
  return typeof src === 'string' && EMBED_SRC.test(src);
}

/** An embed is kept only with an allowed player address and a title (its name for screen readers). */
export function isAllowedVideoEmbed(src: unknown, title: unknown): boolean {
  return isAllowedVideoEmbedSrc(src) && typeof title === 'string' && title.trim() !== '';
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[1-9]\d{0,11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com']);

function youtubeId(url: URL, host: string): string | undefined {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return first;
  if (host === 'www.youtube-nocookie.com' || YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
    if (first === 'embed' || first === 'shorts' || first === 'live') return second;
  }
  return undefined;
}

function vimeoId(url: URL, host: string): string | undefined {
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'vimeo.com' || host === 'www.vimeo.com') return parts[0];
  if (host === 'player.vimeo.com' && parts[0] === 'video') return parts[1];
  return undefined;
}

/**
 * The player address for a YouTube or Vimeo page an admin pastes (watch?v=, youtu.be/, /embed/,
 * /shorts/, vimeo.com/<id>, player.vimeo.com/video/<id>), or null when it is neither.
 */
export function videoEmbedSrc(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const yt = youtubeId(url, host);
  if (yt !== undefined) return YOUTUBE_ID.test(yt) ? `https://www.youtube-nocookie.com/embed/${yt}` : null;
  const vimeo = vimeoId(url, host);
  if (vimeo !== undefined)
    return VIMEO_ID.test(vimeo) ? `https://player.vimeo.com/video/${vimeo}?dnt=1` : null;
  return null;
}
