import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** adminLessonDelete → { message }. */
export function deleteLesson(id: string) {
  return call(endpoints.adminLessonDelete, { params: { id } });
}

export function useDeleteLesson(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.curriculum(programId) }),
  });
}
