import { call } from '@client/lib/api-client.ts';
import type { EndpointInput } from '@contract/endpoint-schemas.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './invalidate.ts';
import type { ProgramPayload } from './program-payload.ts';
import { adminKeys, PUBLIC_PROGRAMS_KEY } from './query-keys.ts';

/** adminProgramEdit: 200 and the program expected (docs/product.md §7). */
export function editProgram({ id, input }: { id: string; input: ProgramPayload }) {
  // Sent as typed: the server refuses a Type of '' with its own message.
  return call(endpoints.adminProgramEdit, {
    params: { id },
    body: input as EndpointInput<'adminProgramEdit'>['body'],
  });
}

export function useEditProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProgram,
    // Subscription rows show the program's title.
    onSuccess: () =>
      invalidateAdmin(queryClient, [adminKeys.programs, adminKeys.subscriptions, PUBLIC_PROGRAMS_KEY]),
  });
}
