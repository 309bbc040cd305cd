import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  IMAGE_FORMATS,
  IMAGE_UPLOAD_TYPES,
  IMAGE_WIDTHS,
  type ImageCreated,
  type ImageFormat,
  type ImageUploadType,
  imageFallback,
  imageSrcset,
} from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import type { DbOrTx } from '../db/client.ts';
import { mediaImages, type UserRow } from '../db/schema.ts';
import { recordAudit } from '../shared/audit.ts';
import { FfmpegError, runFfmpeg } from './ffmpeg.ts';
import { imageSize, sniffImage } from './image-probe.ts';
import type { MediaStorage } from './storage.ts';
import { UploadRejected } from './upload.ts';

/** Where a picture's copy lives in media storage. */
export const imageKey = (id: string, width: number, format: ImageFormat) => `images/${id}/${width}.${format}`;

/** ffmpeg's demuxer for each kind, pinned so that the bytes are never guessed as something else. */
const DEMUXERS: Record<ImageUploadType, string> = { jpeg: 'jpeg_pipe', png: 'png_pipe', webp: 'webp_pipe' };

/**
 * One ffmpeg run that writes every copy: each width (never wider than the upload) as WebP, and as
 * a JPEG flattened onto white (a transparent PNG would otherwise turn black). Metadata such as a
 * camera's EXIF location is not copied.
 */
export function resizeArgs(input: string, type: ImageUploadType, outDir: string): string[] {
  const chains: string[] = [
    `[0:v]format=rgba,split=${IMAGE_WIDTHS.length}${IMAGE_WIDTHS.map((w) => `[s${w}]`).join('')}`,
  ];
  const outputs: string[] = [];
  for (const width of IMAGE_WIDTHS) {
    chains.push(
      `[s${width}]scale='min(${width},iw)':-1:flags=lanczos,split[w${width}][j${width}]`,
      `color=white:s=8x8[bg${width}]`,
      `[bg${width}][j${width}]scale2ref[bgs${width}][js${width}]`,
      `[bgs${width}][js${width}]overlay=shortest=1,format=yuvj420p[jpg${width}]`,
    );
    outputs.push(
      ...['-map', `[w${width}]`, '-frames:v', '1', '-c:v', 'libwebp', '-quality', '80'],
      path.join(outDir, `${width}.webp`),
      ...['-map', `[jpg${width}]`, '-frames:v', '1', '-c:v', 'mjpeg', '-q:v', '4'],
      path.join(outDir, `${width}.jpg`),
    );
  }
  return [
    '-protocol_whitelist',
    'file',
    '-f',
    DEMUXERS[type],
    '-i',
    input,
    '-filter_complex',
    chains.join(';'),
    ...outputs,
  ];
}

export interface ImageUpload {
  originalName: string;
  bytes: Buffer;
}

/**
 * Checks a picture (kind by its first bytes, 415; size in pixels from its header, 413), writes its
 * copies with ffmpeg, stores them and records the picture, with an audit row (ADR 065).
 */
export async function storeImage(
  db: DbOrTx,
  storage: MediaStorage,
  actor: UserRow,
  upload: ImageUpload,
): Promise<ImageCreated> {
  const type = sniffImage(upload.bytes);
  if (!type) throw new UploadRejected(415, MESSAGES.media.imageType);
  const size = imageSize(type, upload.bytes);
  if (!size) throw new UploadRejected(415, MESSAGES.media.imageUnreadable);
  if (
    size.width > LIMITS.imageMaxSide ||
    size.height > LIMITS.imageMaxSide ||
    size.width * size.height > LIMITS.imageMaxPixels
  )
    throw new UploadRejected(413, MESSAGES.media.imageTooManyPixels);
  const id = crypto.randomUUID();
  const work = await mkdtemp(path.join(tmpdir(), 'fintrain-image-'));
  try {
    const input = path.join(work, 'upload');
    await writeFile(input, upload.bytes);
    try {
      await runFfmpeg(['-y', ...resizeArgs(input, type, work)], { timeoutMs: 60_000 });
    } catch (error) {
      // The header looked right but the picture does not decode (truncated, animated WebP…).
      if (error instanceof FfmpegError) throw new UploadRejected(415, MESSAGES.media.imageUnreadable);
      throw error;
    }
    for (const width of IMAGE_WIDTHS)
      for (const format of Object.keys(IMAGE_FORMATS) as ImageFormat[])
        await storage.putFile(
          imageKey(id, width, format),
          path.join(work, `${width}.${format}`),
          IMAGE_FORMATS[format],
        );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  await db.transaction(async (tx) => {
    const row = {
      id,
      originalName: upload.originalName,
      contentType: IMAGE_UPLOAD_TYPES[type],
      sizeBytes: upload.bytes.length,
      width: size.width,
      height: size.height,
      uploadedBy: actor.id,
    };
    await tx.insert(mediaImages).values(row);
    await recordAudit(tx, actor, 'media.image_upload', id, null, { ...row, uploadedBy: undefined });
  });
  return { _id: id, width: size.width, height: size.height, src: imageFallback(id), srcset: imageSrcset(id) };
}
