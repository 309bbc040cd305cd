import { BusyButton } from '@client/components/busy-button.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { Link } from 'react-router';
import { useLatestNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { NotificationItem } from './notification-item.tsx';

/**
 * The bell's panel (docs/product.md §21): the newest few notifications, "Mark all as read", and
 * the way to all of them. Asked for when it opens, not before.
 */
export function NotificationPanel({ id, open, unread }: { id: string; open: boolean; unread: number }) {
  const latest = useLatestNotifications(open);
  const markRead = useMarkNotificationsRead();
  const items = latest.data?.items ?? [];

  return (
    <section id={id} className={`notification-panel ${open ? 'show' : ''}`} aria-label="Latest notifications">
      <div className="d-flex align-items-center justify-content-between gap-2 px-3 py-2 border-bottom">
        <h2 className="h6 mb-0">Notifications</h2>
        <BusyButton
          type="button"
          className="btn btn-link btn-sm p-0"
          busy={markRead.isPending}
          disabled={unread === 0}
          keepFocus
          onClick={() => markRead.mutate({ all: true })}
        >
          {MESSAGES.notifications.markAllRead}
        </BusyButton>
      </div>
      {latest.isError ? (
        <div className="p-2">
          <LoadError
            text={MESSAGES.notifications.loadFailed}
            retrying={latest.isFetching}
            onRetry={() => void latest.refetch()}
          />
        </div>
      ) : !latest.data ? (
        <p className="px-3 py-3 mb-0 text-body-secondary">{MESSAGES.generic.loading}</p>
      ) : items.length === 0 ? (
        <p className="px-3 py-3 mb-0 text-body-secondary">{MESSAGES.notifications.none}</p>
      ) : (
        <ul className="list-unstyled mb-0 notification-list">
          {items.map((notification) => (
            <li key={notification._id}>
              <NotificationItem notification={notification} />
            </li>
          ))}
        </ul>
      )}
      <div className="px-3 py-2 border-top text-center">
        <Link to={CLIENT_ROUTES.notifications} className="small fw-semibold">
          See all notifications
        </Link>
      </div>
    </section>
  );
}
