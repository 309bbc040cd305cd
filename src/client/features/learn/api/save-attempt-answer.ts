import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { AnswerInput } from '@contract/quiz.ts';

/**
 * attemptAnswer (bearer): saves one question's chosen options ([] clears it). 409 once the time
 * is up (with the grace) or the attempt is graded. The attempt screen queues these one at a time.
 */
export function saveAttemptAnswer(attemptId: string, body: AnswerInput) {
  return call(endpoints.attemptAnswer, { params: { id: attemptId }, body });
}
