import { apiRequest } from '@client/lib/api-client.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** DELETE /api/admin/contact/:id → { message }. */
export function deleteContactMessage(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/admin/contact/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.contactMessages }),
  });
}
