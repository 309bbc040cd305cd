import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** adminModuleDelete → { message }; its lessons (and their learners' progress) go with it. */
export function deleteModule(id: string) {
  return call(endpoints.adminModuleDelete, { params: { id } });
}

export function useDeleteModule(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.curriculum(programId) }),
  });
}
