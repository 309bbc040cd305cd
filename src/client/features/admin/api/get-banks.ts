import { callPage } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { ADMIN_LIST_MAX_LIMIT } from '@contract/vocabulary.ts';
import { useQuery } from '@tanstack/react-query';
import { type AdminListParams, getAdminPage, useAdminPage } from './admin-list.ts';
import { adminKeys } from './query-keys.ts';

/** adminBankAll, page by page: question banks whose title contains q (any case). */
export function getBanks(params: AdminListParams, signal?: AbortSignal) {
  return getAdminPage(endpoints.adminBankAll, params, signal);
}

export function useBanks(params: AdminListParams) {
  return useAdminPage(adminKeys.banks, getBanks, params);
}

/**
 * The banks a quiz lesson can draw from: the first ADMIN_LIST_MAX_LIMIT (the largest page the API
 * gives), with the total, so the form can say when there are more than it lists.
 */
export function getBankChoices(signal?: AbortSignal) {
  return callPage(endpoints.adminBankAll, { query: { page: 1, limit: ADMIN_LIST_MAX_LIMIT }, signal });
}

export function useBankChoices() {
  return useQuery({ queryKey: adminKeys.bankChoices, queryFn: ({ signal }) => getBankChoices(signal) });
}
