import { z } from 'zod';
import { requiredText } from './fields.ts';
import { LIMITS, MEDIA_STATUSES } from './vocabulary.ts';

export * from './images.ts';

/**
 * What an admin may upload (docs/product.md §11.5): an MP4 for a video lesson, a PDF or a sheet for a file
 * lesson. The server checks the file's first bytes too, not only this name and type.
 */
export const MEDIA_UPLOAD_TYPES = {
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;
export type MediaUploadExtension = keyof typeof MEDIA_UPLOAD_TYPES;

/** The multipart field that carries the file of `POST /api/admin/media`. */
export const MEDIA_UPLOAD_FIELD = 'file';

/**
 * The form of `POST /api/admin/media` (multipart/form-data), for OpenAPI only: the route streams
 * the one file itself and checks its first bytes, so nothing validates this schema.
 */
export const MediaUploadFormSchema = z.object({
  [MEDIA_UPLOAD_FIELD]: z
    .file()
    .describe(`The one file, and no other field: ${Object.keys(MEDIA_UPLOAD_TYPES).join(', ')}.`),
});

/** An upload as the admin sees it: `processing` until a video is transcoded, then `ready` or `failed`. */
export const MediaSchema = z.object({
  _id: z.string(),
  status: z.enum(MEDIA_STATUSES),
  original_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  duration_seconds: z.number().nullable(),
  /** Why transcoding failed; only when `status` is `failed`. */
  error: z.string().optional(),
});
export type Media = z.infer<typeof MediaSchema>;

export const MediaCreatedSchema = MediaSchema.pick({ _id: true, status: true });

/** A signed media URL's path: the media and, for HLS, the playlist or segment file. */
export const MediaFileParamsSchema = z.object({
  id: z.uuid({ error: 'Media not found.' }),
  file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.(m3u8|ts)$/, { error: 'Not found.' }),
});
export const MediaIdParamsSchema = z.object({ id: z.uuid({ error: 'Media not found.' }) });
/**
 * A signed media URL's query (ADR 022): expiry in unix seconds, the user it was signed for ('' for
 * an anonymous preview), the lesson that grants access, and the HMAC signature over all of them.
 */
export const SignedMediaQuerySchema = z.object({
  exp: z.coerce.number({ error: 'Not found.' }).int().min(0).max(1e11),
  u: z.union([z.uuid(), z.literal('')], { error: 'Not found.' }),
  l: z.uuid({ error: 'Not found.' }),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Not found.' }),
});

/** The body of a media file (playlist, segment, download): bytes, not JSON. */
export const MediaBytesSchema = z.unknown().describe("The file's bytes, as stored.");

/** What a video is streamed as (HLS): its playlist, then its segments. */
export const HLS_MEDIA_TYPES = { playlist: 'application/vnd.apple.mpegurl', segment: 'video/mp2t' } as const;

/**
 * A resumable video upload (ADR 025): declared first with its name and size, then sent in chunks
 * of `chunk_bytes` (the last may be shorter), each at the offset `received_bytes` stands at.
 */
export const MediaUploadStartSchema = z.object({
  filename: requiredText('File name', LIMITS.fileName),
  size: z
    .number({ error: 'size must be the file size in bytes.' })
    .int({ error: 'size must be the file size in bytes.' })
    .min(1, { error: 'The file is empty.' }),
  /** The browser's word only: '' (unknown) or video/mp4; the bytes are checked at completion. */
  content_type: z.string({ error: 'content_type must be text.' }).max(LIMITS.contentType).default(''),
});

export const MediaUploadSchema = z.object({
  _id: z.string(),
  size: z.number(),
  received_bytes: z.number(),
  chunk_bytes: z.number(),
});
export type MediaUpload = z.infer<typeof MediaUploadSchema>;

/** Where a chunk starts: it must equal the upload's `received_bytes`. */
export const MediaChunkQuerySchema = z.object({
  offset: z.coerce
    .number({ error: 'offset must be a whole number of bytes.' })
    .int({ error: 'offset must be a whole number of bytes.' })
    .min(0, { error: 'offset must be a whole number of bytes.' }),
});

/** 409 for a chunk at the wrong offset: where the upload stands, so the client can resume. */
export const MediaChunkConflictSchema = z.object({ message: z.string(), received_bytes: z.number() });

/** The content type of a chunk's body: raw bytes. */
export const MEDIA_CHUNK_CONTENT_TYPE = 'application/octet-stream';

/** A chunk's body, for OpenAPI only: the route reads the bytes from the stream itself. */
export const MediaChunkBodySchema = z
  .file()
  .describe("The upload's bytes from `offset`: `chunk_bytes` of them, fewer for the last chunk.");

/** The form of `POST /api/admin/media/image`, for OpenAPI only (the route reads the stream). */
export const ImageUploadFormSchema = z.object({
  [MEDIA_UPLOAD_FIELD]: z.file().describe('The one picture, and no other field: JPEG, PNG or WebP.'),
});

/** A stored picture: its size as uploaded, and the URLs of its copies. */
export const ImageCreatedSchema = z.object({
  _id: z.string(),
  width: z.number(),
  height: z.number(),
  /** The widest JPEG copy (the `<img>` fallback and the program's `image_path`). */
  src: z.string(),
  /** The WebP copies, for a `<source type="image/webp">`. */
  srcset: z.string(),
});
export type ImageCreated = z.infer<typeof ImageCreatedSchema>;

export const ImageFileParamsSchema = z.object({
  id: z.uuid({ error: 'Picture not found.' }),
  file: z.string().regex(/^(400|800|1200)\.(webp|jpg)$/, { error: 'Picture not found.' }),
});
