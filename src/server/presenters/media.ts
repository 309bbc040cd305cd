import type { Media } from '@contract/media.ts';
import type { MediaRow } from '../domain/media.ts';

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
