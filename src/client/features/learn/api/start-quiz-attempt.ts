import { callWithServerDate } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clockOffsetMs } from '../quiz-clock.ts';
import { attemptQueryKey, type TimedAttempt } from './get-attempt.ts';

/**
 * quizAttemptStart (bearer): a new attempt with its own draw of questions and its deadline, or the
 * one still running. 409 when the attempts are used up or the bank is too small.
 */
export async function startQuizAttempt(lessonId: string): Promise<TimedAttempt> {
  const { body, serverDate } = await callWithServerDate(endpoints.quizAttemptStart, {
    params: { lessonId },
  });
  return { attempt: body, clockOffsetMs: clockOffsetMs(serverDate, Date.now()) };
}

/**
 * Start: the attempt goes into its query's cache, so the attempt screen shows it without asking
 * again, then `onStarted` opens it.
 */
export function useStartQuizAttempt(lessonId: string, onStarted: (attemptId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startQuizAttempt(lessonId),
    onSuccess: (timed) => {
      queryClient.setQueryData(attemptQueryKey(timed.attempt.attempt_id), timed);
      onStarted(timed.attempt.attempt_id);
    },
  });
}
