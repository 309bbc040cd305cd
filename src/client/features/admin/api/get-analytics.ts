import { apiRequest } from '@client/lib/api-client.ts';
import type { Analytics } from '@contract/admin.ts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** GET /api/admin/analytics: the dashboard's counts, amounts and chart data. */
export function getAnalytics(signal?: AbortSignal): Promise<Analytics> {
  return apiRequest<Analytics>('/admin/analytics', signal ? { signal } : {});
}

export function useAnalytics() {
  return useQuery({ queryKey: adminKeys.analytics, queryFn: ({ signal }) => getAnalytics(signal) });
}
