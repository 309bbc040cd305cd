import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** adminCurriculum: the program's modules in order, each with its lessons in order. */
export function getCurriculum(programId: string, signal?: AbortSignal) {
  return call(endpoints.adminCurriculum, { params: { id: programId }, signal });
}

export function useCurriculum(programId: string) {
  return useQuery({
    queryKey: adminKeys.curriculum(programId),
    queryFn: ({ signal }) => getCurriculum(programId, signal),
  });
}
