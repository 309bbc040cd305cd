import { ApiError, apiRequest } from '@client/lib/api-client.ts';
import type { Service } from '@contract/program.ts';
import { useQuery } from '@tanstack/react-query';

export const serviceQueryKey = (idOrSlug: string) => ['services', idOrSlug] as const;

/** GET /api/service/:idOrSlug: a service by its id or its slug; 404 'Service not found.'. */
export function getService(idOrSlug: string, signal?: AbortSignal): Promise<Service> {
  return apiRequest<Service>(`/service/${encodeURIComponent(idOrSlug)}`, signal ? { signal } : {});
}

/** A wrong id: the server will never find it, so asking again is pointless. */
export function isServiceMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function useService(idOrSlug: string) {
  return useQuery({
    queryKey: serviceQueryKey(idOrSlug),
    queryFn: ({ signal }) => getService(idOrSlug, signal),
    retry: (failureCount, error) => !isServiceMissing(error) && failureCount < 3,
  });
}
