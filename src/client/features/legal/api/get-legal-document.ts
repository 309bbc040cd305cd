import { ApiError, call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { LegalKind } from '@contract/vocabulary.ts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

/** legal: the version of a legal page in effect today, or version `version` (404 when there is none). */
export function getLegalDocument(kind: LegalKind, version: number | null, signal?: AbortSignal) {
  return call(endpoints.legal, {
    params: { kind },
    query: version === null ? {} : { version },
    signal,
  });
}

/** A page or version the server will never find: asking again is pointless. */
export function isLegalMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The page's query, shared by the hook and the server-side renderer (ADR 019). */
export const legalDocumentQuery = (kind: LegalKind, version: number | null) =>
  queryOptions({
    queryKey: ['legal', kind, version] as const,
    queryFn: ({ signal }) => getLegalDocument(kind, version, signal),
  });

export function useLegalDocument(kind: LegalKind, version: number | null) {
  const query = legalDocumentQuery(kind, version);
  const known = useQueryClient().getQueryState(query.queryKey);
  return useQuery({
    ...query,
    retry: (failureCount, error) => !isLegalMissing(error) && failureCount < 3,
    retryOnMount: !(known?.status === 'error' && isLegalMissing(known.error)),
  });
}

/** `?version=3` → 3; anything else → null (the version in effect). */
export function versionParam(search: URLSearchParams): number | null {
  const text = search.get('version');
  return text !== null && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : null;
}
