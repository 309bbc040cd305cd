import { COURSE_LIMITS } from '@contract/vocabulary.ts';

/** What the player's `video.played` is: `TimeRanges`, or anything shaped like it. */
export interface PlayedRanges {
  readonly length: number;
  start(index: number): number;
  end(index: number): number;
}

/**
 * The watched ranges a progress report sends, `[[from, to], ...]` in seconds, from the video's
 * `played` ranges. Empty ranges are dropped. The browser keeps them merged and in order; past the
 * contract's limit per post the longest are kept (the server adds each post to what it has, so a
 * short range left out now is sent again with the next report).
 */
export function watchedRanges(played: PlayedRanges): [number, number][] {
  const ranges: [number, number][] = [];
  for (let index = 0; index < played.length; index += 1) {
    const from = played.start(index);
    const to = played.end(index);
    if (Number.isFinite(from) && Number.isFinite(to) && to > from) ranges.push([Math.max(0, from), to]);
  }
  if (ranges.length <= COURSE_LIMITS.watchedRanges) return ranges;
  return ranges
    .toSorted((a, b) => b[1] - b[0] - (a[1] - a[0]))
    .slice(0, COURSE_LIMITS.watchedRanges)
    .sort((a, b) => a[0] - b[0]);
}

/** Seconds from the end within which a video starts again from the beginning rather than resuming. */
export const RESUME_END_MARGIN_SECONDS = 5;

/**
 * Where to start a video: the saved position, unless it is within 5 s of the end (the learner
 * finished it; watching again starts from 0) or the length is not known.
 */
export function resumePosition(saved: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || saved <= 0) return 0;
  return saved >= duration - RESUME_END_MARGIN_SECONDS ? 0 : saved;
}
