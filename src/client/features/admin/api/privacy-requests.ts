import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** adminPrivacyRequests: erasures in their grace period and exports in progress (each read is audited). */
export function getPrivacyRequests(signal?: AbortSignal) {
  return call(endpoints.adminPrivacyRequests, { signal });
}

export function usePrivacyRequests() {
  return useQuery({
    queryKey: adminKeys.privacyRequests,
    queryFn: ({ signal }) => getPrivacyRequests(signal),
  });
}
