import { execFile, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { judgeFfmpegVersion, LTS_FLOOR } from './ffmpeg-version.ts';

/** Where the ffmpeg in use came from (ADR 045). */
export type FfmpegSource = 'FFMPEG_PATH' | 'PATH' | 'bundled';

export interface FfmpegBinary {
  path: string;
  source: FfmpegSource;
}

/**
 * The 2018 static build `npm install` puts in node_modules (@ffmpeg-installer/linux-x64, a
 * development dependency): undefined when it is not installed, as after `npm ci --omit=dev`.
 */
function bundledFfmpeg(): string | undefined {
  try {
    const manifest = createRequire(import.meta.url).resolve('@ffmpeg-installer/linux-x64/package.json');
    return path.join(path.dirname(manifest), 'ffmpeg');
  } catch {
    return undefined;
  }
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `ffmpeg` in a directory of `searchPath` (the PATH variable), like a shell would find it. */
function ffmpegOnPath(searchPath: string | undefined): string | undefined {
  for (const dir of (searchPath ?? '').split(path.delimiter)) {
    if (dir === '' || !path.isAbsolute(dir)) continue;
    const candidate = path.join(dir, 'ffmpeg');
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** FFMPEG_PATH when set, else `ffmpeg` on the PATH, else the bundled build; undefined if none. */
export function locateFfmpeg(
  configuredPath: string | undefined,
  searchPath: string | undefined = process.env.PATH,
): FfmpegBinary | undefined {
  if (configuredPath) return { path: configuredPath, source: 'FFMPEG_PATH' };
  const onPath = ffmpegOnPath(searchPath);
  if (onPath) return { path: onPath, source: 'PATH' };
  const bundled = bundledFfmpeg();
  return bundled && isExecutable(bundled) ? { path: bundled, source: 'bundled' } : undefined;
}

/** The first line of `ffmpeg -version`, e.g. `ffmpeg version 5.1.9-0+deb12u1 Copyright …`. */
export async function readFfmpegVersion(binary: string): Promise<string> {
  const { stdout } = await promisify(execFile)(binary, ['-version'], { timeout: 10_000 });
  return stdout.split('\n', 1)[0]?.trim() ?? '';
}

/** The start-up refused the ffmpeg it found; the message names FFMPEG_PATH and what to do. */
export class FfmpegUnfitError extends Error {}

const INSTALL_HINT = `Install a maintained ffmpeg (e.g. apt-get install ffmpeg) or set FFMPEG_PATH to one: 6.0 or later, or the ${LTS_FLOOR.major}.${LTS_FLOOR.minor} LTS branch at ${LTS_FLOOR.major}.${LTS_FLOOR.minor}.${LTS_FLOOR.patch} or later`;

export interface FfmpegChoice extends FfmpegBinary {
  /** The first line of its `-version`. */
  versionLine: string;
  /** Why this ffmpeg would be refused in production, when it runs elsewhere regardless. */
  warning: string | undefined;
}

/**
 * Finds the ffmpeg to use and reads its version. In production it refuses, with
 * FfmpegUnfitError, the bundled build and any version the policy of ffmpeg-version.ts rejects
 * (ADR 045); elsewhere those come back as a warning. An FFMPEG_PATH that does not run is refused
 * everywhere: a setting that names the wrong file is a mistake to fix, not to work around.
 */
export async function chooseFfmpeg(options: {
  configuredPath: string | undefined;
  production: boolean;
  /** The PATH to search; the process's own by default. */
  searchPath?: string | undefined;
}): Promise<FfmpegChoice> {
  const binary = locateFfmpeg(options.configuredPath, options.searchPath ?? process.env.PATH);
  if (!binary) throw new FfmpegUnfitError(`No ffmpeg found. ${INSTALL_HINT}.`);
  let versionLine: string;
  try {
    versionLine = await readFfmpegVersion(binary.path);
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n', 1)[0] : String(error);
    throw new FfmpegUnfitError(
      `ffmpeg at ${binary.path} (${binary.source}) does not run (${why}). ${INSTALL_HINT}.`,
    );
  }
  const verdict = judgeFfmpegVersion(versionLine);
  if (binary.source === 'bundled') {
    if (options.production)
      throw new FfmpegUnfitError(
        `Only the bundled 2018 ffmpeg build was found, and production does not use it. ${INSTALL_HINT}.`,
      );
    return {
      ...binary,
      versionLine,
      warning: `the bundled 2018 ffmpeg build is for development only. ${INSTALL_HINT}`,
    };
  }
  if (!verdict.acceptable) {
    if (options.production)
      throw new FfmpegUnfitError(`ffmpeg at ${binary.path} is refused: ${verdict.reason}. ${INSTALL_HINT}.`);
    return {
      ...binary,
      versionLine,
      warning: `this ffmpeg would be refused in production: ${verdict.reason}`,
    };
  }
  return { ...binary, versionLine, warning: undefined };
}

let selected: FfmpegBinary | undefined;

/** chooseFfmpeg for this process: logs the binary and its version, and runs it from now on. */
export async function selectFfmpeg(
  options: { configuredPath: string | undefined; production: boolean },
  log: { info(object: object, message: string): void; warn(object: object, message: string): void },
): Promise<FfmpegChoice> {
  const choice = await chooseFfmpeg(options);
  const facts = { ffmpeg: choice.path, source: choice.source, version: choice.versionLine };
  if (choice.warning) log.warn(facts, choice.warning);
  log.info(facts, `ffmpeg: ${choice.path} (${choice.source})`);
  selected = { path: choice.path, source: choice.source };
  return choice;
}

/**
 * The ffmpeg to run: the one selectFfmpeg chose at start-up, else (tests, scripts) the first of
 * FFMPEG_PATH, the PATH and the bundled build, without the production policy.
 */
export function ffmpegBinary(): FfmpegBinary {
  selected ??= locateFfmpeg(process.env.FFMPEG_PATH || undefined);
  if (!selected) throw new FfmpegUnfitError(`No ffmpeg found. ${INSTALL_HINT}.`);
  return selected;
}

/** ffmpeg said no: the input is not a video it can read. The message is its last lines. */
export class FfmpegError extends Error {}

/** Runs ffmpeg with `args`; resolves when it exits 0, rejects with FfmpegError otherwise. */
export function runFfmpeg(args: string[], options: { timeoutMs?: number } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegBinary().path, ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args], {
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
 * How ffmpeg opens an upload (ADR 045). Uploads are MP4, so the demuxer is pinned to `mov`
 * instead of guessed from the content: a file that is really an HLS playlist or a concat list
 * would otherwise be followed to the files or URLs it names. Only the `file` and `pipe`
 * protocols may be opened, and the MP4's external data references (drefs) stay off.
 */
export const UPLOAD_INPUT_OPTIONS = [
  '-protocol_whitelist',
  'file,pipe',
  '-f',
  'mov',
  '-enable_drefs',
  '0',
] as const;

/**
 * Transcodes `input` to HLS in `outDir`: H.264 (at most 720 lines, never upscaled) and AAC,
 * keyframes every segment, `index.m3u8` plus `seg_000.ts`…
 */
export async function transcodeToHls(input: string, outDir: string): Promise<void> {
  await runFfmpeg([
    ...UPLOAD_INPUT_OPTIONS,
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
