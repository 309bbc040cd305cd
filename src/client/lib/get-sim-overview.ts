import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from './api-client.ts';
import { useToken } from './session.ts';
import { tokenFingerprint } from './use-current-user.ts';

/** Under the simulator feature's prefix ('sim'), so its invalidations reach it. */
export function simOverviewQueryKey(fingerprint: string) {
  return ['sim', 'overview', fingerprint] as const;
}

/**
 * simOverview (shared: the simulator's pages, and the profile's link to them, which shows only for
 * users the API lets in): the data's range as the learner may see it, and the programs they use it through. */
export function getSimOverview(signal?: AbortSignal) {
  return call(endpoints.simOverview, { signal });
}

/**
 * The overview, keyed by session; also the test of access: 200 means this user may use the
 * simulator, 403 that they may not (no retry: a refusal stays a refusal).
 */
export function useSimOverview({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useToken();
  return useQuery({
    queryKey: simOverviewQueryKey(tokenFingerprint(token)),
    queryFn: ({ signal }) => getSimOverview(signal),
    enabled: enabled && token !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** True when the API said this user may not use the simulator (403), as opposed to a failure. */
export function isSimulatorRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 401);
}
