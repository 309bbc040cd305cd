import { endpoints } from '@contract/endpoints.ts';
import { type AdminListParams, getAdminPage, useAdminPage } from './admin-list.ts';
import { adminKeys } from './query-keys.ts';

/** adminCouponAll, page by page: coupon codes, searched by q. */
export function getCoupons(params: AdminListParams, signal?: AbortSignal) {
  return getAdminPage(endpoints.adminCouponAll, params, signal);
}

export function useCoupons(params: AdminListParams) {
  return useAdminPage(adminKeys.coupons, getCoupons, params);
}
