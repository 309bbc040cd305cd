import { call } from '@client/lib/api-client.ts';
import type { LoginInput } from '@contract/auth.ts';
import { endpoints } from '@contract/endpoints.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import type { Role } from '@contract/vocabulary.ts';
import { useMutation } from '@tanstack/react-query';

/** login: a session token and the user; 401 wrong credentials, 403 inactive, 429 too many tries. */
export function logIn(input: LoginInput) {
  return call(endpoints.login, { body: input });
}

/**
 * docs/product.md §4: after logging in, admins go to /admin/dashboard, any other role to /mysubscriptions.
 */
export function landingPathFor(role: Role | string): string {
  return role === 'admin' ? CLIENT_ROUTES.adminDashboard : CLIENT_ROUTES.mySubscriptions;
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
