import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from './api-client.ts';
import { useToken } from './session.ts';
import { MY_SUBSCRIPTIONS_QUERY_KEY } from './subscribe.ts';
import { tokenFingerprint } from './use-current-user.ts';

/**
 * subscriptionAll (bearer): the signed-in learner's subscriptions, newest first, each
 * with a summary of its program or service, so the page needs this one request.
 */
export function getMySubscriptions(signal?: AbortSignal) {
  return call(endpoints.subscriptionAll, { signal });
}

/**
 * The session was refused: the page removes the token and sends the visitor to log in (docs/product.md §4).
 */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function useMySubscriptions() {
  const token = useToken();
  return useQuery({
    // Keyed by session like the profile, so another account's list never shows from the cache.
    queryKey: [...MY_SUBSCRIPTIONS_QUERY_KEY, tokenFingerprint(token)],
    queryFn: ({ signal }) => getMySubscriptions(signal),
    enabled: token !== null,
    // An admin may have approved or rejected a subscription since: fetch again on every visit.
    staleTime: 0,
  });
}
