import type { ContactMessage } from '@contract/admin.ts';
import { type AdminListParams, type AdminPage, getAdminPage, useAdminPage } from './admin-list.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/admin/contact/messages?page=&limit=&q=: messages whose name, e-mail or text contains q (any case). */
export function getContactMessages(
  params: AdminListParams,
  signal?: AbortSignal,
): Promise<AdminPage<ContactMessage>> {
  return getAdminPage<ContactMessage>('/admin/contact/messages', params, signal);
}

export function useContactMessages(params: AdminListParams) {
  return useAdminPage(adminKeys.contactMessages, getContactMessages, params);
}
