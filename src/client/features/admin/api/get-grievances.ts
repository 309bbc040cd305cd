import { endpoints } from '@contract/endpoints.ts';
import { type AdminListParams, getAdminPage, useAdminPage } from './admin-list.ts';
import { adminKeys } from './query-keys.ts';

/** adminGrievanceAll, page by page: grievances whose number, name, e-mail or subject contains q. */
export function getGrievances(params: AdminListParams, signal?: AbortSignal) {
  return getAdminPage(endpoints.adminGrievanceAll, params, signal);
}

export function useGrievances(params: AdminListParams) {
  return useAdminPage(adminKeys.grievances, getGrievances, params);
}
