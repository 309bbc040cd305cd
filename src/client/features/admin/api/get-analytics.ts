import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** adminAnalytics: the dashboard's counts, amounts and chart data. */
export function getAnalytics(signal?: AbortSignal) {
  return call(endpoints.adminAnalytics, { signal });
}

export function useAnalytics() {
  return useQuery({ queryKey: adminKeys.analytics, queryFn: ({ signal }) => getAnalytics(signal) });
}
