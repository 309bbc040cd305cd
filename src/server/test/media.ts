import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeSampleVideo, runFfmpeg } from '../media/ffmpeg.ts';

/** A private temporary folder (a test's DATA_DIR). */
export function scratchDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'fintrain-media-test-'));
}

let testVideo: Promise<Buffer> | undefined;

/** A 3-second 320×240 MP4 with a tone, made by ffmpeg once per test worker: no video is committed. */
export function makeTestVideo(): Promise<Buffer> {
  testVideo ??= (async () => {
    const file = path.join(scratchDir(), 'clip.mp4');
    await makeSampleVideo(file, { seconds: 3, width: 320, height: 240, rate: 10 });
    return readFileSync(file);
  })();
  return testVideo;
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export async function multipartBody(
  field: string,
  filename: string,
  bytes: Buffer | string,
  type = 'application/octet-stream',
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append(
    field,
    new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }),
    filename,
  );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A picture of ffmpeg's test pattern, made on the spot: no image is committed. */
export async function makeTestImage(
  format: 'jpg' | 'png' | 'webp',
  width: number,
  height: number,
): Promise<Buffer> {
  const file = path.join(scratchDir(), `picture.${format}`);
  await runFfmpeg(['-y', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}`, '-frames:v', '1', file]);
  return readFileSync(file);
}
