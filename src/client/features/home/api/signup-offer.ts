import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { OfferSignup } from '@contract/marketing.ts';
import { useMutation } from '@tanstack/react-query';

/** offerSignup: claims the new-learner discount; 409 when the e-mail already did. */
export function signupOffer(signup: OfferSignup) {
  return call(endpoints.offerSignup, { body: signup });
}

export function useSignupOffer() {
  return useMutation({ mutationFn: signupOffer });
}
