import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** adminGrievanceReply → the answered grievance; 409 when another admin answered it first. */
export function replyToGrievance({ id, reply }: { id: string; reply: string }) {
  return call(endpoints.adminGrievanceReply, { params: { id }, body: { reply } });
}

export function useReplyToGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToGrievance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.grievances }),
  });
}
