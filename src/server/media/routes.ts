import { endpoints } from '@contract/endpoints.ts';
import { HLS_MEDIA_TYPES, IMAGE_FORMATS, type ImageFormat } from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import { authorizeMediaAccess } from '../courses/index.ts';
import { route } from '../http/endpoint.ts';
import { loadAppSecret } from '../shared/app-secret.ts';
import type { App } from '../types.ts';
import { HLS_PLAYLIST } from './ffmpeg.ts';
import { imageKey } from './images.ts';
import { getMedia, mediaKeys } from './records.ts';
import { DOWNLOAD_FILE, rewritePlaylist, signedMediaPath, verifyMediaSignature } from './signed-url.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Video (HLS) and file downloads through short-lived signed URLs (ADR 022). The signature is the
 * credential: a player cannot send our bearer token with every segment. Checked on every request;
 * the playlist also re-checks the learner's entitlement, so a revocation ends playback at once,
 * while a segment URL lives at most until its expiry (MEDIA_URL_TTL_SECONDS).
 */
export default async function mediaDeliveryRoutes(app: App) {
  const secret = loadAppSecret(app.config);
  const ttl = app.config.media.urlTtlSeconds;

  route(app, endpoints.mediaHls, { config: { ownCacheControl: true } }, async (request, reply) => {
    const { id, file } = request.params;
    const { exp, u, l, sig } = request.query;
    const grant = { mediaId: id, file, userId: u, lessonId: l, expiresAt: exp };
    if (!verifyMediaSignature(secret, grant, sig, nowSeconds())) {
      return reply.status(403).send({ message: MESSAGES.media.linkExpired });
    }
    if (file === HLS_PLAYLIST) {
      await authorizeMediaAccess(app.db, u || null, l, id);
      const object = await app.mediaStorage.get(mediaKeys.hls(id, file));
      if (!object) return reply.status(404).send({ message: MESSAGES.courses.mediaNotFound });
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      // Segments are signed afresh with the playlist's own grant, so they expire together.
      const playlist = rewritePlaylist(Buffer.concat(chunks).toString('utf8'), (segment) =>
        signedMediaPath(secret, { ...grant, file: segment, expiresAt: nowSeconds() + ttl }),
      );
      return reply
        .header('content-type', HLS_MEDIA_TYPES.playlist)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(playlist));
    }
    const object = await app.mediaStorage.get(mediaKeys.hls(id, file));
    if (!object) return reply.status(404).send({ message: MESSAGES.courses.mediaNotFound });
    return reply
      .header('content-type', HLS_MEDIA_TYPES.segment)
      .header('content-length', String(object.sizeBytes))
      .header('cache-control', `private, max-age=${Math.max(0, exp - nowSeconds())}`)
      .send(object.body);
  });

  route(app, endpoints.mediaImage, { config: { ownCacheControl: true } }, async (request, reply) => {
    const { id, file } = request.params;
    const [width, format] = file.split('.') as [string, ImageFormat];
    const object = await app.mediaStorage.get(imageKey(id, Number(width), format));
    if (!object) return reply.status(404).send({ message: MESSAGES.media.imageNotFound });
    return reply
      .header('content-type', IMAGE_FORMATS[format])
      .header('content-length', String(object.sizeBytes))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(object.body);
  });

  route(app, endpoints.mediaDownload, { config: { ownCacheControl: true } }, async (request, reply) => {
    const { id } = request.params;
    const { exp, u, l, sig } = request.query;
    const grant = { mediaId: id, file: DOWNLOAD_FILE, userId: u, lessonId: l, expiresAt: exp };
    if (!verifyMediaSignature(secret, grant, sig, nowSeconds())) {
      return reply.status(403).send({ message: MESSAGES.media.linkExpired });
    }
    await authorizeMediaAccess(app.db, u || null, l, id);
    const row = await getMedia(app.db, id);
    const object = await app.mediaStorage.get(row.storageKey);
    if (!object) return reply.status(404).send({ message: MESSAGES.courses.mediaNotFound });
    const asciiName = row.originalName.replace(/[^A-Za-z0-9._ -]/g, '_');
    return reply
      .header('content-type', row.contentType)
      .header('content-length', String(object.sizeBytes))
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
      )
      .send(object.body);
  });
}
