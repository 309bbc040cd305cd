import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { simKeys } from './sim-keys.ts';

/** simOrderAll: every order of the account (open, filled, expired, cancelled, rejected). */
export function getSimOrders(accountId: string, signal?: AbortSignal) {
  return call(endpoints.simOrderAll, { query: { account_id: accountId }, signal });
}

export function useSimOrders(accountId: string) {
  return useQuery({
    queryKey: simKeys.orders(accountId),
    queryFn: ({ signal }) => getSimOrders(accountId, signal),
  });
}
