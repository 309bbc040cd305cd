import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { AttendanceEdit } from '@contract/live.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveKeys } from './live-keys.ts';

/** adminSessionAttendanceEdit: the instructor's corrections, audited by the server. */
export function useSaveAttendance(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AttendanceEdit) =>
      call(endpoints.adminSessionAttendanceEdit, { params: { id: sessionId }, body }),
    onSuccess: (answer) => queryClient.setQueryData(liveKeys.attendance(sessionId), answer),
  });
}
