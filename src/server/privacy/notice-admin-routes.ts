import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { listNoticeVersions, publishNoticeVersion } from './notice.ts';
import { listPrivacyRequests } from './requests.ts';

/**
 * The admin Privacy screen (docs/product.md §18.3): the privacy notice's versions and publishing
 * the next, and the erasures and exports in progress.
 */
export default async function noticeAdminRoutes(app: App) {
  route(app, endpoints.adminPrivacyRequests, async (request) =>
    listPrivacyRequests(app.db, requireSession(request).user),
  );

  route(app, endpoints.adminPrivacyNoticeAll, async () => listNoticeVersions(app.db));

  route(app, endpoints.adminPrivacyNoticePublish, async (request) =>
    publishNoticeVersion(app.db, requireSession(request).user, request.body),
  );
}
