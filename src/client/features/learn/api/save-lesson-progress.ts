import { call } from '@client/lib/api-client.ts';
import { COURSE_QUERY_KEY } from '@client/lib/get-course.ts';
import { COURSE_PROGRESS_QUERY_KEY } from '@client/lib/get-course-progress.ts';
import { MY_CERTIFICATES_QUERY_KEY } from '@client/lib/get-my-certificates.ts';
import { useToken } from '@client/lib/session.ts';
import type { Lesson, LessonProgress, ProgressInput } from '@contract/course.ts';
import { endpoints } from '@contract/endpoints.ts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { lessonQueryKey } from './get-lesson.ts';

/**
 * lessonProgress (bearer): a video's watched ranges and position, or `{ completed: true }` for an
 * article or a file; answers the lesson's progress. `keepalive` lets the last report of a video
 * finish after the page is gone (a fetch, not sendBeacon, because it must carry the bearer token).
 */
export function saveLessonProgress(lessonId: string, body: ProgressInput, { keepalive = false } = {}) {
  return call(endpoints.lessonProgress, { params: { id: lessonId }, body, keepalive });
}

/**
 * Keeps the page in step with an answer: the lesson's own progress, and, once it is complete, the
 * course outline (ticks and percentage), the course list on My Subscriptions and the certificates.
 */
export function applyLessonProgress(
  queryClient: QueryClient,
  lessonId: string,
  token: string | null,
  progress: LessonProgress,
): void {
  let wasCompleted = false;
  queryClient.setQueryData<Lesson>(lessonQueryKey(lessonId, token), (lesson) => {
    if (!lesson) return lesson;
    wasCompleted = lesson.progress.completed;
    return { ...lesson, progress };
  });
  if (progress.completed && !wasCompleted) {
    void queryClient.invalidateQueries({ queryKey: COURSE_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: COURSE_PROGRESS_QUERY_KEY });
    // The last required lesson issues the certificate in the same request (ADR 061).
    void queryClient.invalidateQueries({ queryKey: MY_CERTIFICATES_QUERY_KEY });
  }
}

/** A video's progress reports: call with the body; failures are dropped (the next report repeats them). */
export function useReportVideoProgress(lessonId: string) {
  const queryClient = useQueryClient();
  const token = useToken();
  return useCallback(
    async (body: ProgressInput, options?: { keepalive?: boolean }) => {
      try {
        const progress = await saveLessonProgress(lessonId, body, options);
        applyLessonProgress(queryClient, lessonId, token, progress);
        return progress;
      } catch {
        // The played ranges are sent whole every time, so the next report makes up for this one.
        return undefined;
      }
    },
    [lessonId, queryClient, token],
  );
}

/** "Mark as complete" for an article or a file. */
export function useMarkLessonComplete(lessonId: string) {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: () => saveLessonProgress(lessonId, { completed: true }),
    onSuccess: (progress) => applyLessonProgress(queryClient, lessonId, token, progress),
  });
}
