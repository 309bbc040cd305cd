import { IconBell } from '@client/components/icons/bell.tsx';
import { useUnreadCount } from '@client/features/notifications/api/get-notifications.ts';
import { NotificationPanel } from '@client/features/notifications/components/notification-panel.tsx';
import { useCurrentUser } from '@client/lib/use-current-user.ts';
import { formatUnread } from '@contract/notifications.ts';
import { useNavMenu } from './use-nav-menu.ts';

/** The bell's accessible name: "Notifications, 3 unread", or "Notifications" when all are read. */
export function bellLabel(unread: number): string {
  return unread === 0 ? 'Notifications' : `Notifications, ${formatUnread(unread)} unread`;
}

/**
 * The navbar's bell for signed-in users (docs/product.md §21): the unread count, polled cheaply,
 * and a panel of the newest notifications that opens like the other navbar menus. Outside the
 * folding menu, so it shows on a phone without opening the menu first.
 */
export function NavNotifications() {
  const session = useCurrentUser();
  if (session.status !== 'signed-in') return null;
  return <Bell />;
}

function Bell() {
  const { open, menuId, rootProps, toggleProps } = useNavMenu<HTMLDivElement>();
  const count = useUnreadCount();
  const unread = count.data?.unread ?? 0;
  return (
    <div className="nav-notifications" {...rootProps}>
      <button
        type="button"
        className="btn btn-outline-teal btn-sm nav-bell"
        aria-label={bellLabel(unread)}
        {...toggleProps}
      >
        <IconBell />
        {unread > 0 ? (
          <span className="badge rounded-pill nav-bell-badge" aria-hidden="true">
            {formatUnread(unread)}
          </span>
        ) : null}
      </button>
      <NotificationPanel id={menuId} open={open} unread={unread} />
    </div>
  );
}
