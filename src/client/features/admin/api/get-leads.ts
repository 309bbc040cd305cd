import { callPage } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { Lead } from '@contract/lead.ts';
import { ADMIN_PAGE_SIZE, type LeadKind, type LeadStatus } from '@contract/vocabulary.ts';
import type { AdminListParams, AdminPage } from './admin-list.ts';
import { useAdminPage } from './admin-list.ts';
import { adminKeys } from './query-keys.ts';

/** The Leads list's filters beside its search ('' for any). */
export interface LeadFilters {
  kind: LeadKind | '';
  status: LeadStatus | '';
}

/** The query string of the list and of its export: search and filters, each only when set. */
export function leadQuery(q: string, filters: LeadFilters): Record<string, string> {
  return {
    ...(q ? { q } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

/** adminLeadAll, page by page: leads whose name, e-mail, course or page contains q, by kind and status. */
export function getLeads(
  params: AdminListParams & LeadFilters,
  signal?: AbortSignal,
): Promise<AdminPage<Lead>> {
  const query = { page: String(params.page), limit: String(ADMIN_PAGE_SIZE), ...leadQuery(params.q, params) };
  return callPage(endpoints.adminLeadAll, { query, signal });
}

export function useLeads(params: AdminListParams, filters: LeadFilters) {
  return useAdminPage(
    [...adminKeys.leads, filters.kind, filters.status],
    (p, signal) => getLeads({ ...p, ...filters }, signal),
    params,
  );
}
