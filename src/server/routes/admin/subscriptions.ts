import { AdminListQuerySchema, IdParamsSchema, SubscriptionStatusUpdateSchema } from '@contract/admin.ts';
import { SubscriptionListSchema, SubscriptionSchema } from '@contract/subscription.ts';
import { listSubscriptionsForAdmin } from '../../domain/admin-lists.ts';
import { setSubscriptionStatus } from '../../domain/subscriptions.ts';
import { requireSession } from '../../plugins/auth.ts';
import { presentSubscription } from '../../presenters/subscription.ts';
import type { App } from '../../types.ts';
import { ADMIN_ERRORS } from './errors.ts';
import { pageWindow, sendTotal } from './list-query.ts';

export default async function subscriptionRoutes(app: App) {
  // Search (section 5): user name, user e-mail and resource id case-sensitive; resource type not.
  app.get(
    '/admin/subscription/all',
    {
      schema: {
        querystring: AdminListQuerySchema,
        response: { 200: SubscriptionListSchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listSubscriptionsForAdmin(app.db, {
        q: request.query.q,
        window: pageWindow(request.query),
      });
      sendTotal(reply, total);
      return rows.map(presentSubscription);
    },
  );

  app.put(
    '/admin/subscription/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: SubscriptionStatusUpdateSchema,
        response: { 200: SubscriptionSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const row = await setSubscriptionStatus(
        app.db,
        requireSession(request).user,
        request.params.id,
        request.body.status,
      );
      app.mailOutbox.kick();
      return presentSubscription(row);
    },
  );
}
