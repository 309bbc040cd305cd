import type { QueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './invalidate.ts';
import { adminKeys } from './query-keys.ts';

/** A change to a bank's questions: the bank, and the lists that show its question count. */
export function invalidateBank(queryClient: QueryClient, bankId: string): Promise<void> {
  return invalidateAdmin(queryClient, [adminKeys.bank(bankId), adminKeys.banks]);
}
