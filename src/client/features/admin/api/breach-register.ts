import { call } from '@client/lib/api-client.ts';
import type { BreachInput } from '@contract/breach.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './invalidate.ts';
import { adminKeys } from './query-keys.ts';

/** adminBreachAll: the register, newest discovery first, each flagged when its report is late. */
export function getBreaches(signal?: AbortSignal) {
  return call(endpoints.adminBreachAll, { signal });
}

export function useBreaches() {
  return useQuery({ queryKey: adminKeys.breaches, queryFn: ({ signal }) => getBreaches(signal) });
}

/** adminBreachAdd → the incident as recorded. */
export function addBreach(body: BreachInput) {
  return call(endpoints.adminBreachAdd, { body });
}

export function useAddBreach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBreach,
    onSuccess: () => invalidateAdmin(queryClient, [adminKeys.breaches]),
  });
}

/** adminBreachReported → the incident, its Board report now marked filed. */
export function markBreachReported(id: string) {
  return call(endpoints.adminBreachReported, { params: { id } });
}

export function useMarkBreachReported() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBreachReported,
    onSuccess: () => invalidateAdmin(queryClient, [adminKeys.breaches]),
  });
}

/** adminBreachReport: the Board's 72-hour report and the notice to learners, as text (asked for on demand). */
export function getBreachReport(id: string, signal?: AbortSignal) {
  return call(endpoints.adminBreachReport, { params: { id }, signal });
}

export function useBreachReport(id: string | null) {
  return useQuery({
    queryKey: adminKeys.breachReport(id ?? ''),
    queryFn: ({ signal }) => getBreachReport(id ?? '', signal),
    enabled: id !== null,
  });
}
