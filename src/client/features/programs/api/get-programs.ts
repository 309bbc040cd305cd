import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const programsQueryKey = ['programs'] as const;

/** programAll: every program, in the order the catalogue shows them. */
export function getPrograms(signal?: AbortSignal) {
  return call(endpoints.programAll, { signal });
}

/** The programs list's query, shared by the hook and the server-side renderer (same key, same fetcher). */
export const programsQuery = () =>
  queryOptions({ queryKey: programsQueryKey, queryFn: ({ signal }) => getPrograms(signal) });

export function usePrograms() {
  return useQuery(programsQuery());
}
