import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import { listRoute } from '../http/list-query.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { presentAdminGrievance } from './grievance-presenter.ts';
import { listGrievancesForAdmin, replyToGrievance } from './grievances.ts';

/** Grievances for admins (docs/product.md §17.4): the list with due-date flags, and the answer. */
export default async function grievanceAdminRoutes(app: App) {
  // Search: a substring of the reference number, name, e-mail or subject.
  listRoute(app, endpoints.adminGrievanceAll, listGrievancesForAdmin, (row) =>
    presentAdminGrievance(row, app.now()),
  );

  route(app, endpoints.adminGrievanceReply, async (request) => {
    const row = await replyToGrievance(
      app.db,
      requireSession(request).user,
      request.params.id,
      request.body.reply,
    );
    app.mailOutbox.kick();
    return presentAdminGrievance(row, app.now());
  });
}
