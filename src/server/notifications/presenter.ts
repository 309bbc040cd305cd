import type { Notification } from '@contract/notifications.ts';
import type { notifications } from '../db/schema.ts';

/** A stored notification as the API answers it (NotificationSchema). */
export function presentNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}
