import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation } from '@tanstack/react-query';

export interface ResetPasswordInput {
  /** The single-use token from the e-mailed link (/resetpassword/:token). */
  token: string;
  newPassword: string;
}

/** resetPassword: 400 with a message when the link is invalid or expired. */
export function resetPassword({ token, newPassword }: ResetPasswordInput) {
  return call(endpoints.resetPassword, { params: { token }, body: { newPassword } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
