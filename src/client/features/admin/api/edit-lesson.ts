import { call } from '@client/lib/api-client.ts';
import type { EndpointInput } from '@contract/endpoint-schemas.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

export type LessonChange = EndpointInput<'adminLessonEdit'>['body'];

/**
 * adminLessonEdit → the lesson: only the fields sent change; `position` moves it within its module,
 * or within `module_id` when that is another module of the program.
 */
export function editLesson({ id, input }: { id: string; input: LessonChange }) {
  return call(endpoints.adminLessonEdit, { params: { id }, body: input });
}

export function useEditLesson(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editLesson,
    // Settled, not success: a refused move must put the optimistic order back.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.curriculum(programId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.lessonPreviews }),
      ]),
  });
}
