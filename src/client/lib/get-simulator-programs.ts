import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';

/**
 * simulatorPrograms (public; shared: program pages and the simulator's no-access message): the
 * programs a subscription to which opens the simulator (docs/product.md §14.3).
 */
export function useSimulatorPrograms() {
  return useQuery({
    queryKey: ['simulator-programs'],
    queryFn: ({ signal }) => call(endpoints.simulatorPrograms, { signal }),
    staleTime: 5 * 60_000,
  });
}
