import { call } from '@client/lib/api-client.ts';
import { useToken } from '@client/lib/session.ts';
import { tokenFingerprint } from '@client/lib/use-current-user.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';

/** Every list of the learner's certificates starts with this key: completing a lesson refreshes them. */
export const MY_CERTIFICATES_QUERY_KEY = ['certificates', 'mine'] as const;

/** certificateMine: the signed-in learner's certificates, newest first, revoked ones marked. */
export function getMyCertificates(signal?: AbortSignal) {
  return call(endpoints.certificateMine, { signal });
}

/**
 * Keyed by the session, like the profile: another account in another tab gets its own list. Shared
 * by the profile and the course's completion panel (ADR 061).
 */
export function useMyCertificates() {
  const token = useToken();
  return useQuery({
    queryKey: [...MY_CERTIFICATES_QUERY_KEY, tokenFingerprint(token)] as const,
    queryFn: ({ signal }) => getMyCertificates(signal),
    enabled: token !== null,
  });
}
