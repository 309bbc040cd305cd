import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SIM_QUERY_KEY, simKeys } from './sim-keys.ts';

/** simAccountLeaderboardName: the name the leaderboard shows for this attempt; null is "Anonymous". */
export function saveLeaderboardName(accountId: string, name: string | null) {
  return call(endpoints.simAccountLeaderboardName, {
    params: { id: accountId },
    body: { leaderboard_name: name },
  });
}

export function useSaveLeaderboardName(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string | null) => saveLeaderboardName(accountId, name),
    onSuccess: async (account) => {
      queryClient.setQueryData(simKeys.summary(accountId), account);
      await queryClient.invalidateQueries({ queryKey: [...SIM_QUERY_KEY, 'leaderboard'] });
    },
  });
}
