import { apiRequest } from '@client/lib/api-client.ts';
import { API } from '@contract/api-paths.ts';
import type { OfferSignup } from '@contract/marketing.ts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/offer/signup: claims the new-learner discount; 409 when the e-mail already did. */
export function signupOffer(signup: OfferSignup): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(API.offerSignup, { method: 'POST', body: signup });
}

export function useSignupOffer() {
  return useMutation({ mutationFn: signupOffer });
}
