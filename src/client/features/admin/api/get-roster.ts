import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { liveKeys } from './live-keys.ts';

/** adminBatchRoster: a batch's learners with their course progress. */
export function useRoster(batchId: string) {
  return useQuery({
    queryKey: liveKeys.roster(batchId),
    queryFn: ({ signal }) => call(endpoints.adminBatchRoster, { params: { id: batchId }, signal }),
  });
}
