import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { NewsletterSignup } from '@contract/marketing.ts';
import { useMutation } from '@tanstack/react-query';

/** newsletterSignup: e-mail only; 409 when already signed up. */
export function signupNewsletter(signup: NewsletterSignup) {
  return call(endpoints.newsletterSignup, { body: signup });
}

export function useSignupNewsletter() {
  return useMutation({ mutationFn: signupNewsletter });
}
