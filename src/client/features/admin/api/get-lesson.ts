import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** lesson: the lesson as a learner sees it (an admin may open every lesson, released or not). */
export function getLesson(lessonId: string, signal?: AbortSignal) {
  return call(endpoints.lesson, { params: { id: lessonId }, signal });
}

/** Fresh each time: its media URLs are signed for a few minutes only. */
export function useLessonPreview(lessonId: string) {
  return useQuery({
    queryKey: adminKeys.lessonPreview(lessonId),
    queryFn: ({ signal }) => getLesson(lessonId, signal),
    staleTime: 0,
  });
}
