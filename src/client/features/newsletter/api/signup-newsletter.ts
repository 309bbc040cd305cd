import { apiRequest } from '@client/lib/api-client.ts';
import { API } from '@contract/api-paths.ts';
import type { NewsletterSignup } from '@contract/marketing.ts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/newsletter/signup: e-mail only; 409 when already signed up. */
export function signupNewsletter(signup: NewsletterSignup): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(API.newsletterSignup, { method: 'POST', body: signup });
}

export function useSignupNewsletter() {
  return useMutation({ mutationFn: signupNewsletter });
}
