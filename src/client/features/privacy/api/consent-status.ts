import { call } from '@client/lib/api-client.ts';
import { useToken } from '@client/lib/session.ts';
import { tokenFingerprint } from '@client/lib/use-current-user.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';

/** Prefix of the privacy status query: every change below invalidates it. */
export const PRIVACY_STATUS_QUERY_KEY = ['privacy-status'] as const;

/** privacyStatus (bearer): what the account must still give or confirm, and its consents. */
export function getPrivacyStatus(signal?: AbortSignal) {
  return call(endpoints.privacyStatus, { signal });
}

/** Keyed by session like the profile, so another account's status never shows from the cache. */
export function usePrivacyStatus(enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: [...PRIVACY_STATUS_QUERY_KEY, tokenFingerprint(token)],
    queryFn: ({ signal }) => getPrivacyStatus(signal),
    enabled: enabled && token !== null,
    retry: false,
  });
}
