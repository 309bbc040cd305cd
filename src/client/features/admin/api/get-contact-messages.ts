import { endpoints } from '@contract/endpoints.ts';
import { type AdminListParams, getAdminPage, useAdminPage } from './admin-list.ts';
import { adminKeys } from './query-keys.ts';

/** adminContactMessages, page by page: messages whose name, e-mail or text contains q (any case). */
export function getContactMessages(params: AdminListParams, signal?: AbortSignal) {
  return getAdminPage(endpoints.adminContactMessages, params, signal);
}

export function useContactMessages(params: AdminListParams) {
  return useAdminPage(adminKeys.contactMessages, getContactMessages, params);
}
