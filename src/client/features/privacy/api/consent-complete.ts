import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { PrivacyCompleteInput } from '@contract/privacy.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRIVACY_STATUS_QUERY_KEY } from './consent-status.ts';

/** privacyComplete: the date of birth, the choices and the notice read, for an account made without them. */
export function completeProfile(body: PrivacyCompleteInput) {
  return call(endpoints.privacyComplete, { body });
}

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRIVACY_STATUS_QUERY_KEY }),
  });
}
