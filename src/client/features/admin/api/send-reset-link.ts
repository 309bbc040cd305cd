import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation } from '@tanstack/react-query';

/** adminUserResetLink → { message }; 409 for an inactive account, 429 past the per-address limit. */
export function sendResetLink(id: string) {
  return call(endpoints.adminUserResetLink, { params: { id } });
}

export function useSendResetLink() {
  return useMutation({ mutationFn: sendResetLink });
}
