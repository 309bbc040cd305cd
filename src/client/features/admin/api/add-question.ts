import { call } from '@client/lib/api-client.ts';
import type { EndpointInput } from '@contract/endpoint-schemas.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBank } from './invalidate-bank.ts';

export type QuestionPayload = EndpointInput<'adminQuestionAdd'>['body'];

/** adminQuestionAdd → 201 and the question, last in its bank. */
export function addQuestion({ bankId, input }: { bankId: string; input: QuestionPayload }) {
  return call(endpoints.adminQuestionAdd, { params: { id: bankId }, body: input });
}

export function useAddQuestion(bankId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addQuestion, onSuccess: () => invalidateBank(queryClient, bankId) });
}
