import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';

/** evaluationPrograms (public): the programs with an evaluation before live trading (docs/product.md §25). */
export function useEvaluationPrograms() {
  return useQuery({
    queryKey: ['evaluation-programs'],
    queryFn: ({ signal }) => call(endpoints.evaluationPrograms, { signal }),
    staleTime: 5 * 60_000,
  });
}
