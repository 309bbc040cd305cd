import { ApiError, call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { ResourceType } from '@contract/vocabulary.ts';
import { useQuery } from '@tanstack/react-query';

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

export function useResource(type: ResourceType, idOrSlug: string) {
  return useQuery({
    queryKey: resourceQueryKey(type, idOrSlug),
    queryFn: ({ signal }) => getResource(type, idOrSlug, signal),
    retry: (failureCount, error) => !isResourceMissing(error) && failureCount < 3,
  });
}
