import { upload } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MEDIA_UPLOAD_FIELD } from '@contract/media.ts';
import { useMutation } from '@tanstack/react-query';

/**
 * A picture for a program or an article → 201 { _id, width, height, src, srcset } (ADR 065): the
 * server checks its bytes (415 unless JPEG, PNG or WebP) and size (413), and stores its copies.
 */
export function uploadImage(file: File) {
  return upload(endpoints.adminMediaImage, { field: MEDIA_UPLOAD_FIELD, file });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
