import { endpoints } from '@contract/endpoints.ts';
import { type AdminListParams, getAdminPage, useAdminPage } from './admin-list.ts';
import { adminKeys } from './query-keys.ts';

/** adminUserAll, page by page: users whose name or e-mail contains q, newest first. */
export function getUsers(params: AdminListParams, signal?: AbortSignal) {
  return getAdminPage(endpoints.adminUserAll, params, signal);
}

export function useUsers(params: AdminListParams) {
  return useAdminPage(adminKeys.users, getUsers, params);
}
