import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { simKeys } from './sim-keys.ts';

/** simLeaderboard: a program's challenge attempts ranked by return (no prizes: SEBI, ADR 033). */
export function getSimLeaderboard(programId: string, signal?: AbortSignal) {
  return call(endpoints.simLeaderboard, { query: { program: programId }, signal });
}

export function useSimLeaderboard(programId: string) {
  return useQuery({
    queryKey: simKeys.leaderboard(programId),
    queryFn: ({ signal }) => getSimLeaderboard(programId, signal),
  });
}
