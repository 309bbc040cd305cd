import { apiRequest } from '@client/lib/api-client.ts';
import type { Program } from '@contract/program.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './invalidate.ts';
import type { ProgramPayload } from './program-payload.ts';
import { adminKeys, PUBLIC_PROGRAMS_KEY } from './query-keys.ts';

/** POST /api/admin/program/add: 201 and the new program expected (spec, section 7); the server sanitises the HTML. */
export function addProgram(input: ProgramPayload): Promise<Program> {
  return apiRequest<Program>('/admin/program/add', { method: 'POST', body: input, expectStatus: 201 });
}

export function useAddProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProgram,
    onSuccess: () => invalidateAdmin(queryClient, [adminKeys.programs, PUBLIC_PROGRAMS_KEY]),
  });
}
