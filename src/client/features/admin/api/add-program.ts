import { call } from '@client/lib/api-client.ts';
import type { EndpointInput } from '@contract/endpoint-schemas.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './invalidate.ts';
import type { ProgramPayload } from './program-payload.ts';
import { adminKeys, PUBLIC_PROGRAMS_KEY } from './query-keys.ts';

/** adminProgramAdd: 201 and the new program expected (docs/product.md §7); the server sanitises the HTML. */
export function addProgram(input: ProgramPayload) {
  // Sent as typed: the server refuses a Type of '' with its own message.
  return call(endpoints.adminProgramAdd, { body: input as EndpointInput<'adminProgramAdd'>['body'] });
}

export function useAddProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProgram,
    onSuccess: () => invalidateAdmin(queryClient, [adminKeys.programs, PUBLIC_PROGRAMS_KEY]),
  });
}
