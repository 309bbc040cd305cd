import { call } from '@client/lib/api-client.ts';
import { COURSE_QUERY_KEY } from '@client/lib/get-course.ts';
import { COURSE_PROGRESS_QUERY_KEY } from '@client/lib/get-course-progress.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { LESSON_QUERY_KEY } from './get-lesson.ts';

/**
 * attemptSubmit (bearer): grades the attempt (once; a second submit, or one after the deadline job,
 * returns the stored result), with `review` when the quiz shows answers.
 */
export function submitAttempt(attemptId: string) {
  return call(endpoints.attemptSubmit, { params: { id: attemptId } });
}

/**
 * Submits, then has the lesson (attempts used, best, passed), the course outline (a passed quiz's
 * tick) and My Subscriptions' progress asked for again.
 */
export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useCallback(
    async (attemptId: string) => {
      const result = await submitAttempt(attemptId);
      void queryClient.invalidateQueries({ queryKey: LESSON_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: COURSE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: COURSE_PROGRESS_QUERY_KEY });
      return result;
    },
    [queryClient],
  );
}
