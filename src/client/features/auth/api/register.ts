import { call } from '@client/lib/api-client.ts';
import type { RegisterInput } from '@contract/auth.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation } from '@tanstack/react-query';

/** register: only a 201 counts as success (docs/product.md §7). */
export function register(input: RegisterInput) {
  return call(endpoints.register, { body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
