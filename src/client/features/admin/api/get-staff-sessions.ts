import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { liveKeys } from './live-keys.ts';

/** adminInstructorSessions: the coming sessions of the batches the caller runs. */
export function useStaffSessions() {
  return useQuery({
    queryKey: liveKeys.sessions,
    queryFn: ({ signal }) => call(endpoints.adminInstructorSessions, { query: {}, signal }),
  });
}
