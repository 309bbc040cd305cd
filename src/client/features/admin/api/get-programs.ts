import { endpoints } from '@contract/endpoints.ts';
import { type AdminListParams, getAdminPage, useAdminPage } from './admin-list.ts';
import { adminKeys } from './query-keys.ts';

/** adminProgramAll, page by page: programs whose title or tag contains q (any case). */
export function getPrograms(params: AdminListParams, signal?: AbortSignal) {
  return getAdminPage(endpoints.adminProgramAll, params, signal);
}

export function usePrograms(params: AdminListParams) {
  return useAdminPage(adminKeys.programs, getPrograms, params);
}
