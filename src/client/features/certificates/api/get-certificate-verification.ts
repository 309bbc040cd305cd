import { ApiError, call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * certificate: the public check of one certificate, `{ valid, revoked, name, program, ... }`.
 * 404 'Certificate not found.' for an unknown id, 400 for one that cannot be an id.
 */
export function getCertificateVerification(id: string, signal?: AbortSignal) {
  return call(endpoints.certificate, { params: { id }, signal });
}

/** An id the server will never find: asking again is pointless. */
export function isCertificateMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The check's query, shared by the hook and the server-side renderer (ADR 019). */
export const certificateVerificationQuery = (id: string) =>
  queryOptions({
    queryKey: ['certificate-verification', id] as const,
    queryFn: ({ signal }) => getCertificateVerification(id, signal),
  });

export function useCertificateVerification(id: string) {
  const query = certificateVerificationQuery(id);
  const known = useQueryClient().getQueryState(query.queryKey);
  return useQuery({
    ...query,
    retry: (failureCount, error) => !isCertificateMissing(error) && failureCount < 3,
    retryOnMount: !(known?.status === 'error' && isCertificateMissing(known.error)),
  });
}
