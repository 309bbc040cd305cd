import { callPage } from '@client/lib/api-client.ts';
import type { EndpointOutput } from '@contract/endpoint-schemas.ts';
import type { Endpoint } from '@contract/endpoints.ts';
import { ADMIN_PAGE_SIZE } from '@contract/vocabulary.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** One page of an admin list: which page, and the search text ('' for none). */
export interface AdminListParams {
  page: number;
  q: string;
}

export interface AdminPage<Row> {
  items: Row[];
  /** Matches over all pages (the X-Total-Count header). */
  total: number;
}

/** The admin lists: paged with page, limit and q, with the number of matches in X-Total-Count. */
export type AdminListEndpoint = Endpoint<
  | 'adminUserAll'
  | 'adminProgramAll'
  | 'adminSubscriptionAll'
  | 'adminContactMessages'
  | 'adminCertificateAll'
  | 'adminBankAll'
  | 'adminPaymentAll'
  | 'adminCouponAll'
  | 'adminGrievanceAll'
>;

/** A row of an admin list, as its endpoint answers it. */
export type AdminRow<E extends AdminListEndpoint> = EndpointOutput<E['name']>[number];

/** GET {endpoint}?page=&limit=5&q=: one page of an admin list and the number of matches. */
export function getAdminPage<E extends AdminListEndpoint>(
  endpoint: E,
  params: AdminListParams,
  signal?: AbortSignal,
): Promise<AdminPage<AdminRow<E>>> {
  const query = { page: params.page, limit: ADMIN_PAGE_SIZE, ...(params.q ? { q: params.q } : {}) };
  const list: AdminListEndpoint = endpoint;
  return callPage(list, { query, signal }) as Promise<AdminPage<AdminRow<E>>>;
}

/**
 * The query behind every admin list. The previous page stays on screen while the next one loads
 * (keepPreviousData), so paging and searching do not flash 'Loading...' over the table.
 */
export function useAdminPage<Row>(
  key: readonly string[],
  fetchPage: (params: AdminListParams, signal?: AbortSignal) => Promise<AdminPage<Row>>,
  params: AdminListParams,
) {
  return useQuery({
    queryKey: [...key, params],
    queryFn: ({ signal }) => fetchPage(params, signal),
    placeholderData: keepPreviousData,
  });
}
