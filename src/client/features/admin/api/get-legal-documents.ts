import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** adminLegalAll: every legal page with the version in effect and all its versions, newest first. */
export function getLegalDocuments(signal?: AbortSignal) {
  return call(endpoints.adminLegalAll, { signal });
}

export function useLegalDocuments() {
  return useQuery({ queryKey: adminKeys.legal, queryFn: ({ signal }) => getLegalDocuments(signal) });
}
