import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** How often an upload still `processing` (a video being transcoded) is asked about again. */
export const MEDIA_POLL_MS = 3_000;

/** adminMedia: an upload's status, size, duration, and why it failed. */
export function getMedia(mediaId: string, signal?: AbortSignal) {
  return call(endpoints.adminMedia, { params: { id: mediaId }, signal });
}

/** The upload's status, asked again every few seconds while it is processing. */
export function useMedia(mediaId: string | null) {
  return useQuery({
    queryKey: adminKeys.media(mediaId ?? ''),
    queryFn: ({ signal }) => getMedia(mediaId ?? '', signal),
    enabled: mediaId !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? MEDIA_POLL_MS : false),
  });
}
