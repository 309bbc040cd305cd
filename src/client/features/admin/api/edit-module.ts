import { call } from '@client/lib/api-client.ts';
import type { EndpointInput } from '@contract/endpoint-schemas.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

export type ModuleChange = EndpointInput<'adminModuleEdit'>['body'];

/** adminModuleEdit → the module: only the fields sent change; `position` moves it among its siblings. */
export function editModule({ id, input }: { id: string; input: ModuleChange }) {
  return call(endpoints.adminModuleEdit, { params: { id }, body: input });
}

export function useEditModule(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editModule,
    // Settled, not success: a refused move must put the optimistic order back.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.curriculum(programId) }),
  });
}
