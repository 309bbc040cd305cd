import { call } from '@client/lib/api-client.ts';
import { PROFILE_QUERY_KEY } from '@client/lib/use-current-user.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** profileEmail: a code to the new address (answered the same whether or not it is taken). */
export function requestEmailChange(email: string) {
  return call(endpoints.profileEmail, { body: { email } });
}

/** profileEmailVerify: the change, with the code from the new address. */
export function confirmEmailChange(body: { email: string; otp: string }) {
  return call(endpoints.profileEmailVerify, { body });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}
