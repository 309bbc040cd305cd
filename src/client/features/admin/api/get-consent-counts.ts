import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** adminPrivacyConsents: present choices by purpose and notice version, acknowledgements by version. */
export function getConsentCounts(signal?: AbortSignal) {
  return call(endpoints.adminPrivacyConsents, { signal });
}

export function useConsentCounts() {
  return useQuery({ queryKey: adminKeys.consentCounts, queryFn: ({ signal }) => getConsentCounts(signal) });
}
