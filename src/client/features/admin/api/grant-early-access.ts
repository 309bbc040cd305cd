import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation } from '@tanstack/react-query';

/** adminEarlyAccessGrant → 201 { module_id, user_id, created_on }: the module opens for that learner now. */
export function grantEarlyAccess({ moduleId, userId }: { moduleId: string; userId: string }) {
  return call(endpoints.adminEarlyAccessGrant, { params: { id: moduleId }, body: { user_id: userId } });
}

export function useGrantEarlyAccess() {
  return useMutation({ mutationFn: grantEarlyAccess });
}
