import { errorMessage } from '@client/lib/api-client.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Attempt, QuizResult } from '@contract/quiz.ts';
import { useCallback, useRef, useState } from 'react';
import { useSubmitAttempt } from '../api/submit-attempt.ts';

type AttemptQuestion = Attempt['questions'][number];

/**
 * Submits the attempt once: the answers still being saved are flushed first, and the grade goes to
 * `onFinished`. A failed submit may be tried again.
 */
export function useAttemptFinish(
  attemptId: string,
  questions: readonly AttemptQuestion[],
  onFinished: (result: QuizResult, questions: readonly AttemptQuestion[]) => void,
) {
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const submitStarted = useRef(false);
  const submit = useSubmitAttempt();

  const finish = useCallback(
    async (flush: () => Promise<void>) => {
      if (submitStarted.current) return;
      submitStarted.current = true;
      setSubmitting(true);
      setSubmitError(null);
      await flush();
      try {
        onFinished(await submit(attemptId), questions);
      } catch (error) {
        submitStarted.current = false;
        setSubmitting(false);
        setSubmitError(errorMessage(error, MESSAGES.generic.internal));
      }
    },
    [attemptId, onFinished, questions, submit],
  );

  return { finish, submitting, submitError };
}
