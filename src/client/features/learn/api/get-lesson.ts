import { ApiError, call } from '@client/lib/api-client.ts';
import { useToken } from '@client/lib/session.ts';
import { tokenFingerprint } from '@client/lib/use-current-user.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';

export const LESSON_QUERY_KEY = ['lesson'] as const;

/**
 * lesson: one lesson's content for the caller, with their progress and, for a video or a file,
 * a playlist or download URL signed for a few minutes. 401 anonymous (not a preview), 403 not
 * entitled or not yet released (`unlocks_at`), 404.
 */
export function getLesson(lessonId: string, signal?: AbortSignal) {
  return call(endpoints.lesson, { params: { id: lessonId }, signal });
}

export function lessonQueryKey(lessonId: string, token: string | null) {
  return [...LESSON_QUERY_KEY, lessonId, tokenFingerprint(token)] as const;
}

/**
 * The lesson as the current visitor may see it, keyed by session. Never fresh for long: its media
 * URLs expire (MEDIA_URL_TTL_SECONDS), so a later visit asks again.
 */
export function useLesson(lessonId: string) {
  const token = useToken();
  return useQuery({
    queryKey: lessonQueryKey(lessonId, token),
    queryFn: ({ signal }) => getLesson(lessonId, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

/** When a 403 says the lesson opens later: its `unlocks_at` (ISO), else undefined. */
export function unlocksAtOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 403) return undefined;
  const { body } = error;
  if (typeof body === 'object' && body !== null && 'unlocks_at' in body) {
    return typeof body.unlocks_at === 'string' ? body.unlocks_at : undefined;
  }
  return undefined;
}
