import { endpoints } from '@contract/endpoints.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { useToken } from './session.ts';
import { tokenFingerprint } from './use-current-user.ts';

export const COURSE_QUERY_KEY = ['course'] as const;

/**
 * course: a program's outline (modules, lessons, durations), with `locked`, `completed`,
 * `progress_percent` and `resume_lesson_id` for the caller (a bearer token when signed in).
 */
export function getCourse(programIdOrSlug: string, signal?: AbortSignal) {
  return call(endpoints.course, { params: { programIdOrSlug }, signal });
}

/**
 * The outline's query for the session `token` (null: anonymous), shared by the hook and the
 * server-side renderer, which fetches it as an anonymous visitor (same key, same fetcher).
 */
export const courseQuery = (programIdOrSlug: string, token: string | null) =>
  queryOptions({
    queryKey: [...COURSE_QUERY_KEY, programIdOrSlug, tokenFingerprint(token)] as const,
    queryFn: ({ signal }) => getCourse(programIdOrSlug, signal),
  });

/** The outline as the current visitor sees it: keyed by session, as what is locked depends on it. */
export function useCourse(programIdOrSlug: string) {
  return useQuery(courseQuery(programIdOrSlug, useToken()));
}
