import { Readable } from 'node:stream';
import { MESSAGES } from '@contract/messages.ts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media, mediaUploads } from '../db/schema.ts';
import { addJob, runDueJobs } from '../jobs/index.ts';
import { createJobTasks } from '../jobs/tasks.ts';
import { sharedTestDatabase } from '../test/database.ts';
import { adminSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { makeTestVideo, scratchDir } from '../test/media.ts';
import { startTestS3 } from '../test/s3.ts';

// 32 KiB chunks, so that the 3-second test video (about 90 KB) goes in three.
const CHUNK_KB = '32';
const CHUNK = 32 * 1024;

const { pool } = await sharedTestDatabase();
const s3Url = await startTestS3();
const { app, db } = await buildTestApp({
  DATA_DIR: scratchDir(),
  MEDIA_UPLOAD_CHUNK_KB: CHUNK_KB,
  MEDIA_MAX_VIDEO_MB: '1',
});
type Target = typeof app;

const start = (target: Target, headers: Record<string, string>, body: object) =>
  target.inject({ method: 'POST', url: '/api/admin/media/upload', headers, payload: body });

const putChunk = (
  target: Target,
  headers: Record<string, string>,
  id: string,
  offset: number,
  bytes: Buffer,
) =>
  target.inject({
    method: 'PUT',
    url: `/api/admin/media/upload/${id}/chunk?offset=${offset}`,
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });

const complete = (target: Target, headers: Record<string, string>, id: string) =>
  target.inject({ method: 'POST', url: `/api/admin/media/upload/${id}/complete`, headers });

const runJobs = (target: Target) =>
  runDueJobs(
    pool,
    createJobTasks({ db: target.db, mediaStorage: target.mediaStorage, publicUrl: target.config.publicUrl }),
  );

/** Starts an upload of `bytes` and sends all of it, chunk by chunk; returns the upload id. */
async function sendAll(
  target: Target,
  headers: Record<string, string>,
  bytes: Buffer,
  filename = 'Intro.mp4',
) {
  const started = await start(target, headers, { filename, size: bytes.length, content_type: 'video/mp4' });
  expect(started.statusCode).toBe(201);
  const { _id } = started.json();
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    const res = await putChunk(target, headers, _id, offset, bytes.subarray(offset, offset + CHUNK));
    expect(res.statusCode).toBe(200);
  }
  return _id as string;
}

describe.each([
  ['local disk', () => app],
  [
    'S3 (s3rver)',
    async () =>
      (
        await buildTestApp(
          { MEDIA_S3_URL: s3Url, DATA_DIR: scratchDir(), MEDIA_UPLOAD_CHUNK_KB: CHUNK_KB },
          { scope: 'test' },
        )
      ).app,
  ],
] as const)('a resumable upload on %s', (_name, makeApp) => {
  it('takes a video in three chunks, then assembles and transcodes it until ready', async () => {
    const target = await makeApp();
    const { headers } = await adminSession(target, db);
    const video = await makeTestVideo();
    const started = await start(target, headers, {
      filename: 'Intro.mp4',
      size: video.length,
      content_type: 'video/mp4',
    });
    expect(started.statusCode).toBe(201);
    const { _id } = started.json();
    expect(started.json()).toEqual({ _id, size: video.length, received_bytes: 0, chunk_bytes: CHUNK });

    const offsets = [0, CHUNK, 2 * CHUNK];
    expect(video.length).toBeGreaterThan(2 * CHUNK);
    for (const offset of offsets) {
      const res = await putChunk(target, headers, _id, offset, video.subarray(offset, offset + CHUNK));
      expect(res.statusCode).toBe(200);
      expect(res.json().received_bytes).toBe(Math.min(video.length, offset + CHUNK));
    }
    const status = await target.inject({ url: `/api/admin/media/upload/${_id}`, headers });
    expect(status.json()).toEqual({
      _id,
      size: video.length,
      received_bytes: video.length,
      chunk_bytes: CHUNK,
    });
    expect(await target.mediaStorage.list(`${_id}/chunks/`)).toHaveLength(3);

    const done = await complete(target, headers, _id);
    expect(done.statusCode).toBe(201);
    const mediaId = done.json()._id;
    expect(done.json()).toEqual({ _id: mediaId, status: 'processing' });
    // The upload became the media: it is no longer an upload.
    expect((await target.inject({ url: `/api/admin/media/upload/${_id}`, headers })).statusCode).toBe(404);

    await runJobs(target);
    const ready = (await target.inject({ url: `/api/admin/media/${mediaId}`, headers })).json();
    expect(ready).toMatchObject({
      status: 'ready',
      original_name: 'Intro.mp4',
      content_type: 'video/mp4',
      size_bytes: video.length,
    });
    expect(ready.duration_seconds).toBeGreaterThanOrEqual(2);
    const original = await target.mediaStorage.get(`${mediaId}/original.mp4`);
    expect(original?.sizeBytes).toBe(video.length);
    original?.body.destroy();
    expect(await target.mediaStorage.list(`${mediaId}/hls/`)).toContain(`${mediaId}/hls/index.m3u8`);
    expect(await target.mediaStorage.list(`${_id}/`)).toEqual([]);
  });
});

describe('PUT /api/admin/media/upload/:id/chunk', () => {
  it('answers 409 with received_bytes for a chunk at the wrong offset, so the client can resume', async () => {
    const { headers } = await adminSession(app, db);
    const video = await makeTestVideo();
    const { _id } = (await start(app, headers, { filename: 'a.mp4', size: video.length })).json();
    const ahead = await putChunk(app, headers, _id, CHUNK, video.subarray(CHUNK, 2 * CHUNK));
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json()).toEqual({ message: MESSAGES.media.chunkOffset, received_bytes: 0 });
    expect((await putChunk(app, headers, _id, 0, video.subarray(0, CHUNK))).statusCode).toBe(200);
    // The same chunk again (a retry whose answer was lost): told where the upload stands.
    const again = await putChunk(app, headers, _id, 0, video.subarray(0, CHUNK));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.media.chunkOffset, received_bytes: CHUNK });
  });

  it('stores exactly one of several requests for the same offset sent at once', async () => {
    const { headers } = await adminSession(app, db);
    const video = await makeTestVideo();
    const { _id } = (await start(app, headers, { filename: 'a.mp4', size: video.length })).json();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => putChunk(app, headers, _id, 0, video.subarray(0, CHUNK))),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409))
      expect(res.json().received_bytes).toBe(CHUNK);
    const [row] = await db.select().from(mediaUploads).where(sql`${mediaUploads.id} = ${_id}`);
    expect(row?.receivedBytes).toBe(CHUNK);
    expect(await app.mediaStorage.list(`${_id}/chunks/`)).toHaveLength(1);
  });

  it('refuses a chunk beyond the declared size, one over chunk_bytes, and a short one before the last', async () => {
    const { headers } = await adminSession(app, db);
    const { _id } = (await start(app, headers, { filename: 'a.mp4', size: CHUNK + 10 })).json();
    const tooBig = await putChunk(app, headers, _id, 0, Buffer.alloc(CHUNK + 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: MESSAGES.media.chunkTooLarge });
    const short = await putChunk(app, headers, _id, 0, Buffer.alloc(100));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: MESSAGES.media.chunkSize });
    expect((await putChunk(app, headers, _id, 0, Buffer.alloc(CHUNK))).statusCode).toBe(200);
    const beyond = await putChunk(app, headers, _id, CHUNK, Buffer.alloc(11));
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({ message: MESSAGES.media.chunkBeyondSize });
    expect((await app.inject({ url: `/api/admin/media/upload/${_id}`, headers })).json().received_bytes).toBe(
      CHUNK,
    );
  });

  it('stops reading a chunk sent without a length once it passes chunk_bytes', async () => {
    const { headers } = await adminSession(app, db);
    const { _id } = (await start(app, headers, { filename: 'a.mp4', size: 4 * CHUNK })).json();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/media/upload/${_id}/chunk?offset=0`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: Readable.from([Buffer.alloc(CHUNK), Buffer.alloc(CHUNK)]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MESSAGES.media.chunkTooLarge });
    expect(await app.mediaStorage.list(`${_id}/`)).toEqual([]);
  });

  it('takes chunks from a real client over HTTP, and answers 413 (not a reset) to one sent without a length past chunk_bytes', async () => {
    const { app: live } = await buildTestApp(
      { DATA_DIR: scratchDir(), MEDIA_UPLOAD_CHUNK_KB: CHUNK_KB },
      { scope: 'test' },
    );
    const address = await live.listen({ port: 0, host: '127.0.0.1' });
    const { headers } = await adminSession(live, db);
    const { _id } = (await start(live, headers, { filename: 'a.mp4', size: 4 * CHUNK })).json();
    const send = (offset: number, body: BodyInit) =>
      fetch(`${address}/api/admin/media/upload/${_id}/chunk?offset=${offset}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        body,
        duplex: 'half',
      } as RequestInit);
    const first = await send(0, new Uint8Array(CHUNK));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ received_bytes: CHUNK });
    // A stream body goes chunked, without Content-Length: the meter stops it.
    const streamed = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 3; i += 1) controller.enqueue(new Uint8Array(CHUNK));
        controller.close();
      },
    });
    const over = await send(CHUNK, streamed);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ message: MESSAGES.media.chunkTooLarge });
    expect(await live.mediaStorage.list(`${_id}/chunks/`)).toHaveLength(1);
  });

  it('takes raw bytes only, and answers 404 for an unknown upload', async () => {
    const { headers } = await adminSession(app, db);
    const { _id } = (await start(app, headers, { filename: 'a.mp4', size: 10 })).json();
    const json = await app.inject({
      method: 'PUT',
      url: `/api/admin/media/upload/${_id}/chunk?offset=0`,
      headers,
      payload: { bytes: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: MESSAGES.media.chunkContentType });
    const unknown = await putChunk(app, headers, crypto.randomUUID(), 0, Buffer.alloc(10));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MESSAGES.media.uploadNotFound });
  });
});

describe('POST /api/admin/media/upload', () => {
  it('refuses a video over the size limit (413) and anything but an MP4 (415)', async () => {
    const { headers } = await adminSession(app, db);
    const big = await start(app, headers, { filename: 'long.mp4', size: 1024 * 1024 + 1 });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: MESSAGES.media.tooLarge });
    const pdf = await start(app, headers, {
      filename: 'notes.pdf',
      size: 100,
      content_type: 'application/pdf',
    });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toEqual({ message: MESSAGES.media.resumableVideoOnly });
    const control = await start(app, headers, { filename: 'a\u0000.mp4', size: 100 });
    expect(control.statusCode).toBe(400);
    expect(await db.select().from(mediaUploads)).toEqual([]);
  });
});

describe('POST /api/admin/media/upload/:id/complete', () => {
  it('answers 409 while bytes are missing', async () => {
    const { headers } = await adminSession(app, db);
    const { _id } = (await start(app, headers, { filename: 'a.mp4', size: CHUNK + 1 })).json();
    await putChunk(app, headers, _id, 0, Buffer.alloc(CHUNK));
    const res = await complete(app, headers, _id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.media.uploadIncomplete });
  });

  it('refuses bytes that are not an MP4, leaving nothing behind', async () => {
    const { headers } = await adminSession(app, db);
    const fake = Buffer.concat([Buffer.from('%PDF-1.4 '), Buffer.alloc(CHUNK + 100, 7)]);
    const _id = await sendAll(app, headers, fake, 'sneaky.mp4');
    const res = await complete(app, headers, _id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.media.contentMismatch });
    expect(await app.mediaStorage.list(`${_id}/`)).toEqual([]);
    expect(await db.select().from(mediaUploads)).toEqual([]);
    expect(await db.select().from(media)).toEqual([]);
  });

  it('creates one media when completed twice at once', async () => {
    const { headers } = await adminSession(app, db);
    const _id = await sendAll(app, headers, await makeTestVideo());
    const answers = await Promise.all([complete(app, headers, _id), complete(app, headers, _id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 404]);
    expect(await db.select().from(media)).toHaveLength(1);
  });
});

describe('abandoned uploads', () => {
  it('are purged with their chunks after a day, by the hourly job', async () => {
    const { headers } = await adminSession(app, db);
    const video = await makeTestVideo();
    const { _id: old } = (await start(app, headers, { filename: 'old.mp4', size: video.length })).json();
    await putChunk(app, headers, old, 0, video.subarray(0, CHUNK));
    const { _id: fresh } = (await start(app, headers, { filename: 'new.mp4', size: video.length })).json();
    await putChunk(app, headers, fresh, 0, video.subarray(0, CHUNK));
    await db.execute(
      sql`update media_uploads set created_on = now() - interval '25 hours' where id = ${old}`,
    );

    await addJob(db, 'purge-media-uploads', {});
    await runJobs(app);
    expect((await app.inject({ url: `/api/admin/media/upload/${old}`, headers })).statusCode).toBe(404);
    expect(await app.mediaStorage.list(`${old}/`)).toEqual([]);
    expect(
      (await app.inject({ url: `/api/admin/media/upload/${fresh}`, headers })).json().received_bytes,
    ).toBe(CHUNK);
    expect(await app.mediaStorage.list(`${fresh}/`)).toHaveLength(1);
  });
});
