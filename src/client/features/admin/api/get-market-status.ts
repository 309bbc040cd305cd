import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** adminMarketStatus: symbols, the date range, the latest date learners see, and the last import. */
export function getMarketStatus(signal?: AbortSignal) {
  return call(endpoints.adminMarketStatus, { signal });
}

export function useMarketStatus() {
  return useQuery({ queryKey: adminKeys.marketStatus, queryFn: ({ signal }) => getMarketStatus(signal) });
}
