import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import multipart from '@fastify/multipart';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { receiveImage } from './image-part.ts';
import { storeImage } from './images.ts';
import { UploadRejected } from './upload.ts';

/** Pictures for programs and articles (docs/product.md §11.9, ADR 065). */
export default async function imageUploadRoutes(app: App) {
  const { maxImageBytes } = app.config.media;
  // Its own scope and limits: a picture is held in memory (at most MEDIA_MAX_IMAGE_MB) to read its header.
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1, fileSize: maxImageBytes } });

  route(app, endpoints.adminMediaImage, async (request, reply) => {
    try {
      const upload = await receiveImage(request, MESSAGES.media.imageTooLarge);
      return await storeImage(app.db, app.mediaStorage, requireSession(request).user, upload);
    } catch (error) {
      if (error instanceof UploadRejected) return reply.status(error.status).send({ message: error.message });
      throw error;
    }
  });
}
