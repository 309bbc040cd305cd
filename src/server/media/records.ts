import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { HLS_MEDIA_TYPES } from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';
import { lessons, media } from '../db/schema.ts';
import { addJob } from '../jobs/index.ts';
import { DomainError } from '../shared/errors.ts';
import { FfmpegError, HLS_PLAYLIST, playlistSeconds, transcodeToHls } from './ffmpeg.ts';
import type { MediaStorage } from './storage.ts';

export type MediaRow = typeof media.$inferSelect;

/** Where a media's files live in storage: the upload, and the HLS rendition of a video. */
export const mediaKeys = {
  original: (id: string, extension: string) => `${id}/original.${extension}`,
  hlsFolder: (id: string) => `${id}/hls/`,
  hls: (id: string, file: string) => `${id}/hls/${file}`,
};

export interface NewMedia {
  id: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  isVideo: boolean;
}

/**
 * Records an upload already in storage. A video starts `processing` and its transcoding job is
 * queued in the same transaction; a document is `ready` at once.
 */
export async function createMedia(db: DbOrTx, input: NewMedia): Promise<MediaRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(media)
      .values({
        id: input.id,
        status: input.isVideo ? 'processing' : 'ready',
        originalName: input.originalName,
        contentType: input.contentType,
        sizeBytes: input.sizeBytes,
        storageKey: input.storageKey,
      })
      .returning();
    if (input.isVideo)
      await addJob(tx, 'transcode-media', { media_id: input.id }, { jobKey: `transcode:${input.id}` });
    return row as MediaRow;
  });
}

export async function getMedia(db: DbOrTx, id: string): Promise<MediaRow> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  if (!row) throw new DomainError('not_found', MESSAGES.courses.mediaNotFound);
  return row;
}

/**
 * The transcoding job: original → HLS in storage → `ready` with its duration, copied to the
 * lessons that use it. Runs again harmlessly (a media no longer `processing` is left alone; the
 * outputs are overwritten in place). A file ffmpeg cannot read marks the media `failed` with
 * ffmpeg's reason; any other error (storage, database) throws, so the job is retried.
 */
export async function transcodeMedia(db: Database, storage: MediaStorage, mediaId: string): Promise<void> {
  const [row] = await db.select().from(media).where(eq(media.id, mediaId));
  if (row?.status !== 'processing') return;
  const work = await mkdtemp(path.join(tmpdir(), 'fintrain-transcode-'));
  try {
    const source = await storage.get(row.storageKey);
    if (!source) return void (await markFailed(db, mediaId, 'The uploaded file is missing from storage.'));
    const input = path.join(work, `input${path.extname(row.storageKey)}`);
    await pipeline(source.body, createWriteStream(input));
    const out = path.join(work, 'hls');
    await mkdir(out);
    try {
      await transcodeToHls(input, out);
    } catch (error) {
      if (error instanceof FfmpegError)
        return void (await markFailed(db, mediaId, `ffmpeg: ${error.message}`.slice(0, 500)));
      throw error;
    }
    const playlist = await readFile(path.join(out, HLS_PLAYLIST), 'utf8');
    const durationSeconds = Math.max(1, Math.round(playlistSeconds(playlist)));
    // Segments first, the playlist last: a playlist in storage always finds its segments.
    const segments = (await readdir(out)).filter((name) => name.endsWith('.ts')).sort();
    for (const name of segments)
      await storage.putFile(mediaKeys.hls(mediaId, name), path.join(out, name), HLS_MEDIA_TYPES.segment);
    await storage.putFile(
      mediaKeys.hls(mediaId, HLS_PLAYLIST),
      path.join(out, HLS_PLAYLIST),
      HLS_MEDIA_TYPES.playlist,
    );
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(media)
        .set({ status: 'ready', durationSeconds, error: null })
        .where(and(eq(media.id, mediaId), eq(media.status, 'processing')))
        .returning({ id: media.id });
      if (updated.length > 0)
        await tx.update(lessons).set({ durationSeconds }).where(eq(lessons.mediaId, mediaId));
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Ends a video's processing as `failed`, with the reason the admin reads. */
export async function markFailed(db: Database, mediaId: string, reason: string): Promise<void> {
  await db
    .update(media)
    .set({ status: 'failed', error: reason })
    .where(and(eq(media.id, mediaId), eq(media.status, 'processing')));
}
