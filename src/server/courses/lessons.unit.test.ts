import { describe, expect, it } from 'vitest';
import { secondsToComplete, watchedSeconds } from './lessons.ts';

describe('watchedSeconds', () => {
  it('widens a player’s fractional ranges to whole seconds', () => {
    expect(watchedSeconds([[12.3, 27.8]], 100)).toEqual([[12, 28]]);
  });

  it('clamps to the video and drops ranges left empty', () => {
    expect(
      watchedSeconds(
        [
          [90, 500],
          [120, 130],
        ],
        100,
      ),
    ).toEqual([[90, 100]]);
    expect(watchedSeconds([], 100)).toEqual([]);
  });
});

describe('secondsToComplete', () => {
  it('asks for 90 % of the seconds, rounded up', () => {
    expect(secondsToComplete(100)).toBe(90);
    expect(secondsToComplete(10)).toBe(9);
    expect(secondsToComplete(11)).toBe(10);
    expect(secondsToComplete(1)).toBe(1);
  });
});
