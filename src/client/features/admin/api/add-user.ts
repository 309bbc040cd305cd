import { apiRequest } from '@client/lib/api-client.ts';
import type { AdminUserCreate } from '@contract/admin.ts';
import type { User } from '@contract/user.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './invalidate.ts';
import { adminKeys } from './query-keys.ts';

/** POST /api/admin/user/add → 201 and the new user; 409 when the e-mail is taken. */
export function addUser(input: AdminUserCreate): Promise<User> {
  return apiRequest<User>('/admin/user/add', { method: 'POST', body: input, expectStatus: 201 });
}

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUser,
    onSuccess: () => invalidateAdmin(queryClient, [adminKeys.users]),
  });
}
