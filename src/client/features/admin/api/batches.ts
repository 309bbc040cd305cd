import { call } from '@client/lib/api-client.ts';
import type { EndpointInput } from '@contract/endpoint-schemas.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** A program's batches (docs/product.md §20.1): adminBatchAll, add, edit, delete. */
export const batchesKey = (programId: string) => ['admin', 'batches', programId] as const;

export type BatchFormInput = EndpointInput<'adminBatchAdd'>['body'];

export function useBatches(programId: string) {
  return useQuery({
    queryKey: batchesKey(programId),
    queryFn: ({ signal }) => call(endpoints.adminBatchAll, { params: { id: programId }, signal }),
  });
}

/** The users who may run a batch: instructors and admins, filtered by the server (adminInstructorAll). */
export function useInstructorChoices() {
  return useQuery({
    // Under the users' key, so a role changed in Admin → Users shows here too.
    queryKey: [...adminKeys.users, 'instructors'] as const,
    queryFn: ({ signal }) => call(endpoints.adminInstructorAll, { signal }),
  });
}

/** Adds (no id) or saves a batch, then reloads the program's list. */
export function useSaveBatch(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: BatchFormInput }) =>
      id
        ? call(endpoints.adminBatchEdit, { params: { id }, body: input })
        : call(endpoints.adminBatchAdd, { params: { id: programId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchesKey(programId) }),
  });
}

export function useDeleteBatch(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.adminBatchDelete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchesKey(programId) }),
  });
}
