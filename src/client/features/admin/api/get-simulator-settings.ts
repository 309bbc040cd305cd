import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** adminProgramSimulator: a program's simulator settings, or the defaults (`updated_on` null) when never saved. */
export function getSimulatorSettings(programId: string, signal?: AbortSignal) {
  return call(endpoints.adminProgramSimulator, { params: { id: programId }, signal });
}

export function useSimulatorSettings(programId: string) {
  return useQuery({
    queryKey: adminKeys.simulatorSettings(programId),
    queryFn: ({ signal }) => getSimulatorSettings(programId, signal),
    // The form starts from what is saved now, not from a copy cached a minute ago.
    staleTime: 0,
  });
}
