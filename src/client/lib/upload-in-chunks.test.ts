import { apiUrl, mockApi, on } from '@client/test/fetch-mock.ts';
import { memoryStorage } from '@client/test/memory-storage.ts';
import { type FakeUploadRequest, mockUploads } from '@client/test/upload-mock.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { CHUNK_RETRIES, uploadInChunks } from './upload-in-chunks.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

// 20 bytes in chunks of 8: 8, 8 and a last one of 4.
const CHUNK = 8;
const video = () => new File(['0123456789abcdefghij'], 'candles.mp4', { type: 'video/mp4', lastModified: 1 });
const state = (received: number) => ({
  _id: 'upload-1',
  size: 20,
  received_bytes: received,
  chunk_bytes: CHUNK,
});
const chunkUrl = (offset: number) =>
  apiUrl(endpoints.adminMediaUploadChunk, { id: 'upload-1' }, { offset: String(offset) });

function mockServer() {
  return mockApi({
    [on(endpoints.adminMediaUploadStart)]: { status: 201, body: state(0) },
    [on(endpoints.adminMediaUploadStatus, { id: 'upload-1' })]: { status: 200, body: state(8) },
    [on(endpoints.adminMediaUploadComplete, { id: 'upload-1' })]: {
      status: 201,
      body: { _id: 'media-1', status: 'processing' },
    },
  });
}

/** The nth chunk request, once the uploader has sent it. */
async function request(uploads: FakeUploadRequest[], index: number): Promise<FakeUploadRequest> {
  await vi.waitFor(() => expect(uploads[index]).toBeDefined());
  return uploads[index] as FakeUploadRequest;
}

describe('uploadInChunks', () => {
  it('declares the file, sends its chunks in order as raw bytes with progress over the whole file, then completes it', async () => {
    const sent = mockServer();
    const uploads = mockUploads();
    const progress: [number, number][] = [];
    const uploading = uploadInChunks({
      file: video(),
      onProgress: ({ loaded, total }) => progress.push([loaded, total]),
    });

    for (const [index, offset, length] of [
      [0, 0, 8],
      [1, 8, 8],
      [2, 16, 4],
    ] as const) {
      const chunk = await request(uploads, index);
      expect(chunk.method).toBe('PUT');
      expect(chunk.url).toBe(chunkUrl(offset));
      expect(chunk.headers['Content-Type']).toBe('application/octet-stream');
      expect(chunk.body).toBeInstanceOf(Blob);
      expect(await (chunk.body as Blob).text()).toBe('0123456789abcdefghij'.slice(offset, offset + length));
      chunk.progress(length / 2, length);
      chunk.respond(200, state(offset + length));
    }

    await expect(uploading).resolves.toEqual({ _id: 'media-1', status: 'processing' });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${apiUrl(endpoints.adminMediaUploadStart)}`,
      `POST ${apiUrl(endpoints.adminMediaUploadComplete, { id: 'upload-1' })}`,
    ]);
    expect(sent[0]?.body).toEqual({ filename: 'candles.mp4', size: 20, content_type: 'video/mp4' });
    expect(progress).toEqual([
      [0, 20],
      [4, 20],
      [12, 20],
      [18, 20],
      [20, 20],
    ]);
  });

  it(`sends a failed chunk again, up to ${CHUNK_RETRIES} times, then gives up`, async () => {
    mockServer();
    const uploads = mockUploads();
    const uploading = uploadInChunks({ file: video(), retryDelayMs: 0 });
    // Twice lost, then through: the upload goes on.
    (await request(uploads, 0)).fail();
    (await request(uploads, 1)).respond(502, 'Bad Gateway');
    (await request(uploads, 2)).respond(200, state(8));
    // The next chunk fails four times: three retries, then the error.
    for (const index of [3, 4, 5, 6]) {
      const chunk = await request(uploads, index);
      expect(chunk.url).toBe(chunkUrl(8));
      chunk.fail();
    }
    await expect(uploading).rejects.toBeInstanceOf(TypeError);
    expect(uploads).toHaveLength(7);
  });

  it('does not send a refused chunk again', async () => {
    mockServer();
    const uploads = mockUploads();
    const uploading = uploadInChunks({ file: video(), retryDelayMs: 0 });
    (await request(uploads, 0)).respond(413, { message: MESSAGES.media.chunkTooLarge });
    await expect(uploading).rejects.toMatchObject({
      status: 413,
      serverMessage: MESSAGES.media.chunkTooLarge,
    });
    expect(uploads).toHaveLength(1);
  });

  it('resumes from received_bytes when the server answers 409', async () => {
    mockServer();
    const uploads = mockUploads();
    const uploading = uploadInChunks({ file: video(), retryDelayMs: 0 });
    // Say the first chunk's answer was lost and a retry went through: the server is at 16.
    (await request(uploads, 0)).respond(409, { message: MESSAGES.media.chunkOffset, received_bytes: 16 });
    const next = await request(uploads, 1);
    expect(next.url).toBe(chunkUrl(16));
    next.respond(200, state(20));
    await expect(uploading).resolves.toEqual({ _id: 'media-1', status: 'processing' });
    expect(uploads).toHaveLength(2);
  });

  it('resumes the same file after a reload from where the server stands', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    mockServer();
    const uploads = mockUploads();
    const controller = new AbortController();
    const first = uploadInChunks({ file: video(), signal: controller.signal });
    (await request(uploads, 0)).respond(200, state(8));
    await request(uploads, 1);
    controller.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });

    // The page is reloaded and the same file chosen again: no new upload, on from byte 8.
    const sent = mockServer();
    const again = uploadInChunks({ file: video() });
    const chunk = await request(uploads, 2);
    expect(chunk.url).toBe(chunkUrl(8));
    expect(sent[0]).toMatchObject({
      method: 'GET',
      path: apiUrl(endpoints.adminMediaUploadStatus, { id: 'upload-1' }),
    });
    chunk.respond(200, state(16));
    (await request(uploads, 3)).respond(200, state(20));
    await expect(again).resolves.toEqual({ _id: 'media-1', status: 'processing' });
    // Completed: a third choice of the file would start a new upload.
    expect(localStorage.length).toBe(0);
  });

  it('starts afresh when the remembered upload is gone', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    localStorage.setItem('media-upload:candles.mp4:20:1', 'upload-old');
    const sent = mockApi({
      [on(endpoints.adminMediaUploadStatus, { id: 'upload-old' })]: {
        status: 404,
        body: { message: MESSAGES.media.uploadNotFound },
      },
      [on(endpoints.adminMediaUploadStart)]: { status: 201, body: state(0) },
    });
    const uploads = mockUploads();
    const uploading = uploadInChunks({ file: video() });
    (await request(uploads, 0)).respond(400, { message: MESSAGES.media.chunkSize });
    await expect(uploading).rejects.toBeInstanceOf(ApiError);
    expect(sent.map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(localStorage.getItem('media-upload:candles.mp4:20:1')).toBe('upload-1');
  });
});
