import { callPage } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** How many matches a learner search shows: enough to pick from, few enough to read out. */
export const LEARNER_SEARCH_LIMIT = 10;

/** adminUserAll with q: the first LEARNER_SEARCH_LIMIT users whose name or e-mail contains q, and the total. */
export function searchLearners(q: string, signal?: AbortSignal) {
  return callPage(endpoints.adminUserAll, { query: { page: 1, limit: LEARNER_SEARCH_LIMIT, q }, signal });
}

/** Searches once q is not empty (q is the search text after typing has paused). */
export function useLearnerSearch(q: string) {
  return useQuery({
    queryKey: adminKeys.learnerSearch(q),
    queryFn: ({ signal }) => searchLearners(q, signal),
    enabled: q !== '',
  });
}
