import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** adminCertificateReissue → the new certificate (the old one is revoked). */
export function reissueCertificate(id: string) {
  return call(endpoints.adminCertificateReissue, { params: { id } });
}

export function useReissueCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reissueCertificate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.certificates }),
  });
}
