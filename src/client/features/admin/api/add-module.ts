import { call } from '@client/lib/api-client.ts';
import type { EndpointInput } from '@contract/endpoint-schemas.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

export type ModuleInput = EndpointInput<'adminModuleAdd'>['body'];

/** adminModuleAdd → 201 and the module, last in the program. */
export function addModule({ programId, input }: { programId: string; input: ModuleInput }) {
  return call(endpoints.adminModuleAdd, { params: { id: programId }, body: input });
}

export function useAddModule(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addModule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.curriculum(programId) }),
  });
}
