import { call } from '@client/lib/api-client.ts';
import { getToken } from '@client/lib/session.ts';
import { MY_WAITLIST_QUERY_KEY } from '@client/lib/subscribe.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The signed-in learner's places on batch waiting lists (docs/product.md §20.1). */
export function useMyWaitlist() {
  return useQuery({
    queryKey: MY_WAITLIST_QUERY_KEY,
    queryFn: ({ signal }) => call(endpoints.batchWaitlistMine, { signal }),
    // Asked for after the page is on screen, and only by a signed-in visitor: the server's HTML
    // has no notice, and neither has the first render in the browser, so hydration matches.
    enabled: typeof window !== 'undefined' && getToken() !== null,
  });
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) => call(endpoints.batchWaitlistLeave, { params: { id: batchId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_WAITLIST_QUERY_KEY }),
  });
}
