import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import {
  addLesson,
  addModule,
  deleteLesson,
  deleteModule,
  editLesson,
  editModule,
  getCurriculum,
  grantEarlyAccess,
  revokeEarlyAccess,
} from './curriculum.ts';
import { presentModule } from './presenter.ts';

/** Article HTML may be long, as program HTML is: these routes take up to 1 MB. */
const LESSON_BODY_LIMIT = 1024 * 1024;

/** A program's curriculum: modules, lessons, their order, and early access (docs/product.md §11.1). */
export default async function curriculumRoutes(app: App) {
  route(app, endpoints.adminCurriculum, async (request) => getCurriculum(app.db, request.params.id));

  route(app, endpoints.adminModuleAdd, async (request) => {
    const module = await addModule(app.db, requireSession(request).user, request.params.id, request.body);
    return presentModule(module);
  });

  route(app, endpoints.adminModuleEdit, async (request) =>
    presentModule(await editModule(app.db, requireSession(request).user, request.params.id, request.body)),
  );

  route(app, endpoints.adminModuleDelete, async (request) => {
    await deleteModule(app.db, requireSession(request).user, request.params.id);
    return { message: MESSAGES.courses.moduleDeleted };
  });

  route(app, endpoints.adminEarlyAccessGrant, async (request) => {
    const grant = await grantEarlyAccess(
      app.db,
      requireSession(request).user,
      request.params.id,
      request.body.user_id,
    );
    return {
      module_id: grant.moduleId,
      user_id: grant.userId,
      created_on: grant.createdOn.toISOString(),
    };
  });

  route(app, endpoints.adminEarlyAccessRevoke, async (request) => {
    await revokeEarlyAccess(app.db, requireSession(request).user, request.params.id, request.params.userId);
    return { message: MESSAGES.courses.earlyAccessRemoved };
  });

  route(app, endpoints.adminLessonAdd, { bodyLimit: LESSON_BODY_LIMIT }, async (request) => {
    const lesson = await addLesson(
      app.db,
      app.htmlSanitizer,
      requireSession(request).user,
      request.params.id,
      request.body,
    );
    return lesson;
  });

  route(app, endpoints.adminLessonEdit, { bodyLimit: LESSON_BODY_LIMIT }, async (request) =>
    editLesson(app.db, app.htmlSanitizer, requireSession(request).user, request.params.id, request.body),
  );

  route(app, endpoints.adminLessonDelete, async (request) => {
    await deleteLesson(app.db, requireSession(request).user, request.params.id);
    return { message: MESSAGES.courses.lessonDeleted };
  });
}
