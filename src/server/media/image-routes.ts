import path from 'node:path';
import { endpoints } from '@contract/endpoints.ts';
import { MEDIA_UPLOAD_FIELD } from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import multipart from '@fastify/multipart';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { storeImage } from './images.ts';
import { UploadRejected } from './upload.ts';

/** Pictures for programs and articles (docs/product.md §11.9, ADR 065). */
export default async function imageUploadRoutes(app: App) {
  const { maxImageBytes } = app.config.media;
  // Its own scope and limits: a picture is held in memory (at most MEDIA_MAX_IMAGE_MB) to read its header.
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1, fileSize: maxImageBytes } });

  route(app, endpoints.adminMediaImage, async (request, reply) => {
    if (!request.isMultipart()) return reply.status(415).send({ message: MESSAGES.media.notMultipart });
    let bytes: Buffer;
    let filename: string;
    try {
      const part = await request.file();
      if (!part || part.fieldname !== MEDIA_UPLOAD_FIELD) {
        part?.file.resume();
        return reply.status(400).send({ message: MESSAGES.media.noFile });
      }
      filename = part.filename;
      bytes = await part.toBuffer();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        return reply.status(413).send({ message: MESSAGES.media.imageTooLarge });
      const message = code?.endsWith('_LIMIT') ? MESSAGES.media.oneFile : MESSAGES.media.badMultipart;
      return reply.status(400).send({ message });
    }
    if (bytes.length === 0) return reply.status(400).send({ message: MESSAGES.media.noFile });
    try {
      const originalName = path.basename(filename || 'picture').slice(0, LIMITS.fileName);
      return await storeImage(app.db, app.mediaStorage, requireSession(request).user, {
        originalName,
        bytes,
      });
    } catch (error) {
      if (error instanceof UploadRejected) return reply.status(error.status).send({ message: error.message });
      throw error;
    }
  });
}
