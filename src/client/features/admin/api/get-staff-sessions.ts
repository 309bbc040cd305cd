import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { liveKeys } from './live-keys.ts';

/**
 * adminInstructorSessions: the sessions of the batches the caller runs (an admin: every batch),
 * by default those not over in the next 60 days; `from`/`to` (ISO) for a week of the calendar,
 * in one request.
 */
export function useStaffSessions(window: { from?: string; to?: string } = {}) {
  return useQuery({
    queryKey: [...liveKeys.sessions, window.from ?? '', window.to ?? ''],
    queryFn: ({ signal }) => call(endpoints.adminInstructorSessions, { query: window, signal }),
  });
}
