import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { SimAccount, SimAccountCreateInput } from '@contract/sim-account.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { simKeys } from './sim-keys.ts';

/** simAccountCreate: a replay account from a chosen date, or a challenge from a date the server draws. */
export function createSimAccount(input: SimAccountCreateInput) {
  return call(endpoints.simAccountCreate, { body: input });
}

/** Creates the account, caches it, refreshes the list, then hands it to `onCreated`. */
export function useCreateSimAccount(onCreated: (account: SimAccount) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSimAccount,
    onSuccess: async (account) => {
      queryClient.setQueryData(simKeys.summary(account._id), account);
      await queryClient.invalidateQueries({ queryKey: simKeys.accounts() });
      onCreated(account);
    },
  });
}
