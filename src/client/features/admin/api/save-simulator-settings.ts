import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { SimulatorSettingsInput } from '@contract/simulator.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** adminProgramSimulatorEdit: the whole settings of one program → the saved settings. */
export function saveSimulatorSettings({
  programId,
  input,
}: {
  programId: string;
  input: SimulatorSettingsInput;
}) {
  return call(endpoints.adminProgramSimulatorEdit, { params: { id: programId }, body: input });
}

export function useSaveSimulatorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSimulatorSettings,
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.simulatorSettings(saved.program_id), saved),
  });
}
