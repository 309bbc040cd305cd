import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { route } from '../http/endpoint.ts';
import { listRoute } from '../http/list-query.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { addProgramAsAdmin, deleteProgramAsAdmin, editProgramAsAdmin } from './admin.ts';
import { listProgramsForAdmin } from './admin-list.ts';
import { presentProgram } from './presenter.ts';

/** Program HTML may be long: these routes take up to 1 MB, the rest of the API 100 KB. */
const PROGRAM_BODY_LIMIT = 1024 * 1024;

export default async function programRoutes(app: App) {
  // Admins see the same list as the public (docs/product.md §7.3), with search and paging.
  listRoute(app, endpoints.adminProgramAll, listProgramsForAdmin, presentProgram);

  route(app, endpoints.adminProgramAdd, { bodyLimit: PROGRAM_BODY_LIMIT }, async (request) => {
    const program = await addProgramAsAdmin(
      app.db,
      app.htmlSanitizer,
      requireSession(request).user,
      request.body,
    );
    return presentProgram(program);
  });

  route(app, endpoints.adminProgramEdit, { bodyLimit: PROGRAM_BODY_LIMIT }, async (request) =>
    presentProgram(
      await editProgramAsAdmin(
        app.db,
        app.htmlSanitizer,
        requireSession(request).user,
        request.params.id,
        request.body,
      ),
    ),
  );

  route(app, endpoints.adminProgramDelete, async (request) => {
    await deleteProgramAsAdmin(app.db, requireSession(request).user, request.params.id);
    return { message: MESSAGES.admin.programDeleted };
  });
}
