import { callWithServerDate } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { Attempt } from '@contract/quiz.ts';
import { useQuery } from '@tanstack/react-query';
import { clockOffsetMs } from '../quiz-clock.ts';

/** An attempt with how far the server's clock is ahead of the browser's (see quiz-clock.ts). */
export interface TimedAttempt {
  attempt: Attempt;
  clockOffsetMs: number;
}

export const ATTEMPT_QUERY_KEY = ['quizAttempt'] as const;

export function attemptQueryKey(attemptId: string) {
  return [...ATTEMPT_QUERY_KEY, attemptId] as const;
}

/**
 * attempt (bearer): an attempt of the caller's, its questions in its own order, the answers saved
 * so far and, once graded, its result. 404 for anyone else's.
 */
export async function getAttempt(attemptId: string, signal?: AbortSignal): Promise<TimedAttempt> {
  const { body, serverDate } = await callWithServerDate(endpoints.attempt, {
    params: { id: attemptId },
    signal,
  });
  return { attempt: body, clockOffsetMs: clockOffsetMs(serverDate, Date.now()) };
}

/** The attempt on screen; started attempts are written into this cache, so a resume asks the server. */
export function useAttempt(attemptId: string) {
  return useQuery({
    queryKey: attemptQueryKey(attemptId),
    queryFn: ({ signal }) => getAttempt(attemptId, signal),
    // The page keeps its own answers once loaded; asking again would only reset the palette.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
