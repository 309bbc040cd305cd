import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** adminBank: a question bank with all its questions, in the bank's order. */
export function getBank(bankId: string, signal?: AbortSignal) {
  return call(endpoints.adminBank, { params: { id: bankId }, signal });
}

export function useBank(bankId: string) {
  return useQuery({ queryKey: adminKeys.bank(bankId), queryFn: ({ signal }) => getBank(bankId, signal) });
}
