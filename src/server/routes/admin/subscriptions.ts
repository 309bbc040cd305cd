import { endpoints } from '@contract/endpoints.ts';
import { listSubscriptionsForAdmin } from '../../domain/admin-lists.ts';
import { setSubscriptionStatus } from '../../domain/subscriptions.ts';
import { requireSession } from '../../plugins/auth.ts';
import { presentSubscription } from '../../presenters/subscription.ts';
import type { App } from '../../types.ts';
import { route } from '../endpoint.ts';
import { listRoute } from './list-query.ts';

export default async function subscriptionRoutes(app: App) {
  // Search (section 5): user name, user e-mail and resource id case-sensitive; resource type not.
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
