import { call } from '@client/lib/api-client.ts';
import type { EndpointInput } from '@contract/endpoint-schemas.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation } from '@tanstack/react-query';

/**
 * forgotPassword: e-mails a reset link. The server answers the same whether or not
 * an account exists, so the page cannot be used to find out who has one.
 */
export function requestPasswordReset(input: EndpointInput<'forgotPassword'>['body']) {
  return call(endpoints.forgotPassword, { body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
