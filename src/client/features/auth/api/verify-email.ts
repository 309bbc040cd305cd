import { ApiError, call } from '@client/lib/api-client.ts';
import type { VerifyEmailInput } from '@contract/auth.ts';
import type { EndpointOutput } from '@contract/endpoint-schemas.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useMutation } from '@tanstack/react-query';

/** The server answered, but without `success: true`: the e-mail is not verified. */
export class VerificationNotConfirmedError extends Error {
  override readonly name = 'VerificationNotConfirmedError';
}

/** verifyEmail: resolves only when the answer carries the success flag (docs/product.md §7). */
export async function verifyEmail(input: VerifyEmailInput) {
  // The schema says the flag is there; the spec asks the client to check it all the same.
  const answer: Partial<EndpointOutput<'verifyEmail'>> | undefined = await call(endpoints.verifyEmail, {
    body: input,
  });
  if (answer?.success !== true) throw new VerificationNotConfirmedError(MESSAGES.auth.verifyFailed);
  return { success: true as const, message: answer.message ?? MESSAGES.auth.emailVerified };
}

/**
 * docs/product.md §8: 'OTP verification failed.' when the answer lacks the success flag; otherwise the
 * server's message, or 'Invalid OTP' when there is none (e.g. the server could not be reached).
 */
export function verifyEmailErrorMessage(error: unknown): string {
  if (error instanceof VerificationNotConfirmedError) return MESSAGES.auth.verifyFailed;
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? MESSAGES.auth.invalidOtp;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
