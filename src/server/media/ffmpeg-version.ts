/**
 * Which ffmpeg may decode uploads in production (ADR 045): a pure reading of the first line of
 * `ffmpeg -version`, so that the rule is tested on the strings real builds print.
 */

export interface FfmpegVersion {
  major: number;
  minor: number;
  patch: number;
  /** The version as printed, e.g. `5.1.9-0+deb12u1` or `n7.1`. */
  text: string;
}

/** 6.0 and later are accepted at any point release. */
const CURRENT_MAJOR = 6;
/**
 * FFmpeg 5.1 "Riemann" is an LTS branch that still gets security point releases, and Debian 12
 * ships it with security backports (ADR 045). The floor refuses the branch's early builds; raise it
 * when a point release fixes a flaw known to be exploited.
 */
export const LTS_FLOOR = { major: 5, minor: 1, patch: 4 } as const;

/**
 * The numbered version at the start of `ffmpeg -version`'s first line (`6.1.1-3ubuntu5`,
 * `n7.1`, `7.0.2-static`), or undefined for a git snapshot (`N-47683-g0e8eb07980`), a
 * date-named build or anything else: their age cannot be told from the name.
 */
export function parseFfmpegVersion(firstLine: string): FfmpegVersion | undefined {
  const match = /^ffmpeg version (n?(\d{1,3})\.(\d{1,3})(?:\.(\d{1,3}))?\S*)/.exec(firstLine.trim());
  if (!match) return undefined;
  return {
    major: Number(match[2]),
    minor: Number(match[3]),
    patch: Number(match[4] ?? 0),
    text: match[1] as string,
  };
}

export type FfmpegVerdict =
  | { acceptable: true; version: FfmpegVersion }
  | { acceptable: false; version: FfmpegVersion | undefined; reason: string };

/** Whether production may use the ffmpeg whose `-version` first line this is. */
export function judgeFfmpegVersion(firstLine: string): FfmpegVerdict {
  const version = parseFfmpegVersion(firstLine);
  if (!version) {
    return {
      acceptable: false,
      version,
      reason: `its version cannot be read (“${firstLine.trim().slice(0, 80)}”): a git snapshot or unknown build`,
    };
  }
  if (version.major >= CURRENT_MAJOR) return { acceptable: true, version };
  const { major, minor, patch } = LTS_FLOOR;
  if (version.major === major && version.minor === minor && version.patch >= patch) {
    return { acceptable: true, version };
  }
  return {
    acceptable: false,
    version,
    reason: `ffmpeg ${version.text} is too old: ${CURRENT_MAJOR}.0 or later is needed, or the ${major}.${minor} LTS branch at ${major}.${minor}.${patch} or later`,
  };
}
