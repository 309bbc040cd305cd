import { call, type UploadProgress } from '@client/lib/api-client.ts';
import { uploadInChunks } from '@client/lib/upload-in-chunks.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { SessionRecordingInput } from '@contract/live-recordings.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** How often a recording whose video is still being transcoded is asked about again. */
export const RECORDING_POLL_MS = 3_000;

const recordingKey = (sessionId: string) => ['live', 'session-recording', sessionId] as const;

/** adminSessionRecording: the session's recording, asked again while its video is processing. */
export function useSessionRecording(sessionId: string) {
  return useQuery({
    queryKey: recordingKey(sessionId),
    queryFn: ({ signal }) => call(endpoints.adminSessionRecording, { params: { id: sessionId }, signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.media_status === 'processing' ? RECORDING_POLL_MS : false),
  });
}

/**
 * adminSessionRecordingPut: attaches a link, or a video file uploaded first in resumable chunks
 * (ADR 025) and attached by its media id while it is still processing.
 */
export function useAttachRecording(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      input: SessionRecordingInput | { file: File; onProgress: (progress: UploadProgress) => void },
    ) => {
      const body =
        'file' in input
          ? { media_id: (await uploadInChunks({ file: input.file, onProgress: input.onProgress }))._id }
          : input;
      return call(endpoints.adminSessionRecordingPut, { params: { id: sessionId }, body });
    },
    onSuccess: (recording) => queryClient.setQueryData(recordingKey(sessionId), recording),
  });
}

/** adminSessionRecordingDelete: removes the recording and its lesson. */
export function useRemoveRecording(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.adminSessionRecordingDelete, { params: { id: sessionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordingKey(sessionId) }),
  });
}
