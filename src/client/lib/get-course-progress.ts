import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { useToken } from './session.ts';
import { tokenFingerprint } from './use-current-user.ts';

/** Prefix of the learner's course progress: the player invalidates it when a lesson is completed. */
export const COURSE_PROGRESS_QUERY_KEY = ['courseProgress'] as const;

/**
 * courseProgress (bearer): every one of the caller's active programs with its progress and whether
 * it was started, in one request (My Subscriptions' "Start / Continue learning").
 */
export function getCourseProgress(signal?: AbortSignal) {
  return call(endpoints.courseProgress, { signal });
}

export function useCourseProgress() {
  const token = useToken();
  return useQuery({
    queryKey: [...COURSE_PROGRESS_QUERY_KEY, tokenFingerprint(token)],
    queryFn: ({ signal }) => getCourseProgress(signal),
    enabled: token !== null,
    staleTime: 0,
  });
}
