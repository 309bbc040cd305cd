import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { simKeys } from './sim-keys.ts';

/** simAccountAll: the learner's accounts, newest first. */
export function getSimAccounts(signal?: AbortSignal) {
  return call(endpoints.simAccountAll, { signal });
}

export function useSimAccounts() {
  return useQuery({ queryKey: simKeys.accounts(), queryFn: ({ signal }) => getSimAccounts(signal) });
}
