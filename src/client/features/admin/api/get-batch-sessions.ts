import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { liveKeys } from './live-keys.ts';

/** adminBatchSessionAll: every session of a batch, cancelled ones too. */
export function useBatchSessions(batchId: string) {
  return useQuery({
    queryKey: liveKeys.batchSessions(batchId),
    queryFn: ({ signal }) => call(endpoints.adminBatchSessionAll, { params: { id: batchId }, signal }),
  });
}
