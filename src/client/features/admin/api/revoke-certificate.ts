import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** adminCertificateRevoke `{ reason }` → the certificate, revoked. */
export function revokeCertificate({ id, reason }: { id: string; reason: string }) {
  return call(endpoints.adminCertificateRevoke, { params: { id }, body: { reason } });
}

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCertificate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.certificates }),
  });
}
