import { apiRequest } from '@client/lib/api-client.ts';
import { API } from '@contract/api-paths.ts';
import type { Program } from '@contract/program.ts';
import { useQuery } from '@tanstack/react-query';

export const programsQueryKey = ['programs'] as const;

/** GET /api/program/all */
export function getPrograms(signal?: AbortSignal): Promise<Program[]> {
  return apiRequest<Program[]>(API.programAll, signal ? { signal } : {});
}

export function usePrograms() {
  return useQuery({ queryKey: programsQueryKey, queryFn: ({ signal }) => getPrograms(signal) });
}
