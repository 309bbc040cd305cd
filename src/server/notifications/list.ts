import {
  NOTIFICATION_LIMITS,
  type NotificationList,
  type NotificationRead,
} from '@contract/notifications.ts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { presentNotification } from './presenter.ts';

/**
 * The bell and the notifications page (docs/product.md §21): a user's own notifications only,
 * newest first, paged by the last one seen (an id: exact, where a time in milliseconds would not
 * be, since PostgreSQL keeps microseconds).
 */

/** The unread count, capped: one probe of the unread index that stops at the cap. */
export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const result = await db.execute<{ unread: number }>(sql`select count(*)::int as unread from (
      select 1 from ${notifications}
      where ${notifications.userId} = ${userId} and ${notifications.readAt} is null
      limit ${NOTIFICATION_LIMITS.unreadCap + 1}) as unread_rows`);
  return result.rows[0]?.unread ?? 0;
}

export async function listNotifications(
  db: DbOrTx,
  userId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<NotificationList> {
  const after = query.cursor
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (select created_at, id from ${notifications}
        where id = ${validUuid(query.cursor)} and user_id = ${userId})`
    : undefined;
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(presentNotification),
    unread: await unreadCount(db, userId),
    next_cursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** A cursor that is no id of ours matches nothing (an empty page), rather than failing the cast. */
function validUuid(cursor: string): string | null {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(cursor) ? cursor : null;
}

/**
 * Marks the given notifications (only the user's own: other ids are ignored) or all of them read.
 * Idempotent: a notification read earlier keeps its first time, so parallel calls agree.
 * Returns the unread count after.
 */
export async function markRead(db: DbOrTx, userId: string, request: NotificationRead): Promise<number> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        'ids' in request ? inArray(notifications.id, request.ids) : undefined,
      ),
    );
  return unreadCount(db, userId);
}
