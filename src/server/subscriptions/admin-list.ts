import { inArray, like, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type AdminListRequest, containsPattern, listPage, newestFirst } from '../db/list-page.ts';
import { subscriptionStats, subscriptions } from '../db/schema.ts';
import { selectSubscriptionsWithResource } from './lifecycle.ts';

/** All subscriptions, from the counters table (O(1), kept by triggers). */
export async function countSubscriptions(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${subscriptionStats.subscriptions}), 0)` })
    .from(subscriptionStats);
  return Number(row?.n ?? 0);
}

/**
 * Subscriptions with their resource, newest first. The search (docs/product.md §5) matches the user's name
 * and e-mail and the resource id case-sensitively, the resource type not.
 */
export function listSubscriptionsForAdmin(db: Database, request: AdminListRequest) {
  const pattern = containsPattern(request.q);
  // resource_type has two values: match them here, so the query keeps to indexed conditions.
  const text = request.q?.trim().toLowerCase() ?? '';
  const types = subscriptions.resourceType.enumValues.filter((type) => type.includes(text));
  return listPage(db, request.window, {
    table: subscriptions,
    where: pattern
      ? or(
          like(subscriptions.userName, pattern),
          like(subscriptions.userEmail, pattern),
          like(sql`${subscriptions.resourceId}::text`, pattern),
          ...(types.length > 0 ? [inArray(subscriptions.resourceType, types)] : []),
        )
      : undefined,
    ordering: newestFirst(subscriptions.createdOn, subscriptions.id),
    countAll: () => countSubscriptions(db),
    rows: (condition, orderBy) =>
      selectSubscriptionsWithResource(db)
        .where(condition)
        .orderBy(...orderBy),
  });
}
