import { call } from '@client/lib/api-client.ts';
import { PROFILE_QUERY_KEY } from '@client/lib/use-current-user.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { PasswordChangeInput } from '@contract/profile.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SESSIONS_QUERY_KEY } from './my-sessions.ts';

/** profilePassword: 400 on `currentPassword` when it is wrong, 429 past the login throttle. */
export function changePassword(body: PasswordChangeInput) {
  return call(endpoints.profilePassword, { body });
}

/** Other devices are signed out, and a one-time password's flag is gone: both lists are read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
  });
}
