import { COUNTER_ANIMATION_MS } from '@contract/constants.ts';
import { describe, expect, it } from 'vitest';
import { countUpValue, easeOutCubic } from './count-up.ts';

describe('easeOutCubic', () => {
  it('starts at 0, ends at 1 and never goes back', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    let previous = 0;
    for (let step = 1; step <= 100; step += 1) {
      const value = easeOutCubic(step / 100);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it('moves fastest at the start', () => {
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
  });

  it('clamps progress outside 0..1', () => {
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });
});

describe('countUpValue', () => {
  it('counts from 0 up to the value over 1.5 seconds', () => {
    expect(COUNTER_ANIMATION_MS).toBe(1500);
    expect(countUpValue(250_000, 0, COUNTER_ANIMATION_MS)).toBe(0);
    expect(countUpValue(250_000, COUNTER_ANIMATION_MS, COUNTER_ANIMATION_MS)).toBe(250_000);
    expect(countUpValue(250_000, COUNTER_ANIMATION_MS * 2, COUNTER_ANIMATION_MS)).toBe(250_000);
  });

  it('shows whole numbers that only grow on the way up', () => {
    let previous = 0;
    for (let elapsed = 0; elapsed <= COUNTER_ANIMATION_MS; elapsed += 16) {
      const value = countUpValue(997, elapsed, COUNTER_ANIMATION_MS);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(997);
      previous = value;
    }
  });

  it('ends exactly on a value with paise', () => {
    expect(countUpValue(99.5, COUNTER_ANIMATION_MS, COUNTER_ANIMATION_MS)).toBe(99.5);
  });

  it('jumps to the value without a duration', () => {
    expect(countUpValue(42, 0, 0)).toBe(42);
  });
});
