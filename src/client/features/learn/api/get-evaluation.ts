import { call } from '@client/lib/api-client.ts';
import { useToken } from '@client/lib/session.ts';
import { tokenFingerprint } from '@client/lib/use-current-user.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';

/**
 * evaluation: the signed-in learner's progress towards the program's evaluation before live
 * trading (docs/product.md §25); asked only with a session.
 */
export function useEvaluationProgress(programId: string) {
  const token = useToken();
  return useQuery({
    queryKey: ['evaluation', programId, tokenFingerprint(token)] as const,
    queryFn: ({ signal }) => call(endpoints.evaluation, { params: { programId }, signal }),
    enabled: token !== null,
  });
}
