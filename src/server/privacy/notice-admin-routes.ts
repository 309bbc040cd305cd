import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { listNoticeVersions, publishNoticeVersion } from './notice.ts';

/** The privacy notice's versions on the admin Privacy screen, and publishing the next (docs/product.md §18.3). */
export default async function noticeAdminRoutes(app: App) {
  route(app, endpoints.adminPrivacyNoticeAll, async () => listNoticeVersions(app.db));

  route(app, endpoints.adminPrivacyNoticePublish, async (request) =>
    publishNoticeVersion(app.db, requireSession(request).user, request.body),
  );
}
