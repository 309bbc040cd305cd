import { COURSE_LIMITS } from '@contract/vocabulary.ts';
import { describe, expect, it } from 'vitest';
import { type PlayedRanges, resumePosition, watchedRanges } from './watched-ranges.ts';

function played(pairs: [number, number][]): PlayedRanges {
  return {
    length: pairs.length,
    start: (index) => pairs[index]?.[0] ?? 0,
    end: (index) => pairs[index]?.[1] ?? 0,
  };
}

describe('watchedRanges', () => {
  it("turns the video's played ranges into [from, to] pairs and drops empty ones", () => {
    expect(
      watchedRanges(
        played([
          [0, 12.5],
          [30, 30],
          [40.2, 61],
        ]),
      ),
    ).toEqual([
      [0, 12.5],
      [40.2, 61],
    ]);
    expect(watchedRanges(played([]))).toEqual([]);
  });

  it('keeps the longest ranges, in order, when there are more than one post may carry', () => {
    const many: [number, number][] = Array.from({ length: COURSE_LIMITS.watchedRanges + 1 }, (_, i) => [
      i * 10,
      i * 10 + (i === 3 ? 1 : 5),
    ]);
    const sent = watchedRanges(played(many));
    expect(sent).toHaveLength(COURSE_LIMITS.watchedRanges);
    expect(sent).not.toContainEqual([30, 31]);
    expect(sent[0]).toEqual([0, 5]);
    expect(sent.at(-1)).toEqual(many.at(-1));
  });
});

describe('resumePosition', () => {
  it('resumes at the saved position', () => {
    expect(resumePosition(42, 600)).toBe(42);
  });

  it('starts again from the beginning within 5 s of the end, or when the length is unknown', () => {
    expect(resumePosition(596, 600)).toBe(0);
    expect(resumePosition(42, Number.NaN)).toBe(0);
    expect(resumePosition(0, 600)).toBe(0);
  });
});
