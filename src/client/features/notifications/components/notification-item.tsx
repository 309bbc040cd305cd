import { formatDateTime } from '@client/lib/format.ts';
import type { Notification } from '@contract/notifications.ts';
import { Link } from 'react-router';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';

/**
 * One notification in the bell's panel or on the page (docs/product.md §21): its title links to
 * its target and, when unread, marks it read on the way. Unread ones say so in words, not only
 * by their colour.
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const markRead = useMarkNotificationsRead();
  const unread = notification.read_at === null;
  return (
    <article className={`notification-item ${unread ? 'notification-unread' : ''}`}>
      <Link
        to={notification.link}
        className="notification-link stretched-link"
        onClick={() => {
          if (unread) markRead.mutate({ ids: [notification._id] });
        }}
      >
        {unread ? <span className="visually-hidden">Unread: </span> : null}
        {notification.title}
      </Link>
      {notification.body ? <p className="notification-body mb-1">{notification.body}</p> : null}
      <p className="notification-time mb-0">
        <time dateTime={notification.created_at}>{formatDateTime(notification.created_at)}</time>
      </p>
    </article>
  );
}
