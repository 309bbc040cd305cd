import { type UploadProgress, upload } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MARKET_IMPORT_FIELD } from '@contract/simulator.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/**
 * adminMarketImport → 201 `{ instruments, bars, skipped, skipped_total, format, rows_read,
 * rows_stored, rows_skipped, stored_by_series, skipped_by_reason }`: one bhavcopy CSV as multipart,
 * with the bytes sent reported as they go (ADRs 033, 053: the server parses it as it arrives, in one
 * transaction). 400 for a file that is not a CM bhavcopy or cannot be read (the message names the
 * line), 413 past the size limit.
 */
export function importMarketData({
  file,
  onProgress,
  signal,
}: {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}) {
  return upload(endpoints.adminMarketImport, {
    field: MARKET_IMPORT_FIELD,
    file,
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
}

/** Each import changes the status (symbols, dates, last import): it is asked for again. */
export function useImportMarketData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMarketData,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.marketStatus }),
  });
}
