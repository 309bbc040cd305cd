import { ApiError, apiRequest } from '@client/lib/api-client.ts';
import { API } from '@contract/api-paths.ts';
import type { Program } from '@contract/program.ts';
import { useQuery } from '@tanstack/react-query';

export const programQueryKey = (idOrSlug: string) => ['programs', idOrSlug] as const;

/** GET /api/program/:idOrSlug: a program by its id or by its marketing slug. */
export function getProgram(idOrSlug: string, signal?: AbortSignal): Promise<Program> {
  return apiRequest<Program>(API.program(idOrSlug), signal ? { signal } : {});
}

/** A wrong id: the server will never find it, so asking again is pointless. */
export function isProgramMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function useProgram(idOrSlug: string) {
  return useQuery({
    queryKey: programQueryKey(idOrSlug),
    queryFn: ({ signal }) => getProgram(idOrSlug, signal),
    retry: (failureCount, error) => !isProgramMissing(error) && failureCount < 3,
  });
}
