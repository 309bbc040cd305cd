import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { liveKeys } from './live-keys.ts';

/** adminSessionAttendance: a session and its attendance sheet. */
export function useAttendance(sessionId: string) {
  return useQuery({
    queryKey: liveKeys.attendance(sessionId),
    queryFn: ({ signal }) => call(endpoints.adminSessionAttendance, { params: { id: sessionId }, signal }),
  });
}
