import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { NewsletterSignup } from '@contract/marketing.ts';
import { useMutation } from '@tanstack/react-query';

/**
 * newsletterSignup: e-mail only; the same 201 and message for a new and a known address (the
 * confirmation link goes by mail, docs/product.md §16).
 */
export function signupNewsletter(signup: NewsletterSignup) {
  return call(endpoints.newsletterSignup, { body: signup });
}

export function useSignupNewsletter() {
  return useMutation({ mutationFn: signupNewsletter });
}
