import { MEDIA_UPLOAD_FIELD } from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runDueJobs } from '../jobs/index.ts';
import { createJobTasks } from '../jobs/tasks.ts';
import { sharedTestDatabase } from '../test/database.ts';
import { adminSession, createLesson, createModule, createProgram } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { makeTestVideo, multipartBody, scratchDir } from '../test/media.ts';
import { startTestS3 } from '../test/s3.ts';

const { pool } = await sharedTestDatabase();
const s3Url = await startTestS3();
const { app, db } = await buildTestApp({ DATA_DIR: scratchDir(), MEDIA_MAX_FILE_MB: '1' });

async function upload(
  target: typeof app,
  headers: Record<string, string>,
  name: string,
  bytes: Buffer | string,
) {
  const body = await multipartBody(MEDIA_UPLOAD_FIELD, name, bytes);
  return target.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const runJobs = (target: typeof app) =>
  runDueJobs(
    pool,
    createJobTasks({ db: target.db, mediaStorage: target.mediaStorage, publicUrl: target.config.publicUrl }),
  );

describe('POST /api/admin/media', () => {
  it('takes a PDF and a CSV as ready at once', async () => {
    const { headers } = await adminSession(app, db);
    const pdf = await upload(app, headers, 'Notes.pdf', '%PDF-1.4\n% a tiny pdf\n');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toEqual({ _id: expect.any(String), status: 'ready' });
    const got = await app.inject({ url: `/api/admin/media/${pdf.json()._id}`, headers });
    expect(got.json()).toEqual({
      _id: pdf.json()._id,
      status: 'ready',
      original_name: 'Notes.pdf',
      content_type: 'application/pdf',
      size_bytes: 22,
      duration_seconds: null,
    });
    const csv = await upload(app, headers, 'prices.csv', 'date,close\n2026-11-23,100\n');
    expect(csv.statusCode).toBe(201);
    expect(csv.json().status).toBe('ready');
  });

  it('refuses a file whose bytes do not match its name', async () => {
    const { headers } = await adminSession(app, db);
    const res = await upload(app, headers, 'lesson.mp4', '%PDF-1.4 not a video');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: MESSAGES.media.contentMismatch });
  });

  it('refuses a type it does not take', async () => {
    const { headers } = await adminSession(app, db);
    const res = await upload(app, headers, 'run.exe', 'MZ');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: MESSAGES.media.unsupportedType });
  });

  it('refuses a document over its size limit', async () => {
    const { headers } = await adminSession(app, db);
    const res = await upload(app, headers, 'big.csv', 'a,b\n'.repeat(300_000));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MESSAGES.media.tooLarge });
  });

  it('refuses a body that is not multipart', async () => {
    const { headers } = await adminSession(app, db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers,
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: MESSAGES.media.notMultipart });
  });

  it('refuses a form with anything beside the one file', async () => {
    const { headers } = await adminSession(app, db);
    const form = new FormData();
    form.append('title', 'Intro');
    form.append(MEDIA_UPLOAD_FIELD, new Blob(['%PDF-1.4']), 'a.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.media.oneFile });
  });

  it('answers 404 for an unknown media', async () => {
    const { headers } = await adminSession(app, db);
    const res = await app.inject({ url: `/api/admin/media/${crypto.randomUUID()}`, headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.courses.mediaNotFound });
  });
});

describe.each([
  ['local disk', () => app],
  [
    'S3 (s3rver)',
    async () => (await buildTestApp({ MEDIA_S3_URL: s3Url, DATA_DIR: scratchDir() }, { scope: 'test' })).app,
  ],
] as const)('transcoding on %s', (_name, makeApp) => {
  it('turns an MP4 into HLS: processing, then ready with its duration, copied to its lesson', async () => {
    const target = await makeApp();
    const { headers } = await adminSession(target, db);
    const res = await upload(target, headers, 'Intro.mp4', await makeTestVideo());
    expect(res.statusCode).toBe(201);
    const { _id } = res.json();
    expect(res.json().status).toBe('processing');
    const module = await createModule(db, await createProgram(db));
    const lesson = await createLesson(db, module, { kind: 'video', htmlContent: '', mediaId: _id });

    await runJobs(target);
    const media = (await target.inject({ url: `/api/admin/media/${_id}`, headers })).json();
    expect(media).toMatchObject({ status: 'ready', content_type: 'video/mp4' });
    expect(media.duration_seconds).toBeGreaterThanOrEqual(2);
    expect(media.duration_seconds).toBeLessThanOrEqual(4);
    const keys = await target.mediaStorage.list(`${_id}/hls/`);
    expect(keys).toContain(`${_id}/hls/index.m3u8`);
    expect(keys).toContain(`${_id}/hls/seg_000.ts`);
    const lessonRow = await db.query.lessons.findFirst({ where: (l, { eq }) => eq(l.id, lesson.id) });
    expect(lessonRow?.durationSeconds).toBe(media.duration_seconds);

    // A second run of the same job changes nothing.
    await target.db.execute(
      sql`select graphile_worker.add_job('transcode-media', json_build_object('media_id', ${_id}::text))`,
    );
    await runJobs(target);
    expect((await target.inject({ url: `/api/admin/media/${_id}`, headers })).json()).toEqual(media);
  });
});

describe('a lesson pointed at a ready video', () => {
  it("takes the video's duration, when added and when edited", async () => {
    const { headers } = await adminSession(app, db);
    const { _id } = (await upload(app, headers, 'Later.mp4', await makeTestVideo())).json();
    await runJobs(app);
    const { duration_seconds } = (await app.inject({ url: `/api/admin/media/${_id}`, headers })).json();
    const module = await createModule(db, await createProgram(db));
    const added = await app.inject({
      method: 'POST',
      url: `/api/admin/module/${module.id}/lesson`,
      headers,
      payload: { title: 'Candles', kind: 'video', media_id: _id },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().duration_seconds).toBe(duration_seconds);
    const other = await createLesson(db, module, { kind: 'video', htmlContent: '', durationSeconds: 999 });
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/lesson/${other.id}`,
      headers,
      payload: { media_id: _id },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().duration_seconds).toBe(duration_seconds);
  });
});

describe('a video ffmpeg cannot read', () => {
  it('ends failed, with the reason for the admin', async () => {
    const { headers } = await adminSession(app, db);
    const fake = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(64, 1)]);
    const res = await upload(app, headers, 'broken.mp4', fake);
    expect(res.statusCode).toBe(201);
    await runJobs(app);
    const media = (await app.inject({ url: `/api/admin/media/${res.json()._id}`, headers })).json();
    expect(media.status).toBe('failed');
    expect(media.error).toMatch(/ffmpeg/);
  });
});
