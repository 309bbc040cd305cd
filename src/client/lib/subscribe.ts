import { endpoints } from '@contract/endpoints.ts';
import type { SubscribeInput } from '@contract/subscription.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './api-client.ts';

/**
 * Prefix of the signed-in learner's subscriptions query (endpoints.subscriptionAll). It lives here,
 * beside the one call that changes the list, because the subscribe button is shared by several
 * features and features cannot import the subscriptions feature.
 */
export const MY_SUBSCRIPTIONS_QUERY_KEY = ['my-subscriptions'] as const;

/** The learner's places on batch waiting lists (docs/product.md §20.1): a full batch's answer adds one. */
export const MY_WAITLIST_QUERY_KEY = ['my-waitlist'] as const;

/**
 * subscribe (bearer): 201 with the new pending subscription; 401 without a
 * valid session, 404 unknown resource, 409 already subscribed or unavailable, 400 invalid payload.
 */
export function subscribe(input: SubscribeInput) {
  return call(endpoints.subscribe, { body: input });
}

/** Subscribes, then marks the learner's subscriptions list stale so My Subscriptions shows the new row. */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_SUBSCRIPTIONS_QUERY_KEY }),
    // A 409 may have put the learner on a waiting list (ADR 072).
    onError: () => queryClient.invalidateQueries({ queryKey: MY_WAITLIST_QUERY_KEY }),
  });
}
