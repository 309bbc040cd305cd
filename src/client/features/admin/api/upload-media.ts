import { type UploadProgress, upload } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MEDIA_UPLOAD_FIELD } from '@contract/media.ts';
import { useMutation } from '@tanstack/react-query';

/**
 * adminMediaUpload → 201 { _id, status }: a video starts `processing` (it is transcoded in the
 * background), a document is `ready` at once. 413 past the size limit, 415 for another kind of file.
 */
export function uploadMedia({
  file,
  onProgress,
  signal,
}: {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}) {
  return upload(endpoints.adminMediaUpload, {
    field: MEDIA_UPLOAD_FIELD,
    file,
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
}

export function useUploadMedia() {
  return useMutation({ mutationFn: uploadMedia });
}
