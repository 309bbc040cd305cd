import { AdminListQuerySchema, IdParamsSchema, SubscriptionStatusUpdateSchema } from '@contract/admin.ts';
import { RESOURCE_TYPES, SubscriptionListSchema, SubscriptionSchema } from '@contract/subscription.ts';
import { asc, desc, inArray, like, or, sql } from 'drizzle-orm';
import { subscriptions } from '../../db/schema.ts';
import { countSubscriptions } from '../../domain/analytics.ts';
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
      // resource_type has two values: match them here, so the query keeps to indexed conditions.
      const text = request.query.q?.trim().toLowerCase() ?? '';
      const types = RESOURCE_TYPES.filter((type) => type.includes(text));
      const where = pattern
        ? or(
            like(subscriptions.userName, pattern),
            like(subscriptions.userEmail, pattern),
            like(sql`${subscriptions.resourceId}::text`, pattern),
            ...(types.length > 0 ? [inArray(subscriptions.resourceType, types)] : []),
          )
        : undefined;
      const orderBy = [desc(subscriptions.createdOn), desc(subscriptions.id)];
      const { rows, total } = await listPage(request.query, {
        db: app.db,
        table: subscriptions,
        where,
        orderBy,
        reverseOrderBy: [asc(subscriptions.createdOn), asc(subscriptions.id)],
        countAll: () => countSubscriptions(app.db),
        rows: (condition) =>
          selectSubscriptionsWithResource(app.db)
            .where(condition)
            .orderBy(...orderBy),
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
