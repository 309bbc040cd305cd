import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation } from '@tanstack/react-query';

/**
 * notificationUnsubscribe: the unsubscribe page's button sends the same RFC 8058 one-click request
 * a mail program does (as JSON), `{ message }`; 404 for a link this site did not sign.
 */
export function useUnsubscribeNotifications(token: string) {
  return useMutation({
    mutationFn: () =>
      call(endpoints.notificationUnsubscribe, {
        params: { token },
        body: { 'List-Unsubscribe': 'One-Click' },
      }),
  });
}
