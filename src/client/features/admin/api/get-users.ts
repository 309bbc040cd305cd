import type { User } from '@contract/user.ts';
import { type AdminListParams, type AdminPage, getAdminPage, useAdminPage } from './admin-list.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/admin/user/all?page=&limit=&q=: users whose name or e-mail contains q, newest first. */
export function getUsers(params: AdminListParams, signal?: AbortSignal): Promise<AdminPage<User>> {
  return getAdminPage<User>('/admin/user/all', params, signal);
}

export function useUsers(params: AdminListParams) {
  return useAdminPage(adminKeys.users, getUsers, params);
}
