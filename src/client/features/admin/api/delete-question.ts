import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBank } from './invalidate-bank.ts';

/** adminQuestionDelete → { message }. */
export function deleteQuestion(id: string) {
  return call(endpoints.adminQuestionDelete, { params: { id } });
}

export function useDeleteQuestion(bankId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteQuestion, onSuccess: () => invalidateBank(queryClient, bankId) });
}
