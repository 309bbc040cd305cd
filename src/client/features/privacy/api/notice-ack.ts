import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRIVACY_STATUS_QUERY_KEY } from './consent-status.ts';

/** privacyNoticeAck: the learner read the notice in force; 409 when a newer one came meanwhile. */
export function acknowledgeNotice(version: number) {
  return call(endpoints.privacyNoticeAck, { body: { version } });
}

export function useAcknowledgeNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeNotice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRIVACY_STATUS_QUERY_KEY }),
  });
}
