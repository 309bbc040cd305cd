import { COMMUNITY_LIMITS } from '@contract/community.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import multipart from '@fastify/multipart';
import { route } from '../http/endpoint.ts';
import { receiveImage, storeImage, UploadRejected } from '../media/index.ts';
import { requireSession } from '../plugins/auth.ts';
import { consumeRateLimit } from '../shared/rate-limits.ts';
import type { App } from '../types.ts';
import { assertMayPostPicture } from './pictures.ts';

const MEGABYTE = 1024 * 1024;

/**
 * A picture for a post (docs/product.md §22.5): the site's one picture pipeline (ADR 065), with
 * the community's smaller cap, for those who may post in the space, a few an hour per member.
 */
export default async function communityImageRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);
  // Its own scope: the picture is held in memory (at most 2 MB) to read its first bytes and header.
  await app.register(multipart, {
    limits: { files: 1, fields: 0, parts: 1, fileSize: COMMUNITY_LIMITS.imageBytes },
  });

  route(app, endpoints.communityImage, async (request, reply) => {
    const member = requireSession(request).user;
    await assertMayPostPicture(app.db, member, request.params.programId, app.now());
    await consumeRateLimit(
      app.db,
      `community-image:member:${member.id}`,
      app.config.rateLimits.COMMUNITY_IMAGE_MEMBER,
    );
    try {
      const tooLarge = MESSAGES.community.imageTooLarge(COMMUNITY_LIMITS.imageBytes / MEGABYTE);
      return await storeImage(app.db, app.mediaStorage, member, await receiveImage(request, tooLarge));
    } catch (error) {
      if (error instanceof UploadRejected) return reply.status(error.status).send({ message: error.message });
      throw error;
    }
  });
}
