import { MEDIA_UPLOAD_FIELD } from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscriptions } from '../db/schema.ts';
import { runDueJobs } from '../jobs/index.ts';
import { createJobTasks } from '../jobs/tasks.ts';
import { sharedTestDatabase } from '../test/database.ts';
import {
  adminSession,
  createLesson,
  createModule,
  createProgram,
  createSubscription,
  userSession,
} from '../test/factories.ts';
import { buildTestApp, TEST_APP_SECRET } from '../test/harness.ts';
import { makeTestVideo, multipartBody, scratchDir } from '../test/media.ts';
import { signedMediaPath } from './signed-url.ts';

const { pool } = await sharedTestDatabase();
const { app, db } = await buildTestApp({ DATA_DIR: scratchDir(), MEDIA_URL_TTL_SECONDS: '120' });

afterEach(() => {
  vi.useRealTimers();
});

/** Uploads a file as an admin; the transcoding job runs when the test calls runJobs. */
async function uploadMedia(name: string, bytes: Buffer | string): Promise<string> {
  const admin = await adminSession(app, db);
  const body = await multipartBody(MEDIA_UPLOAD_FIELD, name, bytes);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json()._id;
}

const runJobs = () =>
  runDueJobs(
    pool,
    createJobTasks({ db: app.db, mediaStorage: app.mediaStorage, publicUrl: app.config.publicUrl }),
  );

/** A program with one video lesson, and a learner whose subscription has `status`. */
async function videoLessonFor(status: 'active' | 'pending') {
  const videoId = await uploadMedia('Intro.mp4', await makeTestVideo());
  const program = await createProgram(db);
  const module = await createModule(db, program);
  const lesson = await createLesson(db, module, { kind: 'video', htmlContent: '', mediaId: videoId });
  await runJobs();
  const learner = await userSession(app, db);
  const subscription = await createSubscription(db, learner.user, program, { status });
  return { videoId, lesson, learner, subscription };
}

const get = (url: string) => app.inject({ method: 'GET', url });

describe('a video lesson', () => {
  it('gives an active learner a signed playlist whose segments are signed too', async () => {
    const { videoId, lesson, learner } = await videoLessonFor('active');
    const res = await app.inject({ url: `/api/lesson/${lesson.id}`, headers: learner.headers });
    expect(res.statusCode).toBe(200);
    const { playlist_url, duration_seconds } = res.json();
    expect(duration_seconds).toBeGreaterThanOrEqual(2);
    expect(playlist_url).toMatch(
      new RegExp(`^/api/media/${videoId}/hls/index\\.m3u8\\?exp=\\d+&u=${learner.user.id}&l=`),
    );

    const playlist = await get(playlist_url);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.headers['cache-control']).toBe('private, no-store');
    expect(playlist.body).toContain('#EXTM3U');
    const segments = playlist.body.split('\n').filter((line) => line.startsWith('/api/'));
    expect(segments.length).toBeGreaterThan(0);
    expect(segments[0]).toMatch(new RegExp(`^/api/media/${videoId}/hls/seg_000\\.ts\\?exp=\\d+&u=.+&sig=`));

    const segment = await get(segments[0]!);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload[0]).toBe(0x47); // an MPEG-TS sync byte
  });

  it('answers 403 to a tampered signature, another user, another file, or an expired URL', async () => {
    const { lesson, learner } = await videoLessonFor('active');
    const { playlist_url } = (
      await app.inject({ url: `/api/lesson/${lesson.id}`, headers: learner.headers })
    ).json();
    const segment = (await get(playlist_url)).body.split('\n').find((line) => line.startsWith('/api/'))!;
    const other = await userSession(app, db);
    const tampered = [
      playlist_url.replace(/sig=(.)/, (_m: string, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`),
      playlist_url.replace(learner.user.id, other.user.id),
      playlist_url.replace('index.m3u8', 'seg_000.ts'),
      playlist_url.replace(/exp=(\d+)/, (_m: string, e: string) => `exp=${Number(e) + 3600}`),
    ];
    for (const url of tampered) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.media.linkExpired });
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 121_000);
    for (const url of [playlist_url, segment]) {
      const res = await get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.media.linkExpired });
    }
  });

  it('gives a pending learner no playlist, and a URL signed for them anyway answers 403', async () => {
    const { videoId, lesson, learner } = await videoLessonFor('pending');
    const res = await app.inject({ url: `/api/lesson/${lesson.id}`, headers: learner.headers });
    expect(res.statusCode).toBe(403);
    const forged = signedMediaPath(TEST_APP_SECRET, {
      mediaId: videoId,
      file: 'index.m3u8',
      userId: learner.user.id,
      lessonId: lesson.id,
      expiresAt: Math.floor(Date.now() / 1000) + 60,
    });
    const playlist = await get(forged);
    expect(playlist.statusCode).toBe(403);
    expect(playlist.json()).toEqual({ message: MESSAGES.courses.notActive });
  });

  it('stops the playlist at once when the subscription is rejected; a segment URL lives until it expires', async () => {
    const { lesson, learner, subscription } = await videoLessonFor('active');
    const { playlist_url } = (
      await app.inject({ url: `/api/lesson/${lesson.id}`, headers: learner.headers })
    ).json();
    const segment = (await get(playlist_url)).body.split('\n').find((line) => line.startsWith('/api/'))!;
    await db.update(subscriptions).set({ status: 'rejected' }).where(eq(subscriptions.id, subscription.id));
    expect((await get(playlist_url)).statusCode).toBe(403);
    expect((await get(segment)).statusCode).toBe(200);
  });
});

describe('a file lesson', () => {
  it('gives a signed download with Content-Disposition: attachment', async () => {
    const pdfId = await uploadMedia('Chart patterns.pdf', '%PDF-1.4\n% notes\n');
    const program = await createProgram(db);
    const module = await createModule(db, program);
    const lesson = await createLesson(db, module, {
      kind: 'file',
      htmlContent: '',
      mediaId: pdfId,
      preview: true,
    });
    const res = await app.inject({ url: `/api/lesson/${lesson.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().playlist_url).toBeNull();
    const download = await get(res.json().download_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Chart patterns.pdf"; filename*=UTF-8''Chart%20patterns.pdf`,
    );
    expect(download.body).toBe('%PDF-1.4\n% notes\n');
  });
});
