import { call } from '@client/lib/api-client.ts';
import type { EndpointInput } from '@contract/endpoint-schemas.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

export type LessonInput = EndpointInput<'adminLessonAdd'>['body'];

/** adminLessonAdd → 201 and the lesson, last in its module. */
export function addLesson({ moduleId, input }: { moduleId: string; input: LessonInput }) {
  return call(endpoints.adminLessonAdd, { params: { id: moduleId }, body: input });
}

export function useAddLesson(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.curriculum(programId) }),
  });
}
