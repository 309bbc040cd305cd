import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { simKeys } from './sim-keys.ts';

/** simAccount: cash, equity, positions, P&L, drawdown, sim_date and, for a challenge, its progress. */
export function getSimAccount(accountId: string, signal?: AbortSignal) {
  return call(endpoints.simAccount, { params: { id: accountId }, signal });
}

export function useSimAccount(accountId: string) {
  return useQuery({
    queryKey: simKeys.summary(accountId),
    queryFn: ({ signal }) => getSimAccount(accountId, signal),
  });
}
