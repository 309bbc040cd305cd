import { apiRequest } from '@client/lib/api-client.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './invalidate.ts';
import { adminKeys } from './query-keys.ts';

/** DELETE /api/admin/user/:id → { message }; 409 for the admin's own account or the last active admin. */
export function deleteUser(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/admin/user/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => invalidateAdmin(queryClient, [adminKeys.users]),
  });
}
