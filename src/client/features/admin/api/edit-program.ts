import { apiRequest } from '@client/lib/api-client.ts';
import type { Program } from '@contract/program.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './invalidate.ts';
import type { ProgramPayload } from './program-payload.ts';
import { adminKeys, PUBLIC_PROGRAMS_KEY } from './query-keys.ts';

/** PUT /api/admin/program/:id: 200 and the program expected (spec, section 7). */
export function editProgram({ id, input }: { id: string; input: ProgramPayload }): Promise<Program> {
  return apiRequest<Program>(`/admin/program/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    expectStatus: 200,
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
