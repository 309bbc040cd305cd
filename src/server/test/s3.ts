import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll } from 'vitest';

export const TEST_BUCKET = 'fintrain-media';

/**
 * Starts a local S3-compatible server (s3rver) on a free port for this test file and returns the
 * MEDIA_S3_URL that points at its bucket; stopped and removed after the file's tests.
 */
export async function startTestS3(): Promise<string> {
  const directory = mkdtempSync(path.join(tmpdir(), 'fintrain-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return `http://S3RVER:S3RVER@127.0.0.1:${port}/${TEST_BUCKET}?region=us-east-1`;
}
