import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { testConfig } from '../test/harness.ts';
import { startTestS3 } from '../test/s3.ts';
import { createMediaStorage, type MediaStorage } from './storage.ts';

const s3Url = await startTestS3();
const scratch = mkdtempSync(path.join(tmpdir(), 'fintrain-storage-'));
const source = path.join(scratch, 'hello.txt');
writeFileSync(source, 'hello, storage');

const storages: [string, MediaStorage][] = [
  ['local disk', createMediaStorage(testConfig({ DATA_DIR: scratch }))],
  ['S3 (s3rver)', createMediaStorage(testConfig({ MEDIA_S3_URL: s3Url }))],
];

describe.each(storages)('media storage on %s', (_name, storage) => {
  it('stores a file, reads it back, lists it and deletes it', async () => {
    const id = crypto.randomUUID();
    await storage.putFile(`${id}/hls/index.m3u8`, source, 'application/vnd.apple.mpegurl');
    await storage.putFile(`${id}/original`, source, 'video/mp4');
    const object = await storage.get(`${id}/hls/index.m3u8`);
    expect(object?.sizeBytes).toBe(14);
    expect(await text(object!.body)).toBe('hello, storage');
    expect(await storage.list(`${id}/`)).toEqual([`${id}/hls/index.m3u8`, `${id}/original`]);
    await storage.delete(`${id}/original`);
    await storage.delete(`${id}/original`);
    expect(await storage.get(`${id}/original`)).toBeNull();
    expect(await storage.list(`${id}/`)).toEqual([`${id}/hls/index.m3u8`]);
  });

  it('refuses a key that climbs out of its folder', async () => {
    await expect(storage.get('../etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('MEDIA_S3_URL', () => {
  it('is parsed into endpoint, bucket, region and credentials', () => {
    expect(
      testConfig({ MEDIA_S3_URL: 'https://AK%2B1:se%2Fcret@s3.example.com/my-bucket?region=ap-south-1' })
        .media.s3,
    ).toEqual({
      endpoint: 'https://s3.example.com',
      bucket: 'my-bucket',
      region: 'ap-south-1',
      accessKeyId: 'AK+1',
      secretAccessKey: 'se/cret',
    });
  });

  it.each(['s3://bucket', 'https://s3.example.com/bucket', 'https://k:s@s3.example.com/', 'not a url'])(
    'stops the start when it is %s',
    (value) => {
      expect(() => testConfig({ MEDIA_S3_URL: value })).toThrow(ConfigError);
    },
  );
});
