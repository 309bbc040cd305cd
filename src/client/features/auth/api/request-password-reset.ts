import { apiRequest } from '@client/lib/api-client.ts';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /api/auth/forgotpassword: e-mails a reset link. The server answers the same whether or not
 * an account exists, so the page cannot be used to find out who has one.
 */
export function requestPasswordReset(input: { email: string }): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>('/auth/forgotpassword', { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
