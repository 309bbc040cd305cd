import { apiUrl } from '@client/test/fetch-mock.ts';
import { memoryStorage } from '@client/test/memory-storage.ts';
import { mockUploads } from '@client/test/upload-mock.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, callWithServerDate, errorMessage, upload } from './api-client.ts';

function answer(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const contact = { name: 'Asha', email: 'asha@example.in', subject: 'Hi', message: 'Hello' };

describe('call', () => {
  it('sends JSON under /api with cookies and returns the parsed body', async () => {
    const fetchMock = answer(201, { message: 'Saved.' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(call(endpoints.contactSubmit, { body: contact })).resolves.toEqual({
      message: 'Saved.',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(apiUrl(endpoints.contactSubmit));
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify(contact));
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends a text body as it is with the Content-Type asked for (a CSV import), not as JSON', async () => {
    const fetchMock = answer(201, { imported: 1, warnings: [] });
    vi.stubGlobal('fetch', fetchMock);
    const csv = 'question,option_1,option_2,correct\n"What is a call?",Right,Wrong,1\n';
    await expect(
      call(endpoints.adminBankImport, { params: { id: 'bank-1' }, body: csv, textType: 'text/csv' }),
    ).resolves.toEqual({ imported: 1, warnings: [] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(apiUrl(endpoints.adminBankImport, { id: 'bank-1' }));
    expect(init.method).toBe('POST');
    expect(init.body).toBe(csv);
    expect(new Headers(init.headers).get('Content-Type')).toBe('text/csv');
  });

  it("throws an ApiError carrying the status and the server's message", async () => {
    vi.stubGlobal('fetch', answer(409, { message: 'Already signed up.' }));
    const error = await call(endpoints.newsletterSignup, { body: { email: 'asha@example.in' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Already signed up.',
      serverMessage: 'Already signed up.',
    });
    expect(errorMessage(error, 'Failed to send OTP')).toBe('Already signed up.');
  });

  it('keeps the whole error body, for answers that say more than a message (a lesson that opens later)', async () => {
    const body = { message: 'This lesson unlocks on 05 Dec 2026.', unlocks_at: '2026-12-04T20:00:00.000Z' };
    vi.stubGlobal('fetch', answer(403, body));
    const error = await call(endpoints.lesson, { params: { id: 'lesson-1' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, serverMessage: body.message, body });
  });

  it('asks the browser to keep a keepalive request going after the page is gone', async () => {
    const fetchMock = answer(200, { completed: false, watched_seconds: 10, position: 10 });
    vi.stubGlobal('fetch', fetchMock);
    await call(endpoints.lessonProgress, {
      params: { id: 'lesson-1' },
      body: { watched: [[0, 10]], position: 10 },
      keepalive: true,
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.keepalive).toBe(true);
  });

  it('falls back to a generic message when the server sent none', async () => {
    vi.stubGlobal('fetch', answer(500));
    const error = await call(endpoints.programAll).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 500,
      message: MESSAGES.generic.internal,
      serverMessage: undefined,
    });
    // "The server message, or <fallback>": the caller's fallback wins over the generic text.
    expect(errorMessage(error, 'Failed to send OTP')).toBe('Failed to send OTP');
  });

  it('sends the stored session token as a bearer token, and no Authorization header without one', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const fetchMock = answer(200, {});
    vi.stubGlobal('fetch', fetchMock);
    await call(endpoints.programAll);
    localStorage.setItem('token', 'session-token-0123456789');
    await call(endpoints.profile);
    const headersOf = (call: number) =>
      new Headers((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers);
    expect(headersOf(0).has('Authorization')).toBe(false);
    expect(headersOf(1).get('Authorization')).toBe('Bearer session-token-0123456789');
  });

  it('treats a 2xx other than the expected status as a failure', async () => {
    vi.stubGlobal('fetch', answer(200, { message: 'OK' }));
    await expect(call(endpoints.contactSubmit, { body: contact })).rejects.toBeInstanceOf(ApiError);
  });

  it('lets a network failure through as it is, so callers can tell it from an HTTP error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await call(endpoints.programAll).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(errorMessage(error)).toBe(MESSAGES.contact.exception);
  });

  it('takes the method and the path from the endpoint table, filling in and encoding its parameters', async () => {
    const fetchMock = answer(200, { message: 'Deleted.' });
    vi.stubGlobal('fetch', fetchMock);
    await call(endpoints.adminUserDelete, { params: { id: 'a/b c' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(apiUrl(endpoints.adminUserDelete, { id: 'a/b c' }));
    expect(url.endsWith('/a%2Fb%20c')).toBe(true);
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeUndefined();
  });
});

describe('upload', () => {
  const file = new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });

  it('posts the file as multipart in the given field, reports progress, and returns the body on the success status', async () => {
    const uploads = mockUploads();
    const progress: number[] = [];
    const sending = upload(endpoints.adminMediaUpload, {
      field: 'file',
      file,
      onProgress: ({ loaded }) => progress.push(loaded),
    });
    const request = uploads[0];
    expect(request).toMatchObject({
      method: 'POST',
      url: apiUrl(endpoints.adminMediaUpload),
      withCredentials: true,
    });
    expect(request?.body).toBeInstanceOf(FormData);
    expect((request?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
    request?.progress(4, 8);
    request?.progress(8, 8);
    request?.respond(201, { _id: 'media-1', status: 'ready' });
    await expect(sending).resolves.toEqual({ _id: 'media-1', status: 'ready' });
    expect(progress).toEqual([4, 8]);
  });

  it("rejects with an ApiError carrying the server's message, and with the fallback for a body without one", async () => {
    const uploads = mockUploads();
    const refused = upload(endpoints.adminMediaUpload, { field: 'file', file });
    uploads[0]?.respond(415, { message: 'Upload an MP4 video.' });
    await expect(refused).rejects.toMatchObject({ status: 415, serverMessage: 'Upload an MP4 video.' });

    const tooLarge = upload(endpoints.adminMediaUpload, { field: 'file', file });
    uploads[1]?.respond(413, 'Request Entity Too Large');
    const error = await tooLarge.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      message: MESSAGES.generic.tooLarge,
      serverMessage: undefined,
    });
  });

  it('stops the request when its signal aborts', async () => {
    const uploads = mockUploads();
    const controller = new AbortController();
    const sending = upload(endpoints.adminMediaUpload, { field: 'file', file, signal: controller.signal });
    controller.abort();
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    expect(uploads[0]?.aborted).toBe(true);
  });
});

describe('callWithServerDate', () => {
  it("returns the body and the answer's Date header as a time, or null without one", async () => {
    const attempt = { attempt_id: 'a1' };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(attempt), {
            status: 200,
            headers: { Date: 'Mon, 23 Nov 2026 10:20:00 GMT' },
          }),
      ),
    );
    await expect(callWithServerDate(endpoints.attempt, { params: { id: 'a1' } })).resolves.toEqual({
      body: attempt,
      serverDate: Date.parse('2026-11-23T10:20:00.000Z'),
    });

    vi.stubGlobal('fetch', answer(200, attempt));
    await expect(callWithServerDate(endpoints.attempt, { params: { id: 'a1' } })).resolves.toEqual({
      body: attempt,
      serverDate: null,
    });
  });
});
