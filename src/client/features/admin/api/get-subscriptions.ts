import type { Subscription } from '@contract/subscription.ts';
import { type AdminListParams, type AdminPage, getAdminPage, useAdminPage } from './admin-list.ts';
import { adminKeys } from './query-keys.ts';

/**
 * GET /api/admin/subscription/all?page=&limit=&q=: subscriptions matching q in the user's name or
 * e-mail or the resource id (case-sensitive), or the resource type; newest first.
 */
export function getSubscriptions(
  params: AdminListParams,
  signal?: AbortSignal,
): Promise<AdminPage<Subscription>> {
  return getAdminPage<Subscription>('/admin/subscription/all', params, signal);
}

export function useSubscriptions(params: AdminListParams) {
  return useAdminPage(adminKeys.subscriptions, getSubscriptions, params);
}
