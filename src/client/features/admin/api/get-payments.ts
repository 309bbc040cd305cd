import { endpoints } from '@contract/endpoints.ts';
import { type AdminListParams, getAdminPage, useAdminPage } from './admin-list.ts';
import { adminKeys } from './query-keys.ts';

/** adminPaymentAll, page by page: every learner's online payments, newest first, searched by q. */
export function getPayments(params: AdminListParams, signal?: AbortSignal) {
  return getAdminPage(endpoints.adminPaymentAll, params, signal);
}

export function usePayments(params: AdminListParams) {
  return useAdminPage(adminKeys.payments, getPayments, params);
}
