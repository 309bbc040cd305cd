import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';

export const PRIVACY_NOTICE_QUERY_KEY = ['privacy-notice'] as const;

/** privacyNotice: the notice in force, in English and Hindi (the register page and the privacy gate). */
export function getPrivacyNotice(signal?: AbortSignal) {
  return call(endpoints.privacyNotice, { signal });
}

export function usePrivacyNotice() {
  return useQuery({ queryKey: PRIVACY_NOTICE_QUERY_KEY, queryFn: ({ signal }) => getPrivacyNotice(signal) });
}
