import { vi } from 'vitest';

/**
 * A stand-in for the browser's XMLHttpRequest, which `upload` uses for its progress events: the
 * test reads what was sent and drives the progress and the answer.
 */
export class FakeUploadRequest {
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  /** FormData for `upload`, a Blob (one chunk) for `uploadBytes`. */
  body: FormData | Blob | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData | Blob) {
    this.body = body;
    uploads.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total });
  }
  /** The connection fails before an answer (the browser's network error). */
  fail() {
    this.onerror?.();
  }
  /** The server answers with a status and a JSON body. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

let uploads: FakeUploadRequest[] = [];

/** Replaces XMLHttpRequest (until vi.unstubAllGlobals); returns the requests sent, in order. */
export function mockUploads(): FakeUploadRequest[] {
  uploads = [];
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  return uploads;
}
