import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { NoticePublishInput } from '@contract/privacy.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './invalidate.ts';
import { adminKeys } from './query-keys.ts';

/** adminPrivacyNoticeAll: every version of the privacy notice, newest first, the one in effect marked. */
export function getNoticeVersions(signal?: AbortSignal) {
  return call(endpoints.adminPrivacyNoticeAll, { signal });
}

export function useNoticeVersions() {
  return useQuery({ queryKey: adminKeys.noticeVersions, queryFn: ({ signal }) => getNoticeVersions(signal) });
}

/** adminPrivacyNoticePublish → the version as published. */
export function publishNotice(body: NoticePublishInput) {
  return call(endpoints.adminPrivacyNoticePublish, { body });
}

export function usePublishNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishNotice,
    onSuccess: () => invalidateAdmin(queryClient, [adminKeys.noticeVersions, adminKeys.consentCounts]),
  });
}
