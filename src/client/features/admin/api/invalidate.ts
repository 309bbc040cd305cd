import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** Marks the given lists and the dashboard's analytics stale, refetching those on screen. */
export function invalidateAdmin(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(
    [adminKeys.analytics, ...keys].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
