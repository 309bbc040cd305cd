import { BusyButton } from '@client/components/busy-button.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { useToken } from '@client/lib/session.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { formatUnread } from '@contract/notifications.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { Link, Navigate } from 'react-router';
import { useNotificationPages } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { NotificationItem } from '../components/notification-item.tsx';

export const NOTIFICATIONS_PAGE_TITLE = 'Notifications';

/**
 * /notifications (docs/product.md §21): every notification of the signed-in user, newest first,
 * a page at a time ("Show older"), with "Mark all as read" and the way to the e-mail choices.
 */
export function NotificationsPage() {
  useDocumentTitle(NOTIFICATIONS_PAGE_TITLE);
  const token = useToken();
  if (token === null) return <Navigate to={CLIENT_ROUTES.login} replace />;
  return (
    <div className="container py-5">
      <div className="col-lg-8 mx-auto">
        <h1 className="section-title mb-3">{NOTIFICATIONS_PAGE_TITLE}</h1>
        <p className="text-body-secondary">
          Choose which of these also reach you by e-mail, at once or as a daily digest, on{' '}
          <Link to={`${CLIENT_ROUTES.profile}#notifications`}>your profile</Link>.
        </p>
        <NotificationList />
      </div>
    </div>
  );
}

function NotificationList() {
  const pages = useNotificationPages();
  const markRead = useMarkNotificationsRead();
  if (pages.isError && !pages.data)
    return (
      <LoadError
        text={MESSAGES.notifications.loadFailed}
        retrying={pages.isFetching}
        onRetry={() => void pages.refetch()}
      />
    );
  if (!pages.data) return <PageLoading />;
  const items = pages.data.pages.flatMap((page) => page.items);
  const unread = pages.data.pages[0]?.unread ?? 0;
  if (items.length === 0) return <p className="text-body-secondary">{MESSAGES.notifications.none}</p>;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <p className="mb-0" role="status">
          {unread === 0 ? 'All read.' : `${formatUnread(unread)} unread.`}
        </p>
        <BusyButton
          type="button"
          className="btn btn-outline-teal btn-sm"
          busy={markRead.isPending}
          disabled={unread === 0}
          keepFocus
          onClick={() => markRead.mutate({ all: true })}
        >
          {MESSAGES.notifications.markAllRead}
        </BusyButton>
      </div>
      <ul className="list-unstyled border rounded notification-list mb-3">
        {items.map((notification) => (
          <li key={notification._id}>
            <NotificationItem notification={notification} />
          </li>
        ))}
      </ul>
      {pages.hasNextPage ? (
        <BusyButton
          type="button"
          className="btn btn-outline-teal"
          busy={pages.isFetchingNextPage}
          keepFocus
          onClick={() => void pages.fetchNextPage()}
        >
          Show older
        </BusyButton>
      ) : null}
    </>
  );
}
