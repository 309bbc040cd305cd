import { call } from '@client/lib/api-client.ts';
import type { CertificateIssueInput } from '@contract/certificate.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** adminCertificateIssue → the new certificate; 409 while the learner holds an unrevoked one. */
export function issueCertificate(input: CertificateIssueInput) {
  return call(endpoints.adminCertificateIssue, { body: input });
}

export function useIssueCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCertificate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.certificates }),
  });
}
