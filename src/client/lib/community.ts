import type { Held, ThreadListQuery } from '@contract/community.ts';
import { endpoints } from '@contract/endpoints.ts';
import { IMAGE_URL_PREFIX, uploadedImageId } from '@contract/images.ts';
import { MEDIA_UPLOAD_FIELD } from '@contract/media.ts';
import { type RichTextNode, richTextToHtml } from '@contract/rich-text.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, upload } from './api-client.ts';
import { useToken } from './session.ts';
import { tokenFingerprint } from './use-current-user.ts';

/**
 * The community's calls (docs/product.md §22): shared by the community pages, the lesson page's
 * Questions and the staff's Moderation page, so it lives here rather than in one feature.
 */
export const COMMUNITY_QUERY_KEY = ['community'] as const;
export const MODERATION_QUERY_KEY = ['moderation'] as const;

/** communityThreads (bearer): one page of a space, searched and sorted. */
export function useThreadPage(programId: string, query: ThreadListQuery) {
  const token = useToken();
  return useQuery({
    queryKey: [...COMMUNITY_QUERY_KEY, tokenFingerprint(token), 'space', programId, query],
    queryFn: ({ signal }) => call(endpoints.communityThreads, { params: { programId }, query, signal }),
    enabled: token !== null && programId !== '',
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** communityThread (bearer): a thread with its replies, the accepted answer first. */
export function useThread(threadId: string) {
  const token = useToken();
  return useQuery({
    queryKey: [...COMMUNITY_QUERY_KEY, tokenFingerprint(token), 'thread', threadId],
    queryFn: ({ signal }) => call(endpoints.communityThread, { params: { id: threadId }, signal }),
    enabled: token !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** Refetches every community query after a change (a post, a vote, a decision). */
export function useRefreshCommunity() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: COMMUNITY_QUERY_KEY }),
      client.invalidateQueries({ queryKey: MODERATION_QUERY_KEY }),
    ]);
}

/**
 * The held answer of a new post (202 `{ status: 'held', reason }`, docs/product.md §22.4), which
 * `call` rejects as any status but the endpoint's own; undefined for every other failure.
 */
export function heldOf(error: unknown): Held | undefined {
  if (!(error instanceof ApiError) || error.status !== 202) return undefined;
  const body = error.body as Partial<Held> | undefined;
  return body?.status === 'held' ? (body as Held) : undefined;
}

/**
 * A member's typed text as the post's HTML, written by the site's rich-text writer (ADR 065):
 * paragraphs at blank lines, line breaks within them, every character escaped. The server
 * sanitises whatever arrives all the same.
 */
export function textToHtml(text: string, pictures: readonly PostPicture[] = []): string {
  const paragraphs: RichTextNode[] = text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => ({
      type: 'paragraph',
      content: paragraph
        .split('\n')
        .flatMap((line, index): RichTextNode[] =>
          index === 0
            ? [{ type: 'text', text: line }]
            : [{ type: 'hardBreak' }, { type: 'text', text: line }],
        )
        .filter((node) => node.type !== 'text' || node.text !== ''),
    }));
  const images: RichTextNode[] = pictures.map((picture) => ({
    type: 'image',
    attrs: {
      src: picture.src,
      srcset: picture.srcset,
      alt: picture.alt,
      width: picture.width || undefined,
      height: picture.height || undefined,
    },
  }));
  return richTextToHtml({ type: 'doc', content: [...paragraphs, ...images] });
}

/**
 * A picture in a post (docs/product.md §22.5): uploaded to the site, drawn from its copies, with
 * the short description its author gave as `alt`.
 */
export interface PostPicture {
  src: string;
  srcset: string;
  alt: string;
  width: number;
  height: number;
}

/** The names of the hidden fields that carry a form's pictures (PostPictures writes them). */
export const PICTURE_FIELDS = {
  src: 'picture_src',
  srcset: 'picture_srcset',
  alt: 'picture_alt',
  width: 'picture_width',
  height: 'picture_height',
} as const;

/** The pictures a post form carries, in order. */
export function picturesOf(data: FormData): PostPicture[] {
  const all = (name: string) => data.getAll(name).map(String);
  const alts = all(PICTURE_FIELDS.alt);
  const srcsets = all(PICTURE_FIELDS.srcset);
  const widths = all(PICTURE_FIELDS.width);
  const heights = all(PICTURE_FIELDS.height);
  return all(PICTURE_FIELDS.src).map((src, index) => ({
    src,
    srcset: srcsets[index] ?? '',
    alt: alts[index] ?? '',
    width: Number(widths[index]),
    height: Number(heights[index]),
  }));
}

/** A post form's body: its text as paragraphs, then its pictures. */
export function postBodyOf(data: FormData): string {
  return textToHtml(String(data.get('body') ?? ''), picturesOf(data));
}

/**
 * The uploaded pictures of a stored post, to keep them when it is edited: each `<img>` whose
 * address is a site picture, with its `<picture>`'s WebP srcset. Only in the browser (DOMParser).
 */
export function picturesIn(html: string): PostPicture[] {
  if (!html.includes(IMAGE_URL_PREFIX) || typeof DOMParser === 'undefined') return [];
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.querySelectorAll('img')].flatMap((img) => {
    const src = img.getAttribute('src') ?? '';
    if (!uploadedImageId(src)) return [];
    const source =
      img.parentElement?.tagName === 'PICTURE' ? img.parentElement.querySelector('source') : null;
    return [
      {
        src,
        srcset: source?.getAttribute('srcset') ?? '',
        alt: img.getAttribute('alt') ?? '',
        width: Number(img.getAttribute('width')) || 0,
        height: Number(img.getAttribute('height')) || 0,
      },
    ];
  });
}

/** communityImage (bearer, multipart): a picture for a post → its copies' URLs (docs/product.md §22.5). */
export function uploadPostPicture(programId: string, file: File) {
  return upload(endpoints.communityImage, { params: { programId }, field: MEDIA_UPLOAD_FIELD, file });
}

/** adminModerationQueue (staff): held and reported posts. */
export function useModerationQueue() {
  const token = useToken();
  return useQuery({
    queryKey: [...MODERATION_QUERY_KEY, tokenFingerprint(token), 'queue'],
    queryFn: ({ signal }) => call(endpoints.adminModerationQueue, { signal }),
    enabled: token !== null,
    staleTime: 0,
  });
}

/** adminModerationWords (admins): the words added to the rule set. */
export function useModerationWords(enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: [...MODERATION_QUERY_KEY, tokenFingerprint(token), 'words'],
    queryFn: ({ signal }) => call(endpoints.adminModerationWords, { signal }),
    enabled: token !== null && enabled,
  });
}
