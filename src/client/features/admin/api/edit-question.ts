import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionPayload } from './add-question.ts';
import { invalidateBank } from './invalidate-bank.ts';

/** adminQuestionEdit → the question, whole (its options get new ids: ADR 026). */
export function editQuestion({ id, input }: { id: string; input: QuestionPayload }) {
  return call(endpoints.adminQuestionEdit, { params: { id }, body: input });
}

export function useEditQuestion(bankId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editQuestion, onSuccess: () => invalidateBank(queryClient, bankId) });
}
