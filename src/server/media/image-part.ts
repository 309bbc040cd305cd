import path from 'node:path';
import { MEDIA_UPLOAD_FIELD } from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import type { FastifyRequest } from 'fastify';
import type { ImageUpload } from './images.ts';
import { UploadRejected } from './upload.ts';

/**
 * The one picture of a multipart request (field `file`, nothing else), held in memory so that
 * storeImage can read its first bytes and header (ADR 065). The route's own `@fastify/multipart`
 * scope sets the byte cap; past it, 413 with `tooLarge`. Anything else wrong is UploadRejected.
 */
export async function receiveImage(request: FastifyRequest, tooLarge: string): Promise<ImageUpload> {
  if (!request.isMultipart()) throw new UploadRejected(415, MESSAGES.media.notMultipart);
  let bytes: Buffer;
  let filename: string;
  try {
    const part = await request.file();
    if (!part || part.fieldname !== MEDIA_UPLOAD_FIELD) {
      part?.file.resume();
      throw new UploadRejected(400, MESSAGES.media.noFile);
    }
    filename = part.filename;
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof UploadRejected) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadRejected(413, tooLarge);
    throw new UploadRejected(
      400,
      code?.endsWith('_LIMIT') ? MESSAGES.media.oneFile : MESSAGES.media.badMultipart,
    );
  }
  if (bytes.length === 0) throw new UploadRejected(400, MESSAGES.media.noFile);
  return { originalName: path.basename(filename || 'picture').slice(0, LIMITS.fileName), bytes };
}
