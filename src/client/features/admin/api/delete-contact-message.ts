import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** adminContactDelete → { message }. */
export function deleteContactMessage(id: string) {
  return call(endpoints.adminContactDelete, { params: { id } });
}

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.contactMessages }),
  });
}
