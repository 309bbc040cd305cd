import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The ffmpeg binary that `npm install` put in node_modules (@ffmpeg-installer/linux-x64): no download. */
export const FFMPEG_PATH = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@ffmpeg-installer/linux-x64/package.json')),
  'ffmpeg',
);

/** ffmpeg said no: the input is not a video it can read. The message is its last lines. */
export class FfmpegError extends Error {}

/** Runs ffmpeg with `args`; resolves when it exits 0, rejects with FfmpegError otherwise. */
export function runFfmpeg(args: string[], options: { timeoutMs?: number } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG_PATH, ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60 * 60 * 1000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new FfmpegError(
            stderr.trim().split('\n').slice(-3).join(' ') || `ffmpeg exited with ${code ?? signal}`,
          ),
        );
    });
  });
}

/** HLS segment length in seconds: short enough to start fast, long enough to keep requests few. */
export const HLS_SEGMENT_SECONDS = 4;
export const HLS_PLAYLIST = 'index.m3u8';

/**
 * Transcodes `input` to HLS in `outDir`: H.264 (at most 720 lines, never upscaled) and AAC,
 * keyframes every segment, `index.m3u8` plus `seg_000.ts`…
 */
export async function transcodeToHls(input: string, outDir: string): Promise<void> {
  await runFfmpeg([
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-vf',
    "scale=-2:'min(720,ih)'",
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-force_key_frames',
    `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`,
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-f',
    'hls',
    '-hls_time',
    String(HLS_SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    path.join(outDir, 'seg_%03d.ts'),
    path.join(outDir, HLS_PLAYLIST),
  ]);
}

/** A VOD playlist's length: the sum of its `#EXTINF` durations. */
export function playlistSeconds(playlist: string): number {
  let total = 0;
  for (const match of playlist.matchAll(/^#EXTINF:([\d.]+)/gm)) total += Number(match[1]);
  return total;
}

/**
 * Makes a short MP4 (H.264 + AAC) of ffmpeg's test pattern, its running clock and a tone: the seed
 * curriculum's sample video and the tests' clip, so that no video file is committed.
 */
export async function makeSampleVideo(
  file: string,
  { seconds, width, height, rate }: { seconds: number; width: number; height: number; rate: number },
): Promise<void> {
  await runFfmpeg([
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=duration=${seconds}:size=${width}x${height}:rate=${rate}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    file,
  ]);
}
