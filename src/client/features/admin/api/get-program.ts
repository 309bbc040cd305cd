import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** program: one program by id (the same answer visitors get; the curriculum screen needs its title). */
export function getProgram(programId: string, signal?: AbortSignal) {
  return call(endpoints.program, { params: { id: programId }, signal });
}

export function useProgram(programId: string) {
  return useQuery({
    queryKey: adminKeys.program(programId),
    queryFn: ({ signal }) => getProgram(programId, signal),
  });
}
