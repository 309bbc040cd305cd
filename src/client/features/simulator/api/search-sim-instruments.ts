import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { simKeys } from './sim-keys.ts';

/** simInstruments: instruments whose symbol or name starts with `query` (any case). */
export function searchSimInstruments(query: string, signal?: AbortSignal) {
  return call(endpoints.simInstruments, { query: query ? { q: query } : {}, signal });
}

/** The search for a (debounced) query; the previous list stays while the next one loads. */
export function useSimInstruments(query: string, enabled: boolean) {
  return useQuery({
    queryKey: simKeys.instruments(query),
    queryFn: ({ signal }) => searchSimInstruments(query, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}
