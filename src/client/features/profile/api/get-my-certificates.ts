import { call } from '@client/lib/api-client.ts';
import { useToken } from '@client/lib/session.ts';
import { tokenFingerprint } from '@client/lib/use-current-user.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';

/** certificateMine: the signed-in learner's certificates, newest first, revoked ones marked. */
export function getMyCertificates(signal?: AbortSignal) {
  return call(endpoints.certificateMine, { signal });
}

/** Keyed by the session, like the profile: another account in another tab gets its own list. */
export function useMyCertificates() {
  const token = useToken();
  return useQuery({
    queryKey: ['certificates', 'mine', tokenFingerprint(token)] as const,
    queryFn: ({ signal }) => getMyCertificates(signal),
    enabled: token !== null,
  });
}
