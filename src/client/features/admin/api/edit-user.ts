import { call } from '@client/lib/api-client.ts';
import { PROFILE_QUERY_KEY } from '@client/lib/use-current-user.ts';
import type { AdminUserUpdate } from '@contract/admin.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './invalidate.ts';
import { adminKeys } from './query-keys.ts';

/**
 * adminUserEdit → the user. 409 for an e-mail taken by another account, for an admin
 * demoting or deactivating themselves, and for the last active admin.
 */
export function editUser({ id, ...input }: AdminUserUpdate & { id: string }) {
  return call(endpoints.adminUserEdit, { params: { id }, body: input });
}

export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUser,
    // The subscriptions list carries each learner's name and e-mail; the navbar the admin's own name.
    onSuccess: () =>
      invalidateAdmin(queryClient, [adminKeys.users, adminKeys.subscriptions, PROFILE_QUERY_KEY]),
  });
}
