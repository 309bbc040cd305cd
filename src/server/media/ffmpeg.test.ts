import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestVideo, scratchDir } from '../test/media.ts';
import {
  chooseFfmpeg,
  FfmpegError,
  FfmpegUnfitError,
  HLS_PLAYLIST,
  locateFfmpeg,
  runFfmpeg,
  transcodeToHls,
} from './ffmpeg.ts';

describe('choosing the ffmpeg', () => {
  it('finds the system ffmpeg on the PATH, and production accepts it', async () => {
    const choice = await chooseFfmpeg({ configuredPath: undefined, production: true });
    expect(choice.source).toBe('PATH');
    expect(choice.versionLine).toMatch(/^ffmpeg version \d/);
    expect(choice.warning).toBeUndefined();
  });

  it('takes FFMPEG_PATH before the PATH', async () => {
    const onPath = locateFfmpeg(undefined);
    const choice = await chooseFfmpeg({
      configuredPath: onPath?.path,
      production: true,
      searchPath: '/nonexistent',
    });
    expect(choice).toMatchObject({ path: onPath?.path, source: 'FFMPEG_PATH', warning: undefined });
  });

  it('falls back to the bundled build in development, with a warning', async () => {
    const choice = await chooseFfmpeg({ configuredPath: undefined, production: false, searchPath: '' });
    expect(choice.source).toBe('bundled');
    expect(choice.versionLine).toMatch(/^ffmpeg version N-47683/);
    expect(choice.warning).toMatch(
      /^the bundled 2018 ffmpeg build is for development only\. Install .*FFMPEG_PATH/,
    );
  });

  it('refuses the bundled build in production, naming FFMPEG_PATH', async () => {
    await expect(
      chooseFfmpeg({ configuredPath: undefined, production: true, searchPath: '' }),
    ).rejects.toThrow(
      /^Only the bundled 2018 ffmpeg build was found, and production does not use it\. Install .*set FFMPEG_PATH/,
    );
  });

  it('refuses in production a git snapshot named by FFMPEG_PATH, whose age cannot be told', async () => {
    const bundled = locateFfmpeg(undefined, '')?.path;
    const refusal = chooseFfmpeg({ configuredPath: bundled, production: true });
    await expect(refusal).rejects.toBeInstanceOf(FfmpegUnfitError);
    await expect(refusal).rejects.toThrow(/is refused: its version cannot be read .*N-47683/);
  });

  it('refuses an FFMPEG_PATH that does not run, in development too', async () => {
    await expect(chooseFfmpeg({ configuredPath: '/nonexistent/ffmpeg', production: false })).rejects.toThrow(
      /^ffmpeg at \/nonexistent\/ffmpeg \(FFMPEG_PATH\) does not run/,
    );
  });
});

describe('transcoding an upload', () => {
  const dir = scratchDir();
  /** A video no upload may reach: ffmpeg must never read it while decoding one. */
  const secret = path.join(dir, 'someone-elses-video.ts');
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(404).end();
  });

  beforeAll(async () => {
    await runFfmpeg(['-y', '-f', 'lavfi', '-i', 'testsrc2=duration=2:size=160x120:rate=10', secret]);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function transcodeUpload(name: string, content: Buffer | string) {
    const input = path.join(dir, name);
    writeFileSync(input, content);
    const out = path.join(dir, `${name}-hls`);
    await mkdir(out);
    const result = await transcodeToHls(input, out).then(
      () => 'transcoded',
      (error: unknown) => error,
    );
    return { input, out, result, files: readdirSync(out) };
  }

  it('turns a real MP4 into an HLS playlist and its segments', async () => {
    const { out, result, files } = await transcodeUpload('clip.mp4', await makeTestVideo());
    expect(result).toBe('transcoded');
    expect(readFileSync(path.join(out, HLS_PLAYLIST), 'utf8')).toMatch(/#EXTINF:/);
    expect(files.filter((name) => name.endsWith('.ts')).length).toBeGreaterThan(0);
  });

  it('does not follow an HLS playlist disguised as an MP4 to a file on the server', async () => {
    const playlist = `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\n${secret}\n#EXT-X-ENDLIST\n`;
    const { input, result, files } = await transcodeUpload('playlist.mp4', playlist);

    expect(result).toBeInstanceOf(FfmpegError);
    expect(files).toEqual([]);
    // The file is a working attack: ffmpeg left to guess the format reads the other video.
    await expect(runFfmpeg(['-i', input, '-f', 'null', '-'])).resolves.toBeUndefined();
  });

  it('does not fetch the URL an HLS playlist disguised as an MP4 names', async () => {
    const { port } = server.address() as AddressInfo;
    const playlist = `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\nhttp://127.0.0.1:${port}/segment.ts\n#EXT-X-ENDLIST\n`;
    const { result, files } = await transcodeUpload('remote.mp4', playlist);

    expect(result).toBeInstanceOf(FfmpegError);
    expect(files).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('does not follow a concat list disguised as an MP4', async () => {
    const list = `ffconcat version 1.0\nfile ${path.basename(secret)}\n`;
    const { input, result, files } = await transcodeUpload('list.mp4', list);

    expect(result).toBeInstanceOf(FfmpegError);
    expect(files).toEqual([]);
    await expect(runFfmpeg(['-i', input, '-f', 'null', '-'])).resolves.toBeUndefined();
  });

  it('refuses a file that only starts like an MP4', async () => {
    const fake = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(64, 1)]);
    const { result } = await transcodeUpload('broken.mp4', fake);
    expect(result).toBeInstanceOf(FfmpegError);
    expect(existsSync(path.join(dir, 'broken.mp4-hls', HLS_PLAYLIST))).toBe(false);
  });
});
