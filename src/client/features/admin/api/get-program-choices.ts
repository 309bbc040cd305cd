import { callPage } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { ADMIN_LIST_MAX_LIMIT } from '@contract/vocabulary.ts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/**
 * The programs a certificate can be issued for: the first ADMIN_LIST_MAX_LIMIT (the largest page
 * the API gives), with the total, so the form can say when there are more than it lists.
 */
export function getProgramChoices(signal?: AbortSignal) {
  return callPage(endpoints.adminProgramAll, { query: { page: 1, limit: ADMIN_LIST_MAX_LIMIT }, signal });
}

export function useProgramChoices() {
  return useQuery({ queryKey: adminKeys.programChoices, queryFn: ({ signal }) => getProgramChoices(signal) });
}

/**
 * What a form says under its program choices: loading, the load failure, or that it lists only
 * the first of more; undefined once every program is listed.
 */
export function programChoicesNote(programs: ReturnType<typeof useProgramChoices>): string | undefined {
  if (programs.isError) return MESSAGES.admin.fetchProgramsFailed;
  if (programs.isPending) return MESSAGES.generic.loading;
  const listed = programs.data.items.length;
  return programs.data.total > listed
    ? `Showing the first ${listed} of ${programs.data.total} programs.`
    : undefined;
}
