import type { EndpointOutput } from '@contract/endpoint-schemas.ts';
import { endpoints } from '@contract/endpoints.ts';
import { ApiError, call, type UploadProgress, uploadBytes } from './api-client.ts';

/** How many times a failed chunk is sent again before the upload gives up. */
export const CHUNK_RETRIES = 3;

type UploadState = EndpointOutput<'adminMediaUploadStart'>;

/**
 * Where the upload of this file stands, kept across a reload or a failed attempt: choosing the same
 * file again resumes it (a file is known by its name, size and modification time).
 */
const resumeKey = (file: File) => `media-upload:${file.name}:${file.size}:${file.lastModified}`;

function remembered(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function remember(key: string, id: string | null): void {
  try {
    if (id === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, id);
  } catch {
    // Storage disabled: the upload still works, it just cannot be resumed after a reload.
  }
}

const cancelled = () => new DOMException('The upload was cancelled.', 'AbortError');

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelled());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(cancelled());
      },
      { once: true },
    );
  });
}

/** A chunk's 409 says where the upload stands: `received_bytes`. */
function standsAt(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as { received_bytes?: unknown } | undefined;
  return typeof body?.received_bytes === 'number' ? body.received_bytes : undefined;
}

/** Worth sending again: the network failed, or the server or a proxy did (5xx, 408, 429). */
function retryable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof ApiError && (error.status >= 500 || error.status === 408 || error.status === 429);
}

async function resumeOrStart(file: File, key: string, signal: AbortSignal | undefined): Promise<UploadState> {
  const known = remembered(key);
  if (known) {
    try {
      return await call(endpoints.adminMediaUploadStatus, {
        params: { id: known },
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      // Purged after a day, or completed: start again.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
      remember(key, null);
    }
  }
  const started = await call(endpoints.adminMediaUploadStart, {
    body: { filename: file.name, size: file.size, content_type: file.type },
    ...(signal ? { signal } : {}),
  });
  remember(key, started._id);
  return started;
}

/**
 * Uploads a video as a resumable upload (ADR 025): declared, then sent in chunks of the size the
 * server names, in order, each small enough for the request timeout on a slow link. Progress
 * counts the whole file. A chunk that fails is sent again up to CHUNK_RETRIES times (after 1 s,
 * 2 s, 3 s); a 409 moves on from where the server says the upload stands. Then the upload is
 * completed: 201 { _id, status: 'processing' } as the one-request upload answers.
 */
export async function uploadInChunks({
  file,
  onProgress,
  signal,
  retryDelayMs = 1000,
}: {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** The wait before the first retry of a chunk, growing with each one. */
  retryDelayMs?: number;
}): Promise<EndpointOutput<'adminMediaUploadComplete'>> {
  const key = resumeKey(file);
  const upload = await resumeOrStart(file, key, signal);
  let received = upload.received_bytes;
  let failures = 0;
  onProgress?.({ loaded: received, total: file.size });
  while (received < file.size) {
    const offset = received;
    try {
      const state = await uploadBytes(endpoints.adminMediaUploadChunk, {
        params: { id: upload._id },
        query: { offset: String(offset) },
        bytes: file.slice(offset, offset + upload.chunk_bytes),
        onProgress: (sent) =>
          onProgress?.({ loaded: Math.min(file.size, offset + sent.loaded), total: file.size }),
        signal,
      });
      received = state.received_bytes;
      failures = 0;
    } catch (error) {
      const serverOffset = standsAt(error);
      if (serverOffset !== undefined && serverOffset !== offset) {
        received = serverOffset;
        continue;
      }
      if (!retryable(error) || failures >= CHUNK_RETRIES) throw error;
      failures += 1;
      await wait(retryDelayMs * failures, signal);
    }
  }
  onProgress?.({ loaded: file.size, total: file.size });
  try {
    const created = await call(endpoints.adminMediaUploadComplete, {
      params: { id: upload._id },
      ...(signal ? { signal } : {}),
    });
    remember(key, null);
    return created;
  } catch (error) {
    // Refused bytes (the upload is removed) or gone: choosing the file again starts afresh. Any
    // other failure keeps it, so that choosing the file again completes the same upload.
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) remember(key, null);
    throw error;
  }
}
