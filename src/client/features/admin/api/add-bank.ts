import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { BankCreate } from '@contract/quiz.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './invalidate.ts';
import { adminKeys } from './query-keys.ts';

/** adminBankAdd → 201 and the new, empty bank. */
export function addBank(input: BankCreate) {
  return call(endpoints.adminBankAdd, { body: input });
}

export function useAddBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBank,
    onSuccess: () => invalidateAdmin(queryClient, [adminKeys.banks]),
  });
}
