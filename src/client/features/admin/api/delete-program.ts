import { apiRequest } from '@client/lib/api-client.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './invalidate.ts';
import { adminKeys, PUBLIC_PROGRAMS_KEY } from './query-keys.ts';

/** DELETE /api/admin/program/:id → { message }; 409 while it has pending or active subscriptions. */
export function deleteProgram(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/admin/program/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: () =>
      invalidateAdmin(queryClient, [adminKeys.programs, adminKeys.subscriptions, PUBLIC_PROGRAMS_KEY]),
  });
}
