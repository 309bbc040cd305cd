import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '@contract/endpoints.ts';
import type { AppConfig } from '../config.ts';
import { loadAppSecret } from '../shared/app-secret.ts';

/** The file name a download is signed under (HLS files are `index.m3u8`, `seg_000.ts`…). */
export const DOWNLOAD_FILE = 'download';

export interface MediaGrant {
  mediaId: string;
  /** `index.m3u8`, a segment, or DOWNLOAD_FILE. */
  file: string;
  /** '' for an anonymous caller (a preview lesson). */
  userId: string;
  /** The lesson whose entitlement the URL stands on. */
  lessonId: string;
  /** Unix seconds. */
  expiresAt: number;
}

function signature(secret: string, grant: MediaGrant): string {
  // Newline-separated: no field can contain one, so two grants never sign the same text.
  const text = ['media-v1', grant.mediaId, grant.file, grant.userId, grant.lessonId, grant.expiresAt].join(
    '\n',
  );
  return createHmac('sha256', secret).update(text).digest('base64url');
}

/** The signed path of a media file, under API_BASE, for `grant`. */
export function signedMediaPath(secret: string, grant: MediaGrant): string {
  const query = new URLSearchParams({
    exp: String(grant.expiresAt),
    u: grant.userId,
    l: grant.lessonId,
    sig: signature(secret, grant),
  });
  const file = grant.file === DOWNLOAD_FILE ? DOWNLOAD_FILE : `hls/${grant.file}`;
  return `${API_BASE}/media/${grant.mediaId}/${file}?${query}`;
}

/** True when `sig` signs `grant` (compared in constant time) and the grant has not expired. */
export function verifyMediaSignature(
  secret: string,
  grant: MediaGrant,
  sig: string,
  nowSeconds: number,
): boolean {
  const expected = Buffer.from(signature(secret, grant));
  const given = Buffer.from(sig);
  const valid = expected.length === given.length && timingSafeEqual(expected, given);
  return valid && grant.expiresAt >= nowSeconds;
}

/** Every URI line of an HLS playlist (not a `#` tag, not blank) passed through `sign`. */
export function rewritePlaylist(playlist: string, sign: (file: string) => string): string {
  return playlist
    .split('\n')
    .map((line) => {
      const file = line.trim();
      if (file === '' || file.startsWith('#')) return line;
      // Our playlists name segments in the same folder; anything else is not served.
      if (!/^[A-Za-z0-9_-]{1,64}\.ts$/.test(file)) return '';
      return sign(file);
    })
    .join('\n');
}

/** Signs a lesson's media for one caller, for `getLesson`. */
export function mediaLinkSigner(
  config: Pick<AppConfig, 'appSecret' | 'dataDir' | 'media'>,
  userId: string | null,
) {
  const secret = loadAppSecret(config);
  return (mediaId: string, file: 'index.m3u8' | 'download', lessonId: string) =>
    signedMediaPath(secret, {
      mediaId,
      file,
      userId: userId ?? '',
      lessonId,
      expiresAt: Math.floor(Date.now() / 1000) + config.media.urlTtlSeconds,
    });
}
