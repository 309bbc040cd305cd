import type { Program } from '@contract/program.ts';
import { type AdminListParams, type AdminPage, getAdminPage, useAdminPage } from './admin-list.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/admin/program/all?page=&limit=&q=: programs whose title or tag contains q (any case). */
export function getPrograms(params: AdminListParams, signal?: AbortSignal): Promise<AdminPage<Program>> {
  return getAdminPage<Program>('/admin/program/all', params, signal);
}

export function usePrograms(params: AdminListParams) {
  return useAdminPage(adminKeys.programs, getPrograms, params);
}
