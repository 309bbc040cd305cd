import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './invalidate.ts';
import { adminKeys, PUBLIC_PROGRAMS_KEY } from './query-keys.ts';

/** adminProgramDelete → { message }; 409 while it has pending or active subscriptions. */
export function deleteProgram(id: string) {
  return call(endpoints.adminProgramDelete, { params: { id } });
}

export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: () =>
      invalidateAdmin(queryClient, [adminKeys.programs, adminKeys.subscriptions, PUBLIC_PROGRAMS_KEY]),
  });
}
