import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { GuardianRequestInput } from '@contract/privacy.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRIVACY_STATUS_QUERY_KEY } from './consent-status.ts';

/** privacyGuardian: mails a code to the parent or guardian an under-18 learner names. */
export function requestGuardianCode(body: GuardianRequestInput) {
  return call(endpoints.privacyGuardian, { body });
}

/** privacyGuardianVerify: the code the guardian passed on confirms the account. */
export function verifyGuardianCode(code: string) {
  return call(endpoints.privacyGuardianVerify, { body: { code } });
}

export function useRequestGuardianCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestGuardianCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRIVACY_STATUS_QUERY_KEY }),
  });
}

/** After the account is confirmed, every query (the profile's pages above all) is asked again. */
export function useVerifyGuardianCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyGuardianCode, onSuccess: () => queryClient.invalidateQueries() });
}
