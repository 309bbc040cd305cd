import { type UploadProgress, upload } from '@client/lib/api-client.ts';
import { uploadInChunks } from '@client/lib/upload-in-chunks.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MEDIA_UPLOAD_FIELD } from '@contract/media.ts';
import { useMutation } from '@tanstack/react-query';

/**
 * A lesson's media → 201 { _id, status }. A video goes as a resumable upload in chunks (ADR 025:
 * a whole video cannot arrive within the request timeout on a slow link) and starts `processing`
 * (it is transcoded in the background); a document goes in one request (adminMediaUpload) and is
 * `ready` at once. 413 past the size limit, 415 for another kind of file.
 */
export function uploadMedia({
  file,
  kind,
  onProgress,
  signal,
}: {
  file: File;
  kind: 'video' | 'file';
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}) {
  const options = { ...(onProgress ? { onProgress } : {}), ...(signal ? { signal } : {}) };
  if (kind === 'video') return uploadInChunks({ file, ...options });
  return upload(endpoints.adminMediaUpload, { field: MEDIA_UPLOAD_FIELD, file, ...options });
}

export function useUploadMedia() {
  return useMutation({ mutationFn: uploadMedia });
}
