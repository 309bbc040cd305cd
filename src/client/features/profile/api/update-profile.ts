import { call } from '@client/lib/api-client.ts';
import { PROFILE_QUERY_KEY } from '@client/lib/use-current-user.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { ProfileUpdateInput } from '@contract/profile.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** profileUpdate: 400 `{ message, field }` for a bad name or mobile. */
export function updateProfile(body: ProfileUpdateInput) {
  return call(endpoints.profileUpdate, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}
