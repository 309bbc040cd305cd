import { ApiError, errorMessage } from '@client/lib/api-client.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useCallback, useRef, useState } from 'react';
import { saveAttemptAnswer } from '../api/save-attempt-answer.ts';

export type SaveState = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string };

/**
 * Saves each answer as soon as it is given, one request at a time in the order given (so an older
 * choice can never land after a newer one), and only the latest choice per question while one is
 * in flight. A failed save is kept and sent again by `retry` or the next answer; a 409 (time up,
 * or graded) calls `onClosed`.
 */
export function useAnswerAutosave(attemptId: string, onClosed: () => void) {
  const pending = useRef(new Map<string, string[]>());
  const running = useRef<Promise<void> | null>(null);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;
  const [state, setState] = useState<SaveState>({ kind: 'idle' });

  const run = useCallback(async () => {
    for (;;) {
      const next = pending.current.entries().next();
      if (next.done) {
        running.current = null;
        setState({ kind: 'saved' });
        return;
      }
      const [questionId, optionIds] = next.value;
      pending.current.delete(questionId);
      try {
        await saveAttemptAnswer(attemptId, { question_id: questionId, option_ids: optionIds });
      } catch (error) {
        running.current = null;
        if (error instanceof ApiError && error.status === 409) {
          pending.current.clear();
          setState({ kind: 'error', message: errorMessage(error, MESSAGES.quizzes.timeUp) });
          onClosedRef.current();
          return;
        }
        // Keep the answer unless a newer one for the same question is already waiting.
        if (!pending.current.has(questionId)) pending.current.set(questionId, optionIds);
        setState({ kind: 'error', message: errorMessage(error, 'Your answer could not be saved.') });
        return;
      }
    }
  }, [attemptId]);

  const kick = useCallback(() => {
    setState({ kind: 'saving' });
    if (!running.current) running.current = run();
  }, [run]);

  const save = useCallback(
    (questionId: string, optionIds: string[]) => {
      pending.current.set(questionId, optionIds);
      kick();
    },
    [kick],
  );

  /** Resolves once the answers given so far have been sent (or failed). */
  const flush = useCallback(async () => {
    if (!running.current && pending.current.size > 0) kick();
    await running.current;
  }, [kick]);

  return { state, save, retry: kick, flush };
}
