import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation } from '@tanstack/react-query';

/** adminEarlyAccessRevoke → { message }; 404 when the learner had no early access to the module. */
export function revokeEarlyAccess({ moduleId, userId }: { moduleId: string; userId: string }) {
  return call(endpoints.adminEarlyAccessRevoke, { params: { id: moduleId, userId } });
}

export function useRevokeEarlyAccess() {
  return useMutation({ mutationFn: revokeEarlyAccess });
}
