import { call } from '@client/lib/api-client.ts';
import { useToken } from '@client/lib/session.ts';
import { tokenFingerprint } from '@client/lib/use-current-user.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { GrievanceInput } from '@contract/privacy-rights.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const GRIEVANCES_QUERY_KEY = ['privacy', 'grievances'] as const;

/** privacyGrievanceMine: the learner's grievances with their answers, newest first. */
export function useMyGrievances() {
  const token = useToken();
  return useQuery({
    queryKey: [...GRIEVANCES_QUERY_KEY, tokenFingerprint(token)] as const,
    queryFn: ({ signal }) => call(endpoints.privacyGrievanceMine, { signal }),
    enabled: token !== null,
  });
}

/** privacyGrievanceFile → { message, grievance }: the message carries the reference number. */
export function useFileGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrievanceInput) => call(endpoints.privacyGrievanceFile, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GRIEVANCES_QUERY_KEY }),
  });
}
