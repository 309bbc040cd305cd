import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MEDIA_UPLOAD_TYPES, type MediaUploadExtension } from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import { LIMITS } from '@contract/vocabulary.ts';

/** Why an upload was refused, with the HTTP status the route answers. */
export class UploadRejected extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export interface ReceivedUpload {
  /** The file on local disk, in a private temporary folder; call `discard()` when done. */
  filePath: string;
  extension: MediaUploadExtension;
  contentType: string;
  sizeBytes: number;
  originalName: string;
  discard(): Promise<void>;
}

export interface UploadLimits {
  maxVideoBytes: number;
  maxFileBytes: number;
}

const SNIFF_BYTES = 4096;

/**
 * The file's first bytes agree with its extension: an MP4 has an `ftyp` box at offset 4, a PDF
 * starts `%PDF-`, an .xlsx is a ZIP, a CSV is text (no NUL byte). The browser's content type
 * is the client's word only, so it decides nothing.
 */
export function contentMatches(extension: MediaUploadExtension, head: Buffer): boolean {
  switch (extension) {
    case 'mp4':
      return head.subarray(4, 8).toString('latin1') === 'ftyp';
    case 'pdf':
      return head.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'xlsx':
      return head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    case 'csv':
      return head.length > 0 && !head.includes(0);
  }
}

function extensionOf(name: string): MediaUploadExtension | undefined {
  const extension = path.extname(name).slice(1).toLowerCase();
  return Object.hasOwn(MEDIA_UPLOAD_TYPES, extension) ? (extension as MediaUploadExtension) : undefined;
}

/**
 * Streams an uploaded file to a temporary file, never holding it whole in memory, stopping at the
 * size limit of its kind (video or document) and checking its first bytes.
 */
export async function receiveUpload(
  upload: { filename: string; file: Readable },
  limits: UploadLimits,
): Promise<ReceivedUpload> {
  const originalName = path.basename(upload.filename || '').slice(0, LIMITS.fileName);
  const extension = extensionOf(originalName);
  if (!extension) {
    upload.file.resume();
    throw new UploadRejected(415, MESSAGES.media.unsupportedType);
  }
  const limit = extension === 'mp4' ? limits.maxVideoBytes : limits.maxFileBytes;
  const dir = await mkdtemp(path.join(tmpdir(), 'fintrain-upload-'));
  const filePath = path.join(dir, `upload.${extension}`);
  const discard = () => rm(dir, { recursive: true, force: true });
  let sizeBytes = 0;
  // An error of the multipart stream itself is the client's malformed body, not our failure.
  let malformed = false;
  upload.file.once('error', () => {
    malformed = true;
  });
  let head = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      if (sizeBytes > limit) return callback(new UploadRejected(413, MESSAGES.media.tooLarge));
      if (head.length < SNIFF_BYTES)
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(upload.file, meter, createWriteStream(filePath));
    // The multipart parser's own cap (a little above ours) truncates rather than failing.
    if ((upload.file as Readable & { truncated?: boolean }).truncated) {
      throw new UploadRejected(413, MESSAGES.media.tooLarge);
    }
    if (sizeBytes === 0) throw new UploadRejected(400, MESSAGES.media.noFile);
    if (!contentMatches(extension, head)) throw new UploadRejected(415, MESSAGES.media.contentMismatch);
  } catch (error) {
    upload.file.resume();
    await discard();
    if (error instanceof UploadRejected) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new UploadRejected(413, MESSAGES.media.tooLarge);
    }
    if (malformed) throw new UploadRejected(400, MESSAGES.media.badMultipart);
    throw error;
  }
  return {
    filePath,
    extension,
    contentType: MEDIA_UPLOAD_TYPES[extension],
    sizeBytes,
    originalName,
    discard,
  };
}

/**
 * Checks a resumable upload as declared (ADR 025): an MP4 by its name (and by the browser's type,
 * when it gives one), within the video size limit. The bytes are checked once they have arrived.
 */
export function checkResumableUpload(
  declared: { filename: string; size: number; contentType: string },
  limits: Pick<UploadLimits, 'maxVideoBytes'>,
): { originalName: string; contentType: string } {
  const originalName = path.basename(declared.filename).slice(0, LIMITS.fileName);
  const typeAgrees = declared.contentType === '' || declared.contentType === MEDIA_UPLOAD_TYPES.mp4;
  if (extensionOf(originalName) !== 'mp4' || !typeAgrees)
    throw new UploadRejected(415, MESSAGES.media.resumableVideoOnly);
  if (declared.size > limits.maxVideoBytes) throw new UploadRejected(413, MESSAGES.media.tooLarge);
  return { originalName, contentType: MEDIA_UPLOAD_TYPES.mp4 };
}

export interface ReceivedChunk {
  /** The chunk on local disk, in a private temporary folder; call `discard()` when done. */
  filePath: string;
  sizeBytes: number;
  discard(): Promise<void>;
}

/**
 * Streams one chunk of a resumable upload to a temporary file, refusing (413) more than
 * `maxBytes`: the body is never held in memory, and never read past the chunk size.
 */
export async function receiveChunk(body: Readable, maxBytes: number): Promise<ReceivedChunk> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fintrain-chunk-'));
  const filePath = path.join(dir, 'chunk');
  const discard = () => rm(dir, { recursive: true, force: true });
  let sizeBytes = 0;
  let broken = false;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      if (sizeBytes > maxBytes) return callback(new UploadRejected(413, MESSAGES.media.chunkTooLarge));
      callback(null, chunk);
    },
  });
  body.once('error', (error) => {
    broken = true;
    meter.destroy(error);
  });
  // Piped rather than put in the pipeline: a refused chunk must not destroy the request stream
  // (the socket), or the client would see a reset instead of the 413 that says why.
  body.pipe(meter);
  try {
    await pipeline(meter, createWriteStream(filePath));
  } catch (error) {
    body.unpipe(meter);
    body.resume();
    await discard();
    if (error instanceof UploadRejected) throw error;
    // The client went away or sent a broken body: its chunk is not stored, it sends it again.
    if (broken) throw new UploadRejected(400, MESSAGES.generic.badRequest);
    throw error;
  }
  return { filePath, sizeBytes, discard };
}
