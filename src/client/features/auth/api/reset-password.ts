import { apiRequest } from '@client/lib/api-client.ts';
import { useMutation } from '@tanstack/react-query';

export interface ResetPasswordInput {
  /** The single-use token from the e-mailed link (/resetpassword/:token). */
  token: string;
  newPassword: string;
}

/** POST /api/auth/resetpassword/:token: 400 with a message when the link is invalid or expired. */
export function resetPassword({ token, newPassword }: ResetPasswordInput): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(`/auth/resetpassword/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { newPassword },
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
