import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SIM_QUERY_KEY, simKeys } from './sim-keys.ts';

/**
 * simAccountStep: one trading day on. `simDate` is the day the learner is looking at: the server
 * refuses (409) a second press that arrives after the account has moved, rather than step twice.
 */
export function stepSimAccount(accountId: string, simDate: string) {
  return call(endpoints.simAccountStep, { params: { id: accountId }, body: { sim_date: simDate } });
}

/**
 * The step, then everything it changed: the account, its orders, its equity curve, its bars, and
 * the leaderboards (a challenge's return and status move with each step).
 */
export function useStepSimAccount(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (simDate: string) => stepSimAccount(accountId, simDate),
    onSuccess: async (result) => {
      queryClient.setQueryData(simKeys.summary(accountId), result.account);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: simKeys.account(accountId) }),
        queryClient.invalidateQueries({ queryKey: simKeys.accounts() }),
        queryClient.invalidateQueries({ queryKey: [...SIM_QUERY_KEY, 'leaderboard'] }),
      ]);
    },
  });
}
