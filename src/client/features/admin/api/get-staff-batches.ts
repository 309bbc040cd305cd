import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { liveKeys } from './live-keys.ts';

/** adminInstructorBatches: the batches the caller runs (every batch for an admin). */
export function useStaffBatches() {
  return useQuery({
    queryKey: liveKeys.batches,
    queryFn: ({ signal }) => call(endpoints.adminInstructorBatches, { signal }),
  });
}
