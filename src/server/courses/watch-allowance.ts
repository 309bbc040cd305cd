/** Whole seconds of a video, `[from, to)`, as PostgreSQL's int4multirange keeps them. */
export type SecondRange = readonly [from: number, to: number];

/**
 * How far ahead of the wall clock a learner's watched seconds may run (ADR 054): 10 % for a
 * player's buffering and clock drift, and 5 s for the report that leaves before the lesson's own
 * read is recorded. A player at normal speed stays well inside it; a claim of the whole video in
 * one request does not.
 */
export const WATCH_TOLERANCE = { share: 0.1, seconds: 5 } as const;

/** The most distinct seconds a learner can have watched `elapsedSeconds` after opening the lesson. */
export function watchAllowance(elapsedSeconds: number): number {
  const elapsed = Math.max(0, elapsedSeconds);
  return Math.floor(elapsed * (1 + WATCH_TOLERANCE.share)) + WATCH_TOLERANCE.seconds;
}

/** Ranges sorted and merged: no two overlap or touch, none empty. */
export function mergedRanges(ranges: readonly SecondRange[]): SecondRange[] {
  const sorted = ranges.filter(([from, to]) => from < to).toSorted((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

export function totalSeconds(ranges: readonly SecondRange[]): number {
  return mergedRanges(ranges).reduce((sum, [from, to]) => sum + to - from, 0);
}

/** An int4multirange's text form, '{[0,20),[30,80)}' (PostgreSQL writes integer ranges as [a,b)). */
export function parseMultirange(text: string): SecondRange[] {
  return [...text.matchAll(/\[(\d+),(\d+)\)/g)].map((match) => [Number(match[1]), Number(match[2])] as const);
}

/**
 * What may be added of a claim to what is stored: the claimed seconds not stored yet, earliest
 * first, as many as the allowance leaves room for. Nothing is refused outright: a player sends
 * all its played ranges with every report, so seconds left out now come back with a later report,
 * once the clock has caught up with them.
 */
export function acceptedRanges(
  stored: readonly SecondRange[],
  claimed: readonly SecondRange[],
  allowance: number,
): SecondRange[] {
  const have = mergedRanges(stored);
  let room = allowance - totalSeconds(have);
  const accepted: SecondRange[] = [];
  for (const range of mergedRanges(claimed)) {
    for (const [from, to] of withoutStored(range, have)) {
      if (room <= 0) return accepted;
      const end = Math.min(to, from + room);
      accepted.push([from, end]);
      room -= end - from;
    }
  }
  return accepted;
}

/** The parts of `range` outside the merged `stored` ranges, in order. */
function withoutStored([from, to]: SecondRange, stored: readonly SecondRange[]): SecondRange[] {
  const parts: SecondRange[] = [];
  let start = from;
  for (const [storedFrom, storedTo] of stored) {
    if (storedTo <= start) continue;
    if (storedFrom >= to) break;
    if (storedFrom > start) parts.push([start, storedFrom]);
    start = Math.max(start, storedTo);
    if (start >= to) return parts;
  }
  if (start < to) parts.push([start, to]);
  return parts;
}
