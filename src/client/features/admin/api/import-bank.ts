import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBank } from './invalidate-bank.ts';

/**
 * adminBankImport → 201 `{ imported, warnings }`; a 400 carries `errors` (every bad row with its
 * line) and nothing is imported. The file's text goes as it is, as text/csv (ADR 026).
 */
export function importBank({ bankId, csv }: { bankId: string; csv: string }) {
  return call(endpoints.adminBankImport, { params: { id: bankId }, body: csv, textType: 'text/csv' });
}

export function useImportBank(bankId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importBank, onSuccess: () => invalidateBank(queryClient, bankId) });
}
