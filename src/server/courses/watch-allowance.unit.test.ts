import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptedRanges,
  mergedRanges,
  parseMultirange,
  type SecondRange,
  totalSeconds,
  watchAllowance,
} from './watch-allowance.ts';

describe('watchAllowance', () => {
  it('gives the seconds since the lesson opened, 10 % more, and 5 s', () => {
    expect(watchAllowance(0)).toBe(5);
    expect(watchAllowance(0.07)).toBe(5);
    expect(watchAllowance(10)).toBe(16);
    expect(watchAllowance(100)).toBe(115);
    expect(watchAllowance(-3)).toBe(5);
  });
});

describe('parseMultirange', () => {
  it('reads PostgreSQL’s text form of an int4multirange', () => {
    expect(parseMultirange('{}')).toEqual([]);
    expect(parseMultirange('{[0,20),[30,80)}')).toEqual([
      [0, 20],
      [30, 80],
    ]);
  });
});

describe('acceptedRanges', () => {
  it('takes a claim within the allowance whole', () => {
    expect(acceptedRanges([], [[0, 10]], 16)).toEqual([[0, 10]]);
  });

  it('cuts a claim of a whole video at the allowance, earliest seconds first', () => {
    expect(acceptedRanges([], [[0, 20]], 5)).toEqual([[0, 5]]);
    expect(
      acceptedRanges(
        [],
        [
          [0, 3],
          [10, 20],
        ],
        5,
      ),
    ).toEqual([
      [0, 3],
      [10, 12],
    ]);
  });

  it('counts what is stored against the allowance and adds only new seconds', () => {
    expect(acceptedRanges([[0, 10]], [[0, 20]], 16)).toEqual([[10, 16]]);
    expect(
      acceptedRanges(
        [
          [0, 5],
          [8, 10],
        ],
        [[0, 20]],
        13,
      ),
    ).toEqual([
      [5, 8],
      [10, 13],
    ]);
    // Seconds watched again cost nothing.
    expect(acceptedRanges([[0, 10]], [[2, 8]], 10)).toEqual([]);
  });

  it('adds nothing once what is stored reaches the allowance', () => {
    expect(acceptedRanges([[0, 50]], [[50, 60]], 40)).toEqual([]);
  });

  it('never stores more than the allowance, never a second that was not claimed, and all of a claim that fits', () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 60 }))
      .map(([from, length]): SecondRange => [from, from + length]);
    fc.assert(
      fc.property(
        fc.array(range, { maxLength: 6 }),
        fc.array(range, { maxLength: 6 }),
        fc.integer({ min: 0, max: 400 }),
        (stored, claimed, allowance) => {
          const accepted = acceptedRanges(stored, claimed, allowance);
          const before = totalSeconds(stored);
          const after = totalSeconds([...stored, ...accepted]);
          expect(after).toBe(before + totalSeconds(accepted));
          expect(after).toBeLessThanOrEqual(Math.max(before, allowance));
          const claimedSeconds = mergedRanges(claimed);
          for (const [from, to] of accepted) {
            expect(claimedSeconds.some(([a, b]) => a <= from && to <= b)).toBe(true);
          }
          const wanted = totalSeconds([...stored, ...claimed]);
          if (wanted <= allowance) expect(after).toBe(wanted);
          else expect(after).toBe(Math.max(before, allowance));
        },
      ),
    );
  });
});
