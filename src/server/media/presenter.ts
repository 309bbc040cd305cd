import type { Media, MediaUpload } from '@contract/media.ts';
import type { MediaRow } from './records.ts';
import type { MediaUploadRow } from './upload-sessions.ts';

export function presentMedia(row: MediaRow): Media {
  return {
    _id: row.id,
    status: row.status,
    original_name: row.originalName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    duration_seconds: row.durationSeconds,
    ...(row.status === 'failed' && row.error ? { error: row.error } : {}),
  };
}

export function presentMediaUpload(row: MediaUploadRow, chunkBytes: number): MediaUpload {
  return {
    _id: row.id,
    size: row.sizeBytes,
    received_bytes: row.receivedBytes,
    chunk_bytes: chunkBytes,
  };
}
