import { call } from '@client/lib/api-client.ts';
import type { AdminUserCreate } from '@contract/admin.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './invalidate.ts';
import { adminKeys } from './query-keys.ts';

/** adminUserAdd → 201 and the new user; 409 when the e-mail is taken. */
export function addUser(input: AdminUserCreate) {
  return call(endpoints.adminUserAdd, { body: input });
}

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUser,
    onSuccess: () => invalidateAdmin(queryClient, [adminKeys.users]),
  });
}
