import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { listLegalDocumentsForAdmin, publishLegalVersion, requireLegalKind } from './pages.ts';

/** The admin's Legal pages screen (docs/product.md §19): every version, and publishing a new one. */
export default async function legalAdminRoutes(app: App) {
  route(app, endpoints.adminLegalAll, async () => listLegalDocumentsForAdmin(app.db));

  route(app, endpoints.adminLegalPublish, async (request) =>
    publishLegalVersion(
      app.db,
      app.htmlSanitizer,
      requireSession(request).user,
      requireLegalKind(request.params.kind),
      request.body,
    ),
  );
}
