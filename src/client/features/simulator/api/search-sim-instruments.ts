import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { simKeys } from './sim-keys.ts';

/**
 * simInstruments: instruments whose symbol or name starts with `query` (any case). With the id of a
 * running blind challenge, its aliases starting with `query` (docs/product.md §24).
 */
export function searchSimInstruments(query: string, blindAccountId?: string, signal?: AbortSignal) {
  return call(endpoints.simInstruments, {
    query: { ...(query ? { q: query } : {}), ...(blindAccountId ? { account_id: blindAccountId } : {}) },
    signal,
  });
}

/** The search for a (debounced) query; the previous list stays while the next one loads. */
export function useSimInstruments(query: string, enabled: boolean, blindAccountId?: string) {
  return useQuery({
    queryKey: simKeys.instruments(query, blindAccountId),
    queryFn: ({ signal }) => searchSimInstruments(query, blindAccountId, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}
