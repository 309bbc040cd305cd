import { call } from '@client/lib/api-client.ts';
import { useToken } from '@client/lib/session.ts';
import { tokenFingerprint } from '@client/lib/use-current-user.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const SESSIONS_QUERY_KEY = ['profile-sessions'] as const;

/** profileSessions: my signed-in devices, the current one marked. */
export function getMySessions(signal?: AbortSignal) {
  return call(endpoints.profileSessions, { signal });
}

/** Read only once `enabled`: the list is opened on demand. */
export function useMySessions(enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: [...SESSIONS_QUERY_KEY, tokenFingerprint(token)] as const,
    queryFn: ({ signal }) => getMySessions(signal),
    enabled: enabled && token !== null,
  });
}

/** profileSessionEnd with an id; profileSessionsEndOthers without. */
export function endSessions(id?: string) {
  return id === undefined
    ? call(endpoints.profileSessionsEndOthers, {})
    : call(endpoints.profileSessionEnd, { params: { id } });
}

export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
