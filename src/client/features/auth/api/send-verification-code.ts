import { apiRequest } from '@client/lib/api-client.ts';
import type { SendCodeInput } from '@contract/auth.ts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/sendemailverificationcode: e-mails a 6-digit code; 409 when the account exists, 429 too soon. */
export function sendVerificationCode(input: SendCodeInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/auth/sendemailverificationcode', { method: 'POST', body: input });
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
