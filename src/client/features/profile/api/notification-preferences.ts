import { call } from '@client/lib/api-client.ts';
import { useToken } from '@client/lib/session.ts';
import { tokenFingerprint } from '@client/lib/use-current-user.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { NotificationPreferencesUpdate } from '@contract/notifications.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The learner's e-mail choice per kind of notification (docs/product.md §21). */
const QUERY_KEY = ['notification-preferences'] as const;

/** notificationPreferences. */
export function useNotificationPreferences() {
  const token = useToken();
  return useQuery({
    queryKey: [...QUERY_KEY, tokenFingerprint(token)] as const,
    queryFn: ({ signal }) => call(endpoints.notificationPreferences, { signal }),
    enabled: token !== null,
  });
}

/** notificationPreferencesSave: the kinds sent change, the others keep theirs. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesUpdate) =>
      call(endpoints.notificationPreferencesSave, { body }),
    onSuccess: (saved) => {
      queryClient.setQueriesData({ queryKey: QUERY_KEY }, saved);
    },
  });
}
