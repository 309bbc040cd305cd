import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './invalidate.ts';
import { adminKeys } from './query-keys.ts';

/** adminLeadContacted → the lead, now contacted. */
export function markLeadContacted(id: string) {
  return call(endpoints.adminLeadContacted, { params: { id } });
}

export function useMarkLeadContacted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markLeadContacted,
    onSuccess: () => invalidateAdmin(queryClient, [adminKeys.leads]),
  });
}
