import { AdminListQuerySchema, IdParamsSchema, SubscriptionStatusUpdateSchema } from '@contract/admin.ts';
import { SubscriptionListSchema, SubscriptionSchema } from '@contract/subscription.ts';
import { count, desc, ilike, like, or, sql } from 'drizzle-orm';
import { subscriptions } from '../../db/schema.ts';
import { selectSubscriptionsWithResource, setSubscriptionStatus } from '../../domain/subscriptions.ts';
import { requireSession } from '../../plugins/auth.ts';
import { presentSubscription } from '../../presenters/subscription.ts';
import type { App } from '../../types.ts';
import { ADMIN_ERRORS } from './errors.ts';
import { containsPattern, listPage, sendTotal } from './list-query.ts';

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
      const pattern = containsPattern(request.query.q);
      const where = pattern
        ? or(
            like(subscriptions.userName, pattern),
            like(subscriptions.userEmail, pattern),
            like(sql`${subscriptions.resourceId}::text`, pattern),
            ilike(subscriptions.resourceType, pattern),
          )
        : undefined;
      const { rows, total } = await listPage(
        request.query,
        (window) => {
          const query = selectSubscriptionsWithResource(app.db)
            .where(where)
            .orderBy(desc(subscriptions.createdOn), desc(subscriptions.id))
            .$dynamic();
          return window ? query.limit(window.limit).offset(window.offset) : query;
        },
        async () => (await app.db.select({ n: count() }).from(subscriptions).where(where))[0]?.n ?? 0,
      );
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
