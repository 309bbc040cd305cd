import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { ConsentChoices } from '@contract/privacy.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRIVACY_STATUS_QUERY_KEY } from './consent-status.ts';

/** privacyConsentsUpdate: give or withdraw each optional purpose (Profile → Privacy). */
export function saveConsents(body: Partial<ConsentChoices>) {
  return call(endpoints.privacyConsentsUpdate, { body });
}

export function useSaveConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRIVACY_STATUS_QUERY_KEY }),
  });
}
