import { call } from '@client/lib/api-client.ts';
import { useToken } from '@client/lib/session.ts';
import { tokenFingerprint } from '@client/lib/use-current-user.ts';
import { endpoints } from '@contract/endpoints.ts';
import { NOTIFICATION_LIMITS } from '@contract/notifications.ts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

/** Every notifications query starts with this key, so marking read refreshes them all. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/**
 * notificationUnread: the bell's count, asked every NOTIFICATION_LIMITS.pollSeconds while the tab
 * is visible (TanStack Query pauses the interval in a hidden tab) and again when it comes back.
 */
export function useUnreadCount() {
  const token = useToken();
  return useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'unread', tokenFingerprint(token)] as const,
    queryFn: ({ signal }) => call(endpoints.notificationUnread, { signal }),
    enabled: token !== null,
    refetchInterval: NOTIFICATION_LIMITS.pollSeconds * 1000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** notificationAll, the newest few: the bell's panel, asked when it opens. */
export function useLatestNotifications(enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'latest', tokenFingerprint(token)] as const,
    queryFn: ({ signal }) =>
      call(endpoints.notificationAll, { signal, query: { limit: NOTIFICATION_LIMITS.bellSize } }),
    enabled: enabled && token !== null,
  });
}

/** notificationAll, page after page: the /notifications page's "Show older". */
export function useNotificationPages() {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'pages', tokenFingerprint(token)] as const,
    queryFn: ({ signal, pageParam }) =>
      call(endpoints.notificationAll, { signal, query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled: token !== null,
  });
}
