import { randomUUID } from 'node:crypto';
import { endpoints } from '@contract/endpoints.ts';
import { MEDIA_UPLOAD_FIELD } from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import multipart from '@fastify/multipart';
import { route } from '../http/endpoint.ts';
import type { App } from '../types.ts';
import { presentMedia } from './presenter.ts';
import { createMedia, getMedia, mediaKeys } from './records.ts';
import { receiveUpload, UploadRejected } from './upload.ts';

/**
 * Uploads for lessons (docs/product.md §11.5): an MP4 to transcode, or a PDF or sheet to download (ADR 022).
 */
export default async function mediaRoutes(app: App) {
  const { maxVideoBytes, maxFileBytes } = app.config.media;
  // Registered in this plugin's scope only (the market data import registers its own, with its own limits).
  await app.register(multipart, {
    // One file and nothing else; the parser's cap sits just above ours so that ours answers.
    limits: { files: 1, fields: 0, parts: 1, fileSize: Math.max(maxVideoBytes, maxFileBytes) + 1 },
  });

  route(app, endpoints.adminMediaUpload, async (request, reply) => {
    if (!request.isMultipart()) return reply.status(415).send({ message: MESSAGES.media.notMultipart });
    let part: Awaited<ReturnType<typeof request.file>>;
    try {
      part = await request.file();
    } catch (error) {
      // More parts than the one file (@fastify/multipart's *_LIMIT errors), or a malformed body.
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        return reply.status(413).send({ message: MESSAGES.media.tooLarge });
      const message = code?.endsWith('_LIMIT') ? MESSAGES.media.oneFile : MESSAGES.media.badMultipart;
      return reply.status(400).send({ message });
    }
    if (!part || part.fieldname !== MEDIA_UPLOAD_FIELD) {
      part?.file.resume();
      return reply.status(400).send({ message: MESSAGES.media.noFile });
    }
    let upload: Awaited<ReturnType<typeof receiveUpload>>;
    try {
      upload = await receiveUpload(part, { maxVideoBytes, maxFileBytes });
    } catch (error) {
      if (error instanceof UploadRejected) return reply.status(error.status).send({ message: error.message });
      throw error;
    }
    try {
      const id = randomUUID();
      const storageKey = mediaKeys.original(id, upload.extension);
      await app.mediaStorage.putFile(storageKey, upload.filePath, upload.contentType);
      const row = await createMedia(app.db, {
        id,
        originalName: upload.originalName,
        contentType: upload.contentType,
        sizeBytes: upload.sizeBytes,
        storageKey,
        isVideo: upload.extension === 'mp4',
      });
      return { _id: row.id, status: row.status };
    } finally {
      await upload.discard();
    }
  });

  route(app, endpoints.adminMedia, async (request) =>
    presentMedia(await getMedia(app.db, request.params.id)),
  );
}
