import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation } from '@tanstack/react-query';

/**
 * newsletterUnsubscribe: the site page's button sends the same RFC 8058 one-click request a mail
 * provider does (as JSON), `{ message }`; 404 for an unknown link. Repeating it is harmless.
 */
export function unsubscribeNewsletter(token: string) {
  return call(endpoints.newsletterUnsubscribe, {
    params: { token },
    body: { 'List-Unsubscribe': 'One-Click' },
  });
}

export function useUnsubscribeNewsletter(token: string) {
  return useMutation({ mutationFn: () => unsubscribeNewsletter(token) });
}
