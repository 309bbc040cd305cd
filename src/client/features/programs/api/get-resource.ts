import { ApiError, call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { ResourceType } from '@contract/vocabulary.ts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

/** Programs under 'programs' (which an admin's change invalidates), services under 'services'. */
export const resourceQueryKey = (type: ResourceType, idOrSlug: string) =>
  [type === 'program' ? 'programs' : 'services', idOrSlug] as const;

/**
 * One program or service by its id or its slug: endpoints.program or endpoints.service, the two entries
 * the server's one resourceRoutes(type) answers. 404 'Program not found.' / 'Service not found.'.
 */
export function getResource(type: ResourceType, idOrSlug: string, signal?: AbortSignal) {
  const endpoint = type === 'program' ? endpoints.program : endpoints.service;
  return call(endpoint, { params: { id: idOrSlug }, signal });
}

/** A wrong id: the server will never find it, so asking again is pointless. */
export function isResourceMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** One program's or service's query, shared by the hook and the server-side renderer. */
export const resourceQuery = (type: ResourceType, idOrSlug: string) =>
  queryOptions({
    queryKey: resourceQueryKey(type, idOrSlug),
    queryFn: ({ signal }) => getResource(type, idOrSlug, signal),
  });

export function useResource(type: ResourceType, idOrSlug: string) {
  const query = resourceQuery(type, idOrSlug);
  const known = useQueryClient().getQueryState(query.queryKey);
  return useQuery({
    ...query,
    retry: (failureCount, error) => !isResourceMissing(error) && failureCount < 3,
    // A resource the server already said does not exist (e.g. on the page it rendered) is shown
    // as not found at once rather than asked for again; other failures are retried on mount.
    retryOnMount: !(known?.status === 'error' && isResourceMissing(known.error)),
  });
}
