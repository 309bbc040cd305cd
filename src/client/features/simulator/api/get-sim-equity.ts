import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { simKeys } from './sim-keys.ts';

/** simAccountEquity: the closing equity and cash of each day the account has stepped through. */
export function getSimEquity(accountId: string, signal?: AbortSignal) {
  return call(endpoints.simAccountEquity, { params: { id: accountId }, signal });
}

export function useSimEquity(accountId: string) {
  return useQuery({
    queryKey: simKeys.equity(accountId),
    queryFn: ({ signal }) => getSimEquity(accountId, signal),
  });
}
