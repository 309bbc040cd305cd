import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MEDIA_UPLOAD_TYPES } from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, eq, lt } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';
import { media, mediaUploads } from '../db/schema.ts';
import { addJob } from '../jobs/index.ts';
import { DomainError } from '../shared/errors.ts';
import { type MediaRow, markFailed, mediaKeys, transcodeMedia } from './records.ts';
import type { MediaStorage } from './storage.ts';
import { contentMatches } from './upload.ts';

export type MediaUploadRow = typeof mediaUploads.$inferSelect;

/**
 * Where a resumable upload's chunks live in storage (ADR 025): one object per chunk, named by its
 * offset (zero-padded, so that the names sort in file order), shared by every instance.
 */
export const uploadKeys = {
  folder: (id: string) => `${id}/`,
  chunks: (id: string) => `${id}/chunks/`,
  chunk: (id: string, offset: number) => `${id}/chunks/${String(offset).padStart(12, '0')}`,
};

/** How long an upload may sit unfinished before the purge removes it with its chunks. */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

export interface NewMediaUpload {
  createdBy: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

export async function startMediaUpload(db: DbOrTx, input: NewMediaUpload): Promise<MediaUploadRow> {
  const [row] = await db.insert(mediaUploads).values(input).returning();
  return row as MediaUploadRow;
}

export async function getMediaUpload(db: DbOrTx, id: string): Promise<MediaUploadRow> {
  const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, id));
  if (!row) throw new DomainError('not_found', MESSAGES.media.uploadNotFound);
  return row;
}

export type ChunkOutcome =
  | { outcome: 'stored'; upload: MediaUploadRow }
  /** Another chunk (or the same one, sent twice) got there first: resume from `receivedBytes`. */
  | { outcome: 'stale'; receivedBytes: number };

/**
 * Stores one chunk at `offset`, which must be where the upload stands. The upload's row is locked
 * while the chunk is put in storage and `received_bytes` moves on, so of two requests for the same
 * offset exactly one stores its bytes; the other finds the offset passed and is told where the
 * upload stands. Every chunk is `chunkBytes` long but the last, which ends at the declared size.
 */
export async function storeChunk(
  db: Database,
  storage: MediaStorage,
  input: { uploadId: string; offset: number; filePath: string; sizeBytes: number; chunkBytes: number },
): Promise<ChunkOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(mediaUploads)
      .where(eq(mediaUploads.id, input.uploadId))
      .for('update');
    if (!row) throw new DomainError('not_found', MESSAGES.media.uploadNotFound);
    if (row.receivedBytes !== input.offset) return { outcome: 'stale', receivedBytes: row.receivedBytes };
    const end = input.offset + input.sizeBytes;
    if (end > row.sizeBytes) throw new DomainError('invalid', MESSAGES.media.chunkBeyondSize);
    if (input.sizeBytes === 0 || (input.sizeBytes !== input.chunkBytes && end !== row.sizeBytes))
      throw new DomainError('invalid', MESSAGES.media.chunkSize);
    await storage.putFile(uploadKeys.chunk(row.id, input.offset), input.filePath, 'application/octet-stream');
    const [updated] = await tx
      .update(mediaUploads)
      .set({ receivedBytes: end })
      .where(eq(mediaUploads.id, row.id))
      .returning();
    return { outcome: 'stored', upload: updated as MediaUploadRow };
  });
}

/** The first bytes of an object in storage (at most `count`). */
async function readHead(storage: MediaStorage, key: string, count: number): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) return Buffer.alloc(0);
  const parts: Buffer[] = [];
  let length = 0;
  for await (const part of object.body as AsyncIterable<Buffer>) {
    parts.push(part);
    length += part.length;
    if (length >= count) break;
  }
  object.body.destroy();
  return Buffer.concat(parts).subarray(0, count);
}

/** Deletes every object stored under `prefix`. */
async function deleteAll(storage: MediaStorage, prefix: string): Promise<void> {
  for (const key of await storage.list(prefix)) await storage.delete(key);
}

/**
 * Completes an upload whose every byte has arrived: its first bytes must be an MP4's (otherwise
 * the upload and its chunks are removed); then, in one transaction, the upload becomes a media
 * row, `processing`, and the job that assembles its chunks and transcodes the video is queued.
 */
export async function completeMediaUpload(
  db: Database,
  storage: MediaStorage,
  uploadId: string,
): Promise<MediaRow> {
  const upload = await getMediaUpload(db, uploadId);
  if (upload.receivedBytes < upload.sizeBytes)
    throw new DomainError('conflict', MESSAGES.media.uploadIncomplete);
  const head = await readHead(storage, uploadKeys.chunk(uploadId, 0), 4096);
  if (!contentMatches('mp4', head)) {
    await discardMediaUpload(db, storage, uploadId);
    throw new DomainError('invalid', MESSAGES.media.contentMismatch);
  }
  return db.transaction(async (tx) => {
    // Deleting the row is the claim: of two completions at once, one finds nothing left.
    const [claimed] = await tx.delete(mediaUploads).where(eq(mediaUploads.id, uploadId)).returning();
    if (!claimed) throw new DomainError('not_found', MESSAGES.media.uploadNotFound);
    const mediaId = randomUUID();
    const [row] = await tx
      .insert(media)
      .values({
        id: mediaId,
        status: 'processing',
        originalName: claimed.originalName,
        contentType: MEDIA_UPLOAD_TYPES.mp4,
        sizeBytes: claimed.sizeBytes,
        storageKey: mediaKeys.original(mediaId, 'mp4'),
      })
      .returning();
    await addJob(
      tx,
      'assemble-media-upload',
      { upload_id: uploadId, media_id: mediaId },
      { jobKey: `assemble:${mediaId}` },
    );
    return row as MediaRow;
  });
}

/** Removes an upload and its chunks (refused content, or abandoned). */
async function discardMediaUpload(db: Database, storage: MediaStorage, uploadId: string): Promise<void> {
  await deleteAll(storage, uploadKeys.folder(uploadId));
  await db.delete(mediaUploads).where(eq(mediaUploads.id, uploadId));
}

/**
 * The job queued by completion: streams the chunks, in order, into one temporary file, stores it
 * as the media's original, deletes the chunks, then transcodes (transcodeMedia). Runs again
 * harmlessly: the original is stored before the chunks are deleted, and a run that finds no
 * chunks goes straight to transcoding what is stored.
 */
export async function assembleMediaUpload(
  db: Database,
  storage: MediaStorage,
  payload: { upload_id: string; media_id: string },
): Promise<void> {
  const [row] = await db.select().from(media).where(eq(media.id, payload.media_id));
  if (row?.status !== 'processing') return;
  const chunks = await storage.list(uploadKeys.chunks(payload.upload_id));
  if (chunks.length > 0) {
    const work = await mkdtemp(path.join(tmpdir(), 'fintrain-assemble-'));
    try {
      const file = path.join(work, 'original.mp4');
      const out = createWriteStream(file);
      try {
        for (const key of chunks) {
          const chunk = await storage.get(key);
          if (!chunk) throw new Error(`Chunk ${key} vanished while assembling`);
          for await (const part of chunk.body as AsyncIterable<Buffer>) {
            if (!out.write(part)) await once(out, 'drain');
          }
        }
      } finally {
        out.end();
        await once(out, 'close');
      }
      const { size } = await stat(file);
      if (size !== row.sizeBytes) {
        await markFailed(db, row.id, 'The uploaded chunks do not add up to the file.');
        return void (await deleteAll(storage, uploadKeys.folder(payload.upload_id)));
      }
      await storage.putFile(row.storageKey, file, MEDIA_UPLOAD_TYPES.mp4);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    await deleteAll(storage, uploadKeys.folder(payload.upload_id));
  }
  await transcodeMedia(db, storage, row.id);
}

/**
 * Removes uploads started more than a day before `now` and never completed, with their chunks.
 * Each row is locked (skipping one a chunk request holds) while its chunks go, so a chunk that
 * arrives meanwhile finds the upload gone rather than leaving an object behind. Safe on every
 * instance at once. Returns how many it removed.
 */
export async function purgeAbandonedUploads(
  db: Database,
  storage: MediaStorage,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_UPLOAD_MS);
  const stale = await db
    .select({ id: mediaUploads.id })
    .from(mediaUploads)
    .where(lt(mediaUploads.createdOn, cutoff))
    .limit(500);
  let removed = 0;
  for (const { id } of stale) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: mediaUploads.id })
        .from(mediaUploads)
        .where(and(eq(mediaUploads.id, id), lt(mediaUploads.createdOn, cutoff)))
        .for('update', { skipLocked: true });
      if (!row) return;
      await deleteAll(storage, uploadKeys.folder(id));
      await tx.delete(mediaUploads).where(eq(mediaUploads.id, id));
      removed += 1;
    });
  }
  return removed;
}
