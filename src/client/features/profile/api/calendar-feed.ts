import { call } from '@client/lib/api-client.ts';
import { useToken } from '@client/lib/session.ts';
import { tokenFingerprint } from '@client/lib/use-current-user.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { LivePreferences } from '@contract/live-calendar.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The learner's calendar feed and reminder setting (docs/product.md §20.4, §20.5). */
const FEED_QUERY_KEY = ['profile-calendar'] as const;
const PREFERENCES_QUERY_KEY = ['profile-live-preferences'] as const;

/** profileCalendar: the feed's addresses, made on first ask. */
export function useCalendarFeed() {
  const token = useToken();
  return useQuery({
    queryKey: [...FEED_QUERY_KEY, tokenFingerprint(token)] as const,
    queryFn: ({ signal }) => call(endpoints.profileCalendar, { signal }),
    enabled: token !== null,
  });
}

/** profileCalendarRotate: a new address; the old one stops at once. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.profileCalendarRotate, {}),
    onSuccess: (feed) => {
      queryClient.setQueriesData({ queryKey: FEED_QUERY_KEY }, feed);
    },
  });
}

/** profileLivePreferences: reminders on unless turned off. */
export function useLivePreferences() {
  const token = useToken();
  return useQuery({
    queryKey: [...PREFERENCES_QUERY_KEY, tokenFingerprint(token)] as const,
    queryFn: ({ signal }) => call(endpoints.profileLivePreferences, { signal }),
    enabled: token !== null,
  });
}

/** profileLivePreferencesSave. */
export function useSaveLivePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LivePreferences) => call(endpoints.profileLivePreferencesSave, { body }),
    onSuccess: (saved) => {
      queryClient.setQueriesData({ queryKey: PREFERENCES_QUERY_KEY }, saved);
    },
  });
}
