import { apiRequestPage } from '@client/lib/api-client.ts';
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

/** GET {path}?page=&limit=5&q=: one page of an admin list and the number of matches. */
export function getAdminPage<Row>(
  path: string,
  params: AdminListParams,
  signal?: AbortSignal,
): Promise<AdminPage<Row>> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(ADMIN_PAGE_SIZE) });
  if (params.q) query.set('q', params.q);
  return apiRequestPage<Row>(`${path}?${query}`, signal ? { signal } : {});
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
