import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './invalidate.ts';
import { adminKeys } from './query-keys.ts';

/** adminUserDelete → { message }; 409 for the admin's own account or the last active admin. */
export function deleteUser(id: string) {
  return call(endpoints.adminUserDelete, { params: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => invalidateAdmin(queryClient, [adminKeys.users]),
  });
}
