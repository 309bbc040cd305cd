import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';

export const programsQueryKey = ['programs'] as const;

/** programAll: every program, in the order the catalogue shows them. */
export function getPrograms(signal?: AbortSignal) {
  return call(endpoints.programAll, { signal });
}

export function usePrograms() {
  return useQuery({ queryKey: programsQueryKey, queryFn: ({ signal }) => getPrograms(signal) });
}
