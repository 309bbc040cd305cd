import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { route } from '../http/endpoint.ts';
import { listRoute } from '../http/list-query.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { listContactMessagesForAdmin } from './admin-list.ts';
import { deleteContactMessage } from './messages.ts';
import { presentContactMessage } from './presenter.ts';

export default async function contactRoutes(app: App) {
  // Search: case-insensitive substring of name, e-mail or message (docs/product.md §2).
  listRoute(app, endpoints.adminContactMessages, listContactMessagesForAdmin, presentContactMessage);

  route(app, endpoints.adminContactDelete, async (request) => {
    await deleteContactMessage(app.db, requireSession(request).user, request.params.id);
    return { message: MESSAGES.admin.contactDeleted };
  });
}
