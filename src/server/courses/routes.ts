import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import { mediaLinkSigner } from '../media/index.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { getCourseOutline, getLesson, listCourseProgress, recordProgress } from './lessons.ts';

/**
 * The course outline, lessons and progress (docs/product.md §11). Open to anonymous callers (previews, the
 * outline); a bearer token, when sent, must be valid.
 */
export default async function courseRoutes(app: App) {
  app.addHook('onRequest', app.identify);

  route(app, endpoints.courseProgress, async (request) =>
    listCourseProgress(app.db, requireSession(request).user.id),
  );

  route(app, endpoints.course, async (request) =>
    getCourseOutline(app.db, request.session?.user ?? null, request.params.programIdOrSlug),
  );

  route(app, endpoints.lesson, async (request) =>
    getLesson(
      app.db,
      request.session?.user ?? null,
      request.params.id,
      mediaLinkSigner(app.config, request.session?.user.id ?? null),
    ),
  );

  route(app, endpoints.lessonProgress, async (request) =>
    recordProgress(app.db, request.session?.user ?? null, request.params.id, request.body, {
      signer: await app.certificateSigner(),
      publicUrl: app.config.publicUrl,
    }),
  );
}
