import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { LegalPublishInput } from '@contract/legal.ts';
import type { LegalKind } from '@contract/vocabulary.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** adminLegalPublish: a new version of one page → that page with all its versions. */
export function publishLegal({ kind, input }: { kind: LegalKind; input: LegalPublishInput }) {
  return call(endpoints.adminLegalPublish, { params: { kind }, body: input });
}

export function usePublishLegal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishLegal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.legal }),
  });
}
