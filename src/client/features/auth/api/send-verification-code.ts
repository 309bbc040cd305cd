import { call } from '@client/lib/api-client.ts';
import type { SendCodeInput } from '@contract/auth.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation } from '@tanstack/react-query';

/**
 * sendVerificationCode: e-mails a 6-digit code; 429 too soon. The answer is the
 * same for an address that already has an account (its owner is e-mailed a way to log in instead),
 * so nothing here may depend on whether the account exists.
 */
export function sendVerificationCode(input: SendCodeInput) {
  return call(endpoints.sendVerificationCode, { body: input });
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
