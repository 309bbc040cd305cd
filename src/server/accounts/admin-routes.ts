import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { route } from '../http/endpoint.ts';
import { listRoute } from '../http/list-query.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { addUserAsAdmin, deleteUserAsAdmin, editUserAsAdmin } from './admin.ts';
import { listUsersForAdmin } from './admin-list.ts';
import { sendResetLinkAsAdmin } from './password-reset.ts';
import { presentUser } from './presenter.ts';

export default async function userRoutes(app: App) {
  // Search: case-insensitive substring of name or e-mail (docs/product.md §5).
  listRoute(app, endpoints.adminUserAll, listUsersForAdmin, presentUser);

  route(app, endpoints.adminUserAdd, async (request) => {
    const user = await addUserAsAdmin(app.db, requireSession(request).user, request.body);
    return presentUser(user);
  });

  route(app, endpoints.adminUserEdit, async (request) =>
    presentUser(await editUserAsAdmin(app.db, requireSession(request).user, request.params.id, request.body)),
  );

  route(app, endpoints.adminUserResetLink, async (request) => {
    await sendResetLinkAsAdmin(app.db, requireSession(request).user, request.params.id, {
      publicUrl: app.config.publicUrl,
      emailLimit: app.config.rateLimits.FORGOT_EMAIL,
    });
    app.mailOutbox.kick();
    return { message: MESSAGES.profile.resetLinkSent };
  });

  route(app, endpoints.adminUserDelete, async (request) => {
    await deleteUserAsAdmin(app.db, requireSession(request).user, request.params.id);
    return { message: MESSAGES.admin.userDeleted };
  });
}
