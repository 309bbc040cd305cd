import { call } from '@client/lib/api-client.ts';
import { useToken } from '@client/lib/session.ts';
import { tokenFingerprint } from '@client/lib/use-current-user.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { NomineeInput } from '@contract/privacy-rights.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const NOMINEE_QUERY_KEY = ['privacy', 'nominee'] as const;

/** privacyNominee: the learner's nominee, or null. Keyed by the session, like the profile. */
export function useNominee() {
  const token = useToken();
  return useQuery({
    queryKey: [...NOMINEE_QUERY_KEY, tokenFingerprint(token)] as const,
    queryFn: ({ signal }) => call(endpoints.privacyNominee, { signal }),
    enabled: token !== null,
  });
}

/** privacyNomineeSave: names or changes the nominee (who is told by mail). */
export function useSaveNominee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NomineeInput) => call(endpoints.privacyNomineeSave, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOMINEE_QUERY_KEY }),
  });
}

/** privacyNomineeRemove. */
export function useRemoveNominee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.privacyNomineeRemove, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOMINEE_QUERY_KEY }),
  });
}
