import { apiRequest } from '@client/lib/api-client.ts';
import type { RegisterInput } from '@contract/auth.ts';
import type { User } from '@contract/user.ts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/register: only a 201 counts as success (spec, section 7). */
export function register(input: RegisterInput): Promise<{ message: string; user: User }> {
  return apiRequest<{ message: string; user: User }>('/auth/register', {
    method: 'POST',
    body: input,
    expectStatus: 201,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
