import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { NotificationRead } from '@contract/notifications.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications.ts';

/** notificationRead: some of mine, or all; the bell, its panel and the page then ask again. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationRead) => call(endpoints.notificationRead, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
