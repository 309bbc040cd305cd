import { endpoints } from '@contract/endpoints.ts';
import { type AdminListParams, getAdminPage, useAdminPage } from './admin-list.ts';
import { adminKeys } from './query-keys.ts';

/**
 * adminSubscriptionAll, page by page: subscriptions matching q in the user's name or
 * e-mail or the resource id (case-sensitive), or the resource type; newest first.
 */
export function getSubscriptions(params: AdminListParams, signal?: AbortSignal) {
  return getAdminPage(endpoints.adminSubscriptionAll, params, signal);
}

export function useSubscriptions(params: AdminListParams) {
  return useAdminPage(adminKeys.subscriptions, getSubscriptions, params);
}
