import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import { listRoute } from '../http/list-query.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { listSubscriptionsForAdmin } from './admin-list.ts';
import { setSubscriptionStatus } from './lifecycle.ts';
import { presentSubscription } from './presenter.ts';

export default async function subscriptionRoutes(app: App) {
  // Search (docs/product.md §5): user name, user e-mail and resource id case-sensitive; resource type not.
  listRoute(app, endpoints.adminSubscriptionAll, listSubscriptionsForAdmin, presentSubscription);

  route(app, endpoints.adminSubscriptionStatus, async (request) => {
    const row = await setSubscriptionStatus(
      app.db,
      requireSession(request).user,
      request.params.id,
      request.body.status,
    );
    app.mailOutbox.kick();
    return presentSubscription(row);
  });
}
