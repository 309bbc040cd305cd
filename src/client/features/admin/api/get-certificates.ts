import { endpoints } from '@contract/endpoints.ts';
import { type AdminListParams, getAdminPage, useAdminPage } from './admin-list.ts';
import { adminKeys } from './query-keys.ts';

/** adminCertificateAll, page by page: certificates whose name, program or id contains q, newest first. */
export function getCertificates(params: AdminListParams, signal?: AbortSignal) {
  return getAdminPage(endpoints.adminCertificateAll, params, signal);
}

export function useCertificates(params: AdminListParams) {
  return useAdminPage(adminKeys.certificates, getCertificates, params);
}
